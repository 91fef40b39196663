import type { Coupon } from "@tiffin/core";
import { type Statement, statement } from "../db/statements";
import { badRequest } from "../http/errors";

export interface CouponRow {
  id: number;
  type: "fix" | "percent";
  for_type: "delivery_fee" | "total_price";
  price: number;
  expired_at: string;
  used: number;
}

export interface ResolvedCoupon {
  id: number;
  /** In the shape the core calculation takes: fixed amounts in major units of the default currency. */
  rule: Coupon;
}

/**
 * A coupon by name for this shop (or for every shop): ERROR_249 unknown, ERROR_250 expired,
 * ERROR_251 already used by this user.
 */
export async function resolveCoupon(
  d1: D1Database,
  name: string,
  shopId: number,
  userId: number,
  now = new Date(),
): Promise<ResolvedCoupon> {
  return checkCoupon(await couponStatement(d1, name, shopId, userId).first(), now);
}

/** The read behind resolveCoupon, to put in a D1 batch with other statements; pass its row to checkCoupon. */
export function couponStatement(d1: D1Database, name: string, shopId: number, userId: number): Statement<CouponRow> {
  return statement(
    d1,
    `SELECT c.id, c.type, c.for_type, c.price, c.expired_at,
       EXISTS (SELECT 1 FROM coupon_usages u WHERE u.coupon_id = c.id AND u.user_id = ?3) AS used
       FROM coupons c WHERE c.name = ?1 AND (c.shop_id = ?2 OR c.shop_id IS NULL)
       ORDER BY c.shop_id IS NULL LIMIT 1`,
    name,
    shopId,
    userId,
  );
}

/** resolveCoupon's checks on the row couponStatement read (null or undefined: no such coupon). */
export function checkCoupon(row: CouponRow | null | undefined, now = new Date()): ResolvedCoupon {
  if (!row) throw badRequest("ERROR_249", "Coupon is invalid", { coupon: ["The coupon is invalid."] });
  if (row.expired_at < now.toISOString()) {
    throw badRequest("ERROR_250", "Coupon has expired", { coupon: ["The coupon has expired."] });
  }
  if (row.used) throw badRequest("ERROR_251", "Coupon already used", { coupon: ["The coupon was already used."] });
  return {
    id: row.id,
    rule: { type: row.type, price: row.type === "fix" ? row.price / 100 : row.price, for: row.for_type },
  };
}

/** A coupon as `coupons/check` shows it, or null. */
export async function findCoupon(d1: D1Database, id: number) {
  return statement<{
    id: number;
    shop_id: number | null;
    name: string;
    type: "fix" | "percent";
    for_type: string;
    price: number;
    qty: number;
    expired_at: string;
  }>(d1, "SELECT id, shop_id, name, type, for_type, price, qty, expired_at FROM coupons WHERE id = ?1", id).first();
}
