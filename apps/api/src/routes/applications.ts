import { driverApplicationBody, sellerApplicationBody } from "@tiffin/api-client";
import { type Context, Hono } from "hono";
import { statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";

/** Stores an application for review; one pending application per user and kind. */
async function apply(c: Context<ApiEnv>, table: "seller_applications" | "driver_applications", payload: unknown) {
  const row = await statement<{ id: number; status: string; created_at: string }>(
    c.env.DB,
    `INSERT INTO ${table} (user_id, payload, status, created_at) VALUES (?1, ?2, 'pending', ?3)
     ON CONFLICT DO NOTHING RETURNING id, status, created_at`,
    currentUser(c).id,
    JSON.stringify(payload),
    new Date().toISOString(),
  ).first();
  if (!row) throw badRequest("ERROR_400", "Your application is already being reviewed");
  return ok(c, { ...row, ...(payload as object), user_id: currentUser(c).id }, "Application received");
}

export const applicationRoutes = new Hono<ApiEnv>()
  .post("/dashboard/user/shops", async (c) =>
    apply(c, "seller_applications", await parseBody(c, sellerApplicationBody)),
  )
  .post("/dashboard/user/delivery-driver", async (c) =>
    apply(c, "driver_applications", await parseBody(c, driverApplicationBody)),
  );
