import { notificationSettingsBody, notificationsQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import {
  findOwnNotification,
  markAllRead,
  markRead,
  NOTIFICATION_TYPES,
  notificationKindIds,
  notificationSwitches,
  pageNotifications,
  presentNotification,
  saveNotificationSwitches,
  unreadCounts,
} from "../services/notifications";

const idParam = z.string().regex(/^\d+$/).transform(Number);

async function own(d1: D1Database, userId: number, raw: string) {
  const id = idParam.safeParse(raw);
  const row = id.success ? await findOwnNotification(d1, userId, id.data) : null;
  if (!row) throw notFound("Notification not found");
  return row;
}

/** Every notification kind with the user's switch (on unless turned off). */
async function notificationSettings(d1: D1Database, userId: number) {
  const results = await notificationSwitches(d1, userId);
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
    const { total, rows } = await pageNotifications(
      d1,
      userId,
      q.type ?? null,
      { column: q.column ?? "id", sort: q.sort === "asc" ? "asc" : "desc" },
      { limit: q.perPage, offset: (q.page - 1) * q.perPage },
    );
    return paginated(c, rows.map(presentNotification), total, q);
  })
  .post("/dashboard/notifications/read-all", async (c) => {
    await markAllRead(c.env.DB, currentUser(c).id);
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
      await markRead(d1, userId, row.id);
    }
    return ok(c, presentNotification(await own(d1, userId, String(row.id))));
  })
  .get("/dashboard/user/profile/notifications-statistic", async (c) => {
    const results = await unreadCounts(c.env.DB, currentUser(c).id);
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
    const known = await notificationKindIds(d1);
    const unknown = notifications.filter((n) => !known.has(n.notification_id));
    if (unknown.length > 0) {
      throw badRequest("ERROR_400", "The selected notification id is invalid.", {
        notification_id: ["The selected notification id is invalid."],
      });
    }
    await saveNotificationSwitches(
      d1,
      userId,
      notifications.map((n) => ({
        notification_id: n.notification_id,
        active: n.active === true || n.active === 1 ? 1 : 0,
      })),
    );
    return ok(c, await notificationSettings(d1, userId));
  });
