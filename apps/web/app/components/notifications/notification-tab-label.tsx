import type { NotificationTab } from "@tiffin/core";
import { CountBadge } from "@tiffin/ui";
import { useTranslation } from "react-i18next";

/** A tab's name with its unread count ("News 2 unread" to screen readers), nothing at zero. */
export function NotificationTabLabel({ tab, unread }: { tab: NotificationTab; unread: number }) {
  const { t } = useTranslation();
  return (
    <span className={unread > 0 ? "relative pe-4" : undefined}>
      {t(`notifications:tabs.${tab}`)} <CountBadge count={unread} label={t("header.unreadCount", { count: unread })} />
    </span>
  );
}
