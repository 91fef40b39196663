import { NOTIFICATION_TYPES, notificationSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, type Statement, statement } from "../db/statements";

export { NOTIFICATION_TYPES };
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

interface NotificationRow {
  id: number;
  type: z.input<typeof notificationSchema>["type"];
  title: string | null;
  body: string | null;
  data: string | null;
  read_at: string | null;
  created_at: string;
  order_id: number | null;
  parcel_id: number | null;
  blog_id: number | null;
  blog_uuid: string | null;
  client_id: number | null;
  client_firstname: string | null;
  client_lastname: string | null;
  client_img: string | null;
}

export const NOTIFICATION_SELECT = `SELECT n.id, n.type, n.title, n.body, n.data, n.read_at, n.created_at,
  n.order_id, n.parcel_id, n.blog_id, b.uuid AS blog_uuid, n.client_id,
  c.firstname AS client_firstname, c.lastname AS client_lastname, c.img AS client_img
  FROM notifications n LEFT JOIN blogs b ON b.id = n.blog_id LEFT JOIN users c ON c.id = n.client_id`;

export function presentNotification(row: NotificationRow): z.input<typeof notificationSchema> {
  let parsed: unknown = null;
  try {
    parsed = row.data ? JSON.parse(row.data) : null;
  } catch {
    parsed = null;
  }
  // The stored JSON is read through the contract's own shape: anything else shows as no data.
  const data = notificationSchema.shape.data.safeParse(parsed).data ?? null;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data,
    read_at: row.read_at,
    created_at: row.created_at,
    order: row.order_id === null ? null : { id: row.order_id },
    parcel: row.parcel_id === null ? null : { id: row.parcel_id },
    blog: row.blog_id === null ? null : { id: row.blog_id, uuid: row.blog_uuid },
    client:
      row.client_id === null
        ? null
        : { id: row.client_id, firstname: row.client_firstname, lastname: row.client_lastname, img: row.client_img },
  };
}
export type NotificationRowType = NotificationRow;

/**
 * The "news published" event: one news_publish notification for every active user who has not
 * switched that kind off, written by one INSERT ... SELECT.
 */
export function newsPublishedStatement(d1: D1Database, blogId: number, now = new Date()): Statement<unknown> {
  return statement(
    d1,
    `INSERT INTO notifications (user_id, type, title, body, data, blog_id, created_at)
       SELECT u.id, 'news_publish', t.title, t.short_desc, json_object('id', b.id, 'type', 'blog'), b.id, ?2
       FROM users u JOIN blogs b ON b.id = ?1
       JOIN blog_translations t ON t.id = (SELECT x.id FROM blog_translations x WHERE x.blog_id = b.id
         ORDER BY x.locale = (SELECT locale FROM languages WHERE is_default = 1) DESC, x.id LIMIT 1)
       WHERE u.deleted_at IS NULL AND u.active = 1 AND NOT EXISTS (
         SELECT 1 FROM user_notification_settings s JOIN notification_kinds k ON k.id = s.notification_id
         WHERE s.user_id = u.id AND k.type = 'news_publish' AND s.active = 0)`,
    blogId,
    now.toISOString(),
  );
}

/** Publishes a news item (a blog of type notification) and tells every user, in one batch. */
export async function publishNews(d1: D1Database, blogId: number, now = new Date()) {
  await batch(d1, [
    statement(d1, "UPDATE blogs SET published_at = ?2, active = 1 WHERE id = ?1", blogId, now.toISOString()),
    newsPublishedStatement(d1, blogId, now),
  ]);
}
