import type { ReactNode } from "react";

/** A result line above a console section: a status for what was done, an alert for a refusal. */
export function AdminNotice({ tone = "info", children }: { tone?: "info" | "danger"; children: ReactNode }) {
  return (
    <p
      role={tone === "danger" ? "alert" : "status"}
      className={
        tone === "danger"
          ? "rounded-card border border-danger/40 bg-danger/10 p-3 text-sm"
          : "rounded-card border border-border bg-surface-muted p-3 text-sm"
      }
    >
      {children}
    </p>
  );
}
