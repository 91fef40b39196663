import { type Statement, statement } from "../db/statements";
/** What a domain event tells a user. */
export interface NotificationEvent {
  userId: number;
  type:
    | "new_order"
    | "new_user_by_referral"
    | "status_changed"
    | "new_in_table"
    | "booking_status"
    | "new_booking"
    | "news_publish"
    | "order_refunded"
    | "transaction";
  title: string;
  body: string;
  data?: { id: number; type: string; status?: string };
  orderId?: number;
  parcelId?: number;
  blogId?: number;
  clientId?: number;
}

/**
 * The insert for one notification, as a prepared statement so callers can put it in the same
 * D1 batch as the change it reports (the status change and its notification land together).
 */
export function notificationStatement(d1: D1Database, event: NotificationEvent, now = new Date()): Statement<unknown> {
  return statement(
    d1,
    `INSERT INTO notifications (user_id, type, title, body, data, order_id, parcel_id, blog_id, client_id, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    event.userId,
    event.type,
    event.title,
    event.body,
    event.data ? JSON.stringify(event.data) : null,
    event.orderId ?? null,
    event.parcelId ?? null,
    event.blogId ?? null,
    event.clientId ?? null,
    now.toISOString(),
  );
}
