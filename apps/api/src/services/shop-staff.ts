import { createMiddleware } from "hono/factory";
import { statement } from "../db/statements";
import type { ApiEnv } from "../env";
import type { SignedInUser } from "../http/auth";
import { HttpError, notFound } from "../http/errors";

/**
 * Shop staff (docs/decisions/032). An admin runs every shop; a manager runs the shops
 * `shop_staff` lists for her. Everyone else is a customer and is refused every staff route.
 */
export const STAFF_ROLES = new Set(["admin", "manager"]);

export const notStaff = () => new HttpError(403, "ERROR_403", "Only a shop's staff may do this");

/** 403 ERROR_403 unless the signed-in user (requireUser ran before) is staff. */
export const requireStaff = createMiddleware<ApiEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user || !STAFF_ROLES.has(user.role)) throw notStaff();
  await next();
});

/**
 * A SQL condition true when the staff member runs the shop in `column`; `param` is where her user
 * id is bound (bound for an admin too, so every statement takes the same parameters).
 */
export function runsShop(user: SignedInUser, column: string, param: string): string {
  if (user.role === "admin") return `(${param} IS NOT NULL)`;
  return `${column} IN (SELECT shop_id FROM shop_staff WHERE user_id = ${param})`;
}

/** Parcels are the platform's own deliveries, not a shop's: only an admin runs them. */
export function runsParcels(user: SignedInUser): boolean {
  return user.role === "admin";
}

/** The shop, when the staff member runs it; 404 "Shop not found" otherwise (never 403: no hint it exists). */
export async function assertRunsShop(d1: D1Database, user: SignedInUser, shopId: number): Promise<void> {
  const row = await statement<{ id: number }>(
    d1,
    `SELECT id FROM shops WHERE id = ?1 AND ${runsShop(user, "id", "?2")}`,
    shopId,
    user.id,
  ).first();
  if (!row) throw notFound("Shop not found");
}
