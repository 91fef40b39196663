import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { useId } from "react";
import { cn } from "../class-names";
import { Badge } from "../primitives/badge";
import { Button } from "../primitives/button";
import type { Translate } from "../text";
import { englishText } from "../text";

export interface AddressSummary {
  id: number | string;
  title?: string | null;
  /** The address text. */
  address: string;
  active?: boolean;
}

export interface AddressCardProps {
  address: AddressSummary;
  onEdit?: () => void;
  t?: Translate;
  className?: string;
}

/** A saved address: its title, text, a default badge and an edit button. */
export function AddressCard({ address, onEdit, t = englishText, className }: AddressCardProps) {
  return (
    <div
      className={cn(
        "flex items-start justify-between gap-3 rounded-card border border-border bg-surface p-3 text-start",
        className,
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-fg">
          {address.title || t("common:address.address")}
          {address.active ? (
            <Badge tone="success" size="sm">
              {t("common:address.active")}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted">{address.address}</p>
      </div>
      {onEdit ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={`${t("common:actions.edit")}: ${address.title || address.address}`}
        >
          {t("common:actions.edit")}
        </Button>
      ) : null}
    </div>
  );
}

export interface AddressListProps {
  addresses: readonly AddressSummary[];
  /** The chosen address id (as a string). */
  value?: string;
  onValueChange?: (id: string) => void;
  onEdit?: (address: AddressSummary) => void;
  onAdd?: () => void;
  t?: Translate;
  className?: string;
}

/** The address list of the address picker: one radio per address, edit buttons and an add button. */
export function AddressList({
  addresses,
  value,
  onValueChange,
  onEdit,
  onAdd,
  t = englishText,
  className,
}: AddressListProps) {
  const listId = useId();
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <RadioGroupPrimitive.Root
        aria-label={t("common:address.myAddresses")}
        value={value}
        onValueChange={onValueChange}
        className="flex flex-col gap-2"
      >
        {addresses.map((address) => {
          const id = `${listId}address-${address.id}`;
          return (
            <div key={address.id} className="flex items-center gap-3 rounded-card border border-border bg-surface p-3">
              <RadioGroupPrimitive.Item
                id={id}
                value={String(address.id)}
                className="flex size-5 shrink-0 items-center justify-center rounded-full border border-border focus-visible:outline-2 focus-visible:outline-ring data-[state=checked]:border-primary"
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <label htmlFor={id} className="flex min-w-0 flex-1 flex-col text-start">
                <span className="text-sm font-semibold text-fg">{address.title || t("common:address.address")}</span>
                <span className="truncate text-sm text-muted">{address.address}</span>
              </label>
              {onEdit ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(address)}
                  aria-label={`${t("common:address.editAddress")}: ${address.title || address.address}`}
                >
                  {t("common:actions.edit")}
                </Button>
              ) : null}
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {onAdd ? (
        <Button variant="outline" onClick={onAdd}>
          {t("common:address.addAddress")}
        </Button>
      ) : null}
    </div>
  );
}
