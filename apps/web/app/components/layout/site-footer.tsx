import { useTranslation } from "react-i18next";

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-[1140px] flex-col gap-4 px-4 py-8 text-sm text-muted md:flex-row md:justify-between">
        <nav aria-label={t("footer.about")} className="flex flex-wrap gap-x-5 gap-y-2">
          <a href="/liked">{t("header.likedRestaurants")}</a>
          <a href="/help">{t("footer.helpCenter")}</a>
          <a href="/be-seller">{t("footer.beSeller")}</a>
          <a href="/deliver">{t("web:applications.driverTitle")}</a>
        </nav>
        <p>{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
