import { Shimmer } from "@tiffin/ui";
import { useTranslation } from "react-i18next";

/** Placeholder rows while a tab or one more page loads; announced once as "Loading…". */
export function NotificationsLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{t("ui.loading")}</span>
      {Array.from({ length: rows }, (_, index) => `row-${index}`).map((id) => (
        <Shimmer key={id} className="h-16 w-full rounded-lg" />
      ))}
    </div>
  );
}
