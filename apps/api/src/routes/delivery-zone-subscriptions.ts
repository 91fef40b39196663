import { deliveryZoneSubscribeBody } from "@tiffin/api-client";
import { Hono } from "hono";
import type { ApiEnv } from "../env";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";
import { subscribeToZone } from "../services/delivery-zones";
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
  // one row per email and place: asking again only refreshes it
  await subscribeToZone(d1, body.email, body.address, c.var.lang);
  return ok(c, { email: body.email, address: body.address }, "Thank you! We will let you know.");
});
