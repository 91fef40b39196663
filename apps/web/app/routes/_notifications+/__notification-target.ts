import type { Notification } from "@tiffin/api-client";

/**
 * Where opening a notification leads: its order, or its news item (shown in a dialog on the home
 * page). null when it points nowhere else, so the reader stays on the list.
 */
export function notificationTarget(notification: Pick<Notification, "order" | "blog" | "data">): string | null {
  const { order, blog, data } = notification;
  const orderId = order?.id ?? (data?.type === "order" ? data.id : null);
  if (orderId) return `/orders/${orderId}`;
  if (blog?.uuid) return `/?news=${encodeURIComponent(blog.uuid)}`;
  return null;
}
