import { notificationSettingsBody, notificationsQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import {
  NOTIFICATION_SELECT,
  NOTIFICATION_TYPES,
  type NotificationRowType,
  presentNotification,
} from "../services/notifications";

const idParam = z.string().regex(/^\d+$/).transform(Number);

async function own(d1: D1Database, userId: number, raw: string) {
  const id = idParam.safeParse(raw);
  const row = id.success
    ? await d1
        .prepare(`${NOTIFICATION_SELECT} WHERE n.id = ?1 AND n.user_id = ?2`)
        .bind(id.data, userId)
        .first<NotificationRowType>()
    : null;
  if (!row) throw notFound("Notification not found");
  return row;
}

/** Every notification kind with the user's switch (on unless turned off). */
async function notificationSettings(d1: D1Database, userId: number) {
  const { results } = await d1
    .prepare(
      `SELECT k.id, k.type, COALESCE(s.active, 1) AS active FROM notification_kinds k
       LEFT JOIN user_notification_settings s ON s.notification_id = k.id AND s.user_id = ?1 ORDER BY k.id`,
    )
    .bind(userId)
    .all<{ id: number; type: string; active: number }>();
  // `notification.active` repeats `active` where Laravel-style clients read it.
  return results.map((r) => ({
    id: r.id,
    type: r.type,
    active: r.active === 1,
    notification: { active: r.active === 1 },
  }));
}

export const notificationRoutes = new Hono<ApiEnv>()
  .get("/dashboard/notifications", async (c) => {
    const q = parseQuery(c, notificationsQuery);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const where = q.type ? "n.user_id = ?1 AND n.type = ?2" : "n.user_id = ?1 AND ?2 IS NULL";
    const order = `n.${q.column ?? "id"} ${q.sort === "asc" ? "ASC" : "DESC"}, n.id ${q.sort === "asc" ? "ASC" : "DESC"}`;
    const [count, rows] = await d1.batch<Record<string, unknown>>([
      d1.prepare(`SELECT COUNT(*) AS n FROM notifications n WHERE ${where}`).bind(userId, q.type ?? null),
      d1
        .prepare(`${NOTIFICATION_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ?3 OFFSET ?4`)
        .bind(userId, q.type ?? null, q.perPage, (q.page - 1) * q.perPage),
    ]);
    const list = ((rows?.results ?? []) as unknown as NotificationRowType[]).map(presentNotification);
    return paginated(c, list, Number(count?.results[0]?.n ?? 0), q);
  })
  .post("/dashboard/notifications/read-all", async (c) => {
    await c.env.DB.prepare("UPDATE notifications SET read_at = ?2 WHERE user_id = ?1 AND read_at IS NULL")
      .bind(currentUser(c).id, new Date().toISOString())
      .run();
    return ok(c, [], "All notifications are read");
  })
  .get("/dashboard/notifications/:id", async (c) =>
    ok(c, presentNotification(await own(c.env.DB, currentUser(c).id, c.req.param("id")))),
  )
  .post("/dashboard/notifications/:id/read-at", async (c) => {
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const row = await own(d1, userId, c.req.param("id"));
    if (!row.read_at) {
      await d1
        .prepare("UPDATE notifications SET read_at = ?3 WHERE id = ?1 AND user_id = ?2 AND read_at IS NULL")
        .bind(row.id, userId, new Date().toISOString())
        .run();
    }
    return ok(c, presentNotification(await own(d1, userId, String(row.id))));
  })
  .get("/dashboard/user/profile/notifications-statistic", async (c) => {
    const { results } = await c.env.DB.prepare(
      "SELECT type, COUNT(*) AS n FROM notifications WHERE user_id = ?1 AND read_at IS NULL GROUP BY type",
    )
      .bind(currentUser(c).id)
      .all<{ type: string; n: number }>();
    const counts: Record<string, number> = { notification: 0 };
    for (const type of NOTIFICATION_TYPES) counts[type] = 0;
    for (const r of results) {
      counts[r.type] = r.n;
      counts.notification = (counts.notification ?? 0) + r.n;
    }
    // a bare object: this call has no envelope
    return c.json(counts);
  })
  .get("/dashboard/user/notifications", async (c) => {
    return ok(c, await notificationSettings(c.env.DB, currentUser(c).id));
  })
  .post("/dashboard/user/update/notifications", async (c) => {
    const { notifications } = await parseBody(c, notificationSettingsBody);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const { results } = await d1.prepare("SELECT id FROM notification_kinds").all<{ id: number }>();
    const known = new Set(results.map((r) => r.id));
    const unknown = notifications.filter((n) => !known.has(n.notification_id));
    if (unknown.length > 0) {
      throw badRequest("ERROR_400", "The selected notification id is invalid.", {
        notification_id: ["The selected notification id is invalid."],
      });
    }
    await d1.batch(
      notifications.map((n) =>
        d1
          .prepare(
            `INSERT INTO user_notification_settings (user_id, notification_id, active) VALUES (?1, ?2, ?3)
             ON CONFLICT (user_id, notification_id) DO UPDATE SET active = excluded.active`,
          )
          .bind(userId, n.notification_id, n.active === true || n.active === 1 ? 1 : 0),
      ),
    );
    return ok(c, await notificationSettings(d1, userId));
  });
