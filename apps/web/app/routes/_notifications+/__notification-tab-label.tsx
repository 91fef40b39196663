import type { NotificationTab } from "@tiffin/core";
import { Badge } from "@tiffin/ui";
import { useTranslation } from "react-i18next";

/**
 * A tab's name with its unread count beside it ("News 2 unread" to screen readers), nothing at
 * zero. The count sits in the line after the name, never over it, whatever its digits.
 */
export function NotificationTabLabel({ tab, unread }: { tab: NotificationTab; unread: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span>{t(`notifications:tabs.${tab}`)}</span>
      {unread > 0 ? (
        <Badge tone="danger" size="sm" className="min-w-4 justify-center">
          <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
          <span className="sr-only">{t("header.unreadCount", { count: unread })}</span>
        </Badge>
      ) : null}
    </span>
  );
}
