import { type Context, Hono } from "hono";
import { z } from "zod";
import { statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";
import { pointSchema } from "../services/calculate";

const phone = z
  .string()
  .trim()
  .min(1, "Phone number is required")
  .regex(/^\+?[0-9 ()-]{5,20}$/, "Phone number is invalid");

const sellerBody = z.object({
  title: z.string().trim().min(1, "Required").max(120),
  description: z.string().trim().max(2000).nullish(),
  type: z.enum(["restaurant", "shop"], { message: "The type must be restaurant or shop." }),
  phone,
  email: z.email("The email must be a valid email address.").nullish(),
  address: z.string().trim().min(1, "Required").max(300),
  location: pointSchema,
  tax: z.coerce.number().min(0).max(100).nullish(),
  min_amount: z.coerce.number().min(0).nullish(),
  delivery_time: z
    .object({
      from: z.coerce.number().int().min(0),
      to: z.coerce.number().int().min(0),
      type: z.enum(["minute", "hour", "day"]),
    })
    .nullish(),
});

const driverBody = z.object({
  firstname: z.string().trim().min(1, "Required").max(100),
  lastname: z.string().trim().min(1, "Required").max(100),
  phone,
  type_of_technique: z.enum(["foot", "bicycle", "scooter", "motorbike", "car", "truck"], {
    message: "The type of technique is invalid.",
  }),
  brand: z.string().trim().max(60).nullish(),
  model: z.string().trim().max(60).nullish(),
  number: z.string().trim().max(20).nullish(),
  color: z.string().trim().max(30).nullish(),
  note: z.string().trim().max(1000).nullish(),
});

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
  .post("/dashboard/user/shops", async (c) => apply(c, "seller_applications", await parseBody(c, sellerBody)))
  .post("/dashboard/user/delivery-driver", async (c) =>
    apply(c, "driver_applications", await parseBody(c, driverBody)),
  );
