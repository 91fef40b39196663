import { Button } from "@tiffin/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** The share link in a read-only field with a copy button; the copy is announced politely. */
export function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="group-share-link" className="text-sm font-medium">
        {t("web:group.shareLink")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="group-share-link"
          readOnly
          value={link}
          dir="ltr"
          className="min-w-0 flex-1 rounded-card border border-border bg-surface px-3 py-2 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t("web:group.copy")}
        </Button>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {copied ? t("web:group.copied") : t("web:group.shareHint")}
      </p>
    </div>
  );
}
