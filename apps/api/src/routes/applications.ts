import { driverApplicationBody, sellerApplicationBody } from "@tiffin/api-client";
import { type Context, Hono } from "hono";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";
import { type ApplicationTable, insertApplication } from "../services/applications";

/** Stores an application for review; one pending application per user and kind. */
async function apply(c: Context<ApiEnv>, table: ApplicationTable, payload: unknown) {
  const row = await insertApplication(c.env.DB, table, currentUser(c).id, payload);
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
