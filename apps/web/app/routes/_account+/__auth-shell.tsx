import { Logo } from "@tiffin/ui";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** The bare sign-in pages' frame: the logo home, a heading, and the page's forms. */
export function AuthShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 px-4 py-10">
      <a href="/" aria-label={t("header.home")} className="self-center">
        <Logo className="text-2xl" />
      </a>
      <h1 className="text-center text-2xl font-bold">{title}</h1>
      {intro ? <div className="text-center text-sm text-muted">{intro}</div> : null}
      {children}
    </main>
  );
}

/** A form-level message, focused when it appears so a screen reader hears it. */
export function FormAlert({ message, tone = "danger" }: { message?: string | null; tone?: "danger" | "success" }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={tone === "danger" ? "alert" : "status"}
      className={
        tone === "danger"
          ? "rounded-card bg-danger/10 px-4 py-2 text-sm font-medium text-danger"
          : "rounded-card bg-success/10 px-4 py-2 text-sm font-medium text-fg"
      }
    >
      {message}
    </p>
  );
}

/** Replaces {{name}} placeholders of a loader-resolved text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => String(values[key] ?? match));
}
