import { useTranslation } from "react-i18next";

export const fieldClass = "h-11 rounded-lg border border-border bg-surface px-3 font-normal";

/** A field's error, announced with the field (aria-describedby points here). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <span id={id} role="alert" className="text-sm font-normal text-danger">
      {t(message)}
    </span>
  );
}

/** A form's failure: a bundle key, or the API's own text when no SPEC text fits. */
export function FormMessage({ message }: { message?: { key: string } | { text: string } | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-card border border-danger p-3 text-sm text-danger">
      {"key" in message ? t(message.key) : message.text}
    </p>
  );
}
