import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { forwardRef } from "react";
import { cn } from "../class-names";
import { controlClasses, Field } from "./field";

interface LabelledProps {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** Classes for the wrapper (label, control and messages). */
  fieldClassName?: string;
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement>, LabelledProps {}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, hideLabel, fieldClassName, className, id, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={fieldClassName} id={id}>
      {(control) => (
        <input
          ref={ref}
          id={control.id}
          aria-describedby={control.describedBy}
          aria-invalid={control.invalid || undefined}
          className={cn(controlClasses, "h-10", className)}
          {...props}
        />
      )}
    </Field>
  );
});

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, LabelledProps {}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, hideLabel, fieldClassName, className, id, rows = 3, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={fieldClassName} id={id}>
      {(control) => (
        <textarea
          ref={ref}
          id={control.id}
          rows={rows}
          aria-describedby={control.describedBy}
          aria-invalid={control.invalid || undefined}
          className={cn(controlClasses, "py-2", className)}
          {...props}
        />
      )}
    </Field>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, LabelledProps {
  options: readonly SelectOption[];
  placeholder?: string;
}

/**
 * A native select: it works in forms before JavaScript loads and brings the platform's own
 * picker on phones.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, hideLabel, fieldClassName, className, id, options, placeholder, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={fieldClassName} id={id}>
      {(control) => (
        <select
          ref={ref}
          id={control.id}
          aria-describedby={control.describedBy}
          aria-invalid={control.invalid || undefined}
          className={cn(controlClasses, "h-10 pe-8", className)}
          {...props}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
