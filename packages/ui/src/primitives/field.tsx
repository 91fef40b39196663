import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "../class-names";

export interface FieldProps {
  label: ReactNode;
  /** Validation message; marks the control invalid and is read with it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Shows the label visually hidden (it is still read). */
  hideLabel?: boolean;
  className?: string;
  id?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error wired together with ids, for every form control. */
export function Field({ label, error, hint, hideLabel, className, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5 text-start", className)}>
      <label htmlFor={controlId} className={cn("text-sm font-medium text-fg", hideLabel && "sr-only")}>
        {label}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses =
  "w-full rounded-lg border border-border bg-surface px-3 text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-danger";
