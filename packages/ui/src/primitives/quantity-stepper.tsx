import { cn } from "../class-names";
import { IconButton } from "./icon-button";
import { MinusIcon, PlusIcon } from "./icons";

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Never below this (1 in a cart: removing is its own button). */
  min?: number;
  max?: number;
  label?: string;
  increaseLabel?: string;
  decreaseLabel?: string;
  className?: string;
}

/** − value + buttons; the value is announced as it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label = "Quantity",
  increaseLabel = "Increase quantity",
  decreaseLabel = "Decrease quantity",
  className,
}: QuantityStepperProps) {
  return (
    <fieldset
      aria-label={label}
      className={cn("m-0 inline-flex min-w-0 items-center gap-1 rounded-full border border-border p-0", className)}
    >
      <IconButton
        label={decreaseLabel}
        icon={<MinusIcon width={16} height={16} />}
        size="sm"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      />
      <output aria-live="polite" className="min-w-6 text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <IconButton
        label={increaseLabel}
        icon={<PlusIcon width={16} height={16} />}
        size="sm"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      />
    </fieldset>
  );
}
