import { notificationSettingsBody, notificationsQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import { z } from "zod";
import { batch, statement } from "../db/statements";
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
    ? await statement<NotificationRowType>(
        d1,
        `${NOTIFICATION_SELECT} WHERE n.id = ?1 AND n.user_id = ?2`,
        id.data,
        userId,
      ).first()
    : null;
  if (!row) throw notFound("Notification not found");
  return row;
}

/** Every notification kind with the user's switch (on unless turned off). */
async function notificationSettings(d1: D1Database, userId: number) {
  const results = await statement<{ id: number; type: string; active: number }>(
    d1,
    `SELECT k.id, k.type, COALESCE(s.active, 1) AS active FROM notification_kinds k
       LEFT JOIN user_notification_settings s ON s.notification_id = k.id AND s.user_id = ?1 ORDER BY k.id`,
    userId,
  ).all();
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
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(d1, `SELECT COUNT(*) AS n FROM notifications n WHERE ${where}`, userId, q.type ?? null),
      statement<NotificationRowType>(
        d1,
        `${NOTIFICATION_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ?3 OFFSET ?4`,
        userId,
        q.type ?? null,
        q.perPage,
        (q.page - 1) * q.perPage,
      ),
    ]);
    const list = rows.results.map(presentNotification);
    return paginated(c, list, count.results[0]?.n ?? 0, q);
  })
  .post("/dashboard/notifications/read-all", async (c) => {
    await statement(
      c.env.DB,
      "UPDATE notifications SET read_at = ?2 WHERE user_id = ?1 AND read_at IS NULL",
      currentUser(c).id,
      new Date().toISOString(),
    ).run();
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
      await statement(
        d1,
        "UPDATE notifications SET read_at = ?3 WHERE id = ?1 AND user_id = ?2 AND read_at IS NULL",
        row.id,
        userId,
        new Date().toISOString(),
      ).run();
    }
    return ok(c, presentNotification(await own(d1, userId, String(row.id))));
  })
  .get("/dashboard/user/profile/notifications-statistic", async (c) => {
    const results = await statement<{ type: string; n: number }>(
      c.env.DB,
      "SELECT type, COUNT(*) AS n FROM notifications WHERE user_id = ?1 AND read_at IS NULL GROUP BY type",
      currentUser(c).id,
    ).all();
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
    const results = await statement<{ id: number }>(d1, "SELECT id FROM notification_kinds").all();
    const known = new Set(results.map((r) => r.id));
    const unknown = notifications.filter((n) => !known.has(n.notification_id));
    if (unknown.length > 0) {
      throw badRequest("ERROR_400", "The selected notification id is invalid.", {
        notification_id: ["The selected notification id is invalid."],
      });
    }
    await batch(
      d1,
      notifications.map((n) =>
        statement(
          d1,
          `INSERT INTO user_notification_settings (user_id, notification_id, active) VALUES (?1, ?2, ?3)
             ON CONFLICT (user_id, notification_id) DO UPDATE SET active = excluded.active`,
          userId,
          n.notification_id,
          n.active === true || n.active === 1 ? 1 : 0,
        ),
      ),
    );
    return ok(c, await notificationSettings(d1, userId));
  });
