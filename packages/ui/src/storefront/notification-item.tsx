import { formatNotificationDate } from "@tiffin/i18n";
import { cn } from "../class-names";
import type { Translate } from "../text";
import { englishText } from "../text";

export interface NotificationSummary {
  id: number | string;
  /** new_order, status_changed, news_publish, ... (SPEC.md section 3). */
  type: string;
  title?: string | null;
  body?: string | null;
  readAt?: string | null;
  createdAt: string;
}

export interface NotificationItemProps {
  notification: NotificationSummary;
  /** Opening marks it read (the caller's job) and shows its order, parcel or news. */
  onOpen?: (id: NotificationSummary["id"]) => void;
  /**
   * "submit" makes the row its form's submit button, sending `name`=`value` (e.g. id=9), so
   * opening works as a plain form post before JavaScript too.
   */
  type?: "button" | "submit";
  name?: string;
  value?: string;
  /** Time zone for the "DD.MM.YYYY, HH:mm" date; the browser's by default. */
  timeZone?: string;
  t?: Translate;
  className?: string;
}

/** A notification row; unread ones carry a dot and say so to screen readers. */
export function NotificationItem({
  notification,
  onOpen,
  type = "button",
  name,
  value,
  timeZone,
  t = englishText,
  className,
}: NotificationItemProps) {
  const unread = !notification.readAt;
  const kind = t(`notifications:types.${notification.type}`);
  return (
    <button
      type={type}
      name={name}
      value={value}
      onClick={() => onOpen?.(notification.id)}
      data-unread={unread || undefined}
      className={cn(
        "flex w-full items-start gap-3 rounded-lg p-3 text-start hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring",
        unread && "bg-surface-muted",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs font-medium text-muted">
          {unread ? <span className="sr-only">{t("notifications:unread")}: </span> : null}
          {kind.startsWith("notifications:") ? notification.type : kind}
        </span>
        {notification.title ? <span className="text-sm font-semibold text-fg">{notification.title}</span> : null}
        {notification.body ? <span className="line-clamp-2 text-sm text-muted">{notification.body}</span> : null}
        <time dateTime={notification.createdAt} className="text-xs text-muted">
          {formatNotificationDate(notification.createdAt, timeZone ? { timeZone } : {})}
        </time>
      </span>
    </button>
  );
}
