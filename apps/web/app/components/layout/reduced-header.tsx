import { useLocation, useNavigate } from "@remix-run/react";
import { BackIcon, Logo } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { backTargetFor } from "../../lib/site/layout-rules";

/** Checkout, profile, settings, help, orders and be-seller: a back button and the logo. */
export function ReducedHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = backTargetFor(pathname);
  const className = "flex size-10 items-center justify-center rounded-full hover:bg-surface-hover";
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="mx-auto flex h-14 max-w-[1140px] items-center gap-3 px-3">
        {target.kind === "history" ? (
          <button type="button" aria-label={t("header.back")} className={className} onClick={() => navigate(-1)}>
            <BackIcon />
          </button>
        ) : (
          <a href={target.href} aria-label={t("header.back")} className={className}>
            <BackIcon />
          </a>
        )}
        <a href="/" aria-label={t("header.home")}>
          <Logo />
        </a>
      </div>
    </header>
  );
}
