import { useTranslation } from "react-i18next";
import { FieldError, fieldClass } from "../../components/account/form-field";

export type Errors = Record<string, string>;

/** A labelled input of an application form, with its error announced. */
export function InputField({
  name,
  label,
  errors,
  type = "text",
  required,
  defaultValue,
  autoComplete,
  inputMode,
}: {
  name: string;
  label: string;
  errors: Errors;
  type?: string;
  required?: boolean;
  defaultValue?: string | number;
  autoComplete?: string;
  inputMode?: "decimal" | "tel" | "email" | "text";
}) {
  const error = errors[name];
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input
        name={name}
        type={type}
        required={required}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={fieldClass}
      />
      <FieldError id={`${name}-error`} message={error} />
    </label>
  );
}

export function TextAreaField({ name, label, errors }: { name: string; label: string; errors: Errors }) {
  const error = errors[name];
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <textarea
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="rounded-lg border border-border bg-surface p-3 font-normal"
      />
      <FieldError id={`${name}-error`} message={error} />
    </label>
  );
}

/** Shown once the application is stored: it waits for review. */
export function ApplicationSent() {
  const { t } = useTranslation();
  return (
    <p role="status" className="rounded-card border border-primary p-4">
      {t("web:applications.sent")}
    </p>
  );
}
