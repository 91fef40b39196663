import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldClass } from "../../components/account/form-field";

/** A link in a read-only field (select it to copy without JavaScript) with copy and share buttons. */
export function CopyLink({ link, label, shareTitle }: { link: string; label: string; shareTitle: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare("share" in navigator), []);
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {label}
        <input readOnly value={link} dir="ltr" className={fieldClass} onFocus={(event) => event.target.select()} />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={copy}
          className="h-10 rounded-full bg-primary px-4 text-sm font-semibold text-primary-fg"
        >
          {t("actions.copy")}
        </button>
        {canShare ? (
          <button
            type="button"
            onClick={() => navigator.share({ title: shareTitle, url: link }).catch(() => undefined)}
            className="h-10 rounded-full border border-border px-4 text-sm font-semibold"
          >
            {t("actions.share")}
          </button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm">
        {copied ? t("web:referrals.copied") : ""}
      </p>
    </div>
  );
}
