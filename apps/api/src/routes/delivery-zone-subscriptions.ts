import { deliveryZoneSubscribeBody } from "@tiffin/api-client";
import { Hono } from "hono";
import { statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";
import { assertWithinLimits, tooManyRequests } from "../services/rate-limit";

/** Sign-ups one client address may send inside the window (the table is not a free mailbox). */
const MAX_SUBSCRIPTIONS_PER_CLIENT = 20;
const SUBSCRIPTION_WINDOW_MS = 60 * 60 * 1000;

export const deliveryZoneSubscriptionRoutes = new Hono<ApiEnv>().post("/rest/delivery-zone/subscribe", async (c) => {
  const body = await parseBody(c, deliveryZoneSubscribeBody);
  const d1 = c.env.DB;
  const client = c.var.clientAddress;
  if (client) {
    await assertWithinLimits(
      d1,
      [{ bucket: `zone-subscribe:${client}`, max: MAX_SUBSCRIPTIONS_PER_CLIENT }],
      SUBSCRIPTION_WINDOW_MS,
      () => tooManyRequests("Too many requests. Please, try again later"),
    );
  }
  const now = new Date().toISOString();
  // one row per email and place: asking again only refreshes it
  await statement(
    d1,
    `INSERT INTO delivery_zone_subscriptions (email, latitude, longitude, lang, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT (email, latitude, longitude) DO UPDATE SET updated_at = excluded.updated_at, lang = excluded.lang`,
    body.email,
    body.address.latitude,
    body.address.longitude,
    c.var.lang,
    now,
  ).run();
  return ok(c, { email: body.email, address: body.address }, "Thank you! We will let you know.");
});
