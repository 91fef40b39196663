import { Checkbox as CheckboxPrimitive, RadioGroup as RadioGroupPrimitive, Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { useId } from "react";
import { cn } from "../class-names";
import { CheckIcon } from "./icons";

interface ChoiceTextProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

function ChoiceMessages({ id, description, error }: { id: string; description?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {description ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, description?: ReactNode, error?: ReactNode): string | undefined {
  return [description ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export interface CheckboxProps
  extends Omit<ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>, "children">,
    ChoiceTextProps {}

export function Checkbox({ label, description, error, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox${generated}`;
  return (
    <div className={cn("flex items-start gap-2 text-start", className)}>
      <CheckboxPrimitive.Root
        id={controlId}
        aria-describedby={describedBy(controlId, description, error)}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-border bg-surface text-primary-fg focus-visible:outline-2 focus-visible:outline-ring data-[state=checked]:border-primary data-[state=checked]:bg-primary"
        {...props}
      >
        <CheckboxPrimitive.Indicator>
          <CheckIcon width={14} height={14} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={controlId} className="text-sm text-fg">
          {label}
        </label>
        <ChoiceMessages id={controlId} description={description} error={error} />
      </div>
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>, "children">,
    ChoiceTextProps {
  options: readonly RadioOption[];
}

/** A labelled group of radios; arrow keys move between them (mirrored in right-to-left). */
export function RadioGroup({ label, description, error, options, className, id, ...props }: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? `radio${generated}`;
  return (
    <div className={cn("flex flex-col gap-2 text-start", className)}>
      <span id={`${groupId}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      <RadioGroupPrimitive.Root
        id={groupId}
        aria-labelledby={`${groupId}-label`}
        aria-describedby={describedBy(groupId, description, error)}
        className="flex flex-col gap-2"
        {...props}
      >
        {options.map((option) => {
          const itemId = `${groupId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring data-[state=checked]:border-primary"
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <div className="flex flex-col">
                <label htmlFor={itemId} className="text-sm text-fg">
                  {option.label}
                </label>
                {option.description ? <span className="text-xs text-muted">{option.description}</span> : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      <ChoiceMessages id={groupId} description={description} error={error} />
    </div>
  );
}

export interface SwitchProps
  extends Omit<ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>, "children">,
    ChoiceTextProps {}

export function Switch({ label, description, error, className, id, ...props }: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `switch${generated}`;
  return (
    <div className={cn("flex items-center justify-between gap-3 text-start", className)}>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={controlId} className="text-sm text-fg">
          {label}
        </label>
        <ChoiceMessages id={controlId} description={description} error={error} />
      </div>
      <SwitchPrimitive.Root
        id={controlId}
        aria-describedby={describedBy(controlId, description, error)}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-surface-hover transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[state=checked]:bg-primary"
        {...props}
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-5.5" />
      </SwitchPrimitive.Root>
    </div>
  );
}
