import { BellIcon, CountBadge } from "@tiffin/ui";
import { useTranslation } from "react-i18next";

/** The bell with its unread badge; the notification panel itself comes with sign-in. */
export function NotificationBell({ unread, signedIn }: { unread: number; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      href={signedIn ? "/notifications" : "/login"}
      aria-label={
        unread > 0
          ? `${t("header.notifications")}, ${t("header.unreadCount", { count: unread })}`
          : t("header.notifications")
      }
      className="relative flex size-10 items-center justify-center rounded-full hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
    >
      <BellIcon />
      <CountBadge count={unread} label={t("header.unreadCount", { count: unread })} />
    </a>
  );
}
