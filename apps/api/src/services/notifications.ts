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

/** A user's own notification, or null (another user's is not found). */
export async function findOwnNotification(d1: D1Database, userId: number, id: number) {
  return statement<NotificationRow>(
    d1,
    `${NOTIFICATION_SELECT} WHERE n.id = ?1 AND n.user_id = ?2`,
    id,
    userId,
  ).first();
}

/** A page of a user's notifications (of one type when named) and their total, in one round trip. */
export async function pageNotifications(
  d1: D1Database,
  userId: number,
  type: string | null,
  order: { column: "id" | "created_at" | "read_at"; sort: "asc" | "desc" },
  page: { limit: number; offset: number },
) {
  const where = type !== null ? "n.user_id = ?1 AND n.type = ?2" : "n.user_id = ?1 AND ?2 IS NULL";
  const direction = order.sort === "asc" ? "ASC" : "DESC";
  const orderBy = `n.${order.column} ${direction}, n.id ${direction}`;
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, `SELECT COUNT(*) AS n FROM notifications n WHERE ${where}`, userId, type),
    statement<NotificationRow>(
      d1,
      `${NOTIFICATION_SELECT} WHERE ${where} ORDER BY ${orderBy} LIMIT ?3 OFFSET ?4`,
      userId,
      type,
      page.limit,
      page.offset,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

export async function markAllRead(d1: D1Database, userId: number): Promise<void> {
  await statement(
    d1,
    "UPDATE notifications SET read_at = ?2 WHERE user_id = ?1 AND read_at IS NULL",
    userId,
    new Date().toISOString(),
  ).run();
}

/** Marks the user's own notification read, unless it already is. */
export async function markRead(d1: D1Database, userId: number, id: number): Promise<void> {
  await statement(
    d1,
    "UPDATE notifications SET read_at = ?3 WHERE id = ?1 AND user_id = ?2 AND read_at IS NULL",
    id,
    userId,
    new Date().toISOString(),
  ).run();
}

/** A user's unread notifications counted per type. */
export async function unreadCounts(d1: D1Database, userId: number) {
  return statement<{ type: string; n: number }>(
    d1,
    "SELECT type, COUNT(*) AS n FROM notifications WHERE user_id = ?1 AND read_at IS NULL GROUP BY type",
    userId,
  ).all();
}

/** Every notification kind with the user's switch (on unless turned off). */
export async function notificationSwitches(d1: D1Database, userId: number) {
  return statement<{ id: number; type: string; active: number }>(
    d1,
    `SELECT k.id, k.type, COALESCE(s.active, 1) AS active FROM notification_kinds k
       LEFT JOIN user_notification_settings s ON s.notification_id = k.id AND s.user_id = ?1 ORDER BY k.id`,
    userId,
  ).all();
}

/** The ids of every notification kind. */
export async function notificationKindIds(d1: D1Database): Promise<Set<number>> {
  const results = await statement<{ id: number }>(d1, "SELECT id FROM notification_kinds").all();
  return new Set(results.map((r) => r.id));
}

/** Sets the user's switches, all in one batch. */
export async function saveNotificationSwitches(
  d1: D1Database,
  userId: number,
  switches: readonly { notification_id: number; active: 0 | 1 }[],
): Promise<void> {
  await batch(
    d1,
    switches.map((n) =>
      statement(
        d1,
        `INSERT INTO user_notification_settings (user_id, notification_id, active) VALUES (?1, ?2, ?3)
           ON CONFLICT (user_id, notification_id) DO UPDATE SET active = excluded.active`,
        userId,
        n.notification_id,
        n.active,
      ),
    ),
  );
}
