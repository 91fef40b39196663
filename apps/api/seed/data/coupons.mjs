// Demo coupons: one percent, one fixed (minor units), one expired. Valid for every shop.
import { insertRows } from "../sql.mjs";

export const coupons = [
  {
    id: 901,
    shop_id: null,
    name: "WELCOME10",
    type: "percent",
    for_type: "total_price",
    price: 10,
    qty: 1000,
    expired_at: "2030-12-31T23:59:59.000Z",
  },
  {
    id: 902,
    shop_id: null,
    name: "FIVEOFF",
    type: "fix",
    for_type: "total_price",
    price: 500,
    qty: 1000,
    expired_at: "2030-12-31T23:59:59.000Z",
  },
  {
    id: 903,
    shop_id: null,
    name: "SPRING24",
    type: "percent",
    for_type: "delivery_fee",
    price: 50,
    qty: 1000,
    expired_at: "2024-05-31T23:59:59.000Z",
  },
];

export function couponSeed() {
  return insertRows(
    "coupons",
    coupons.map((c) => ({ ...c, created_at: "2026-01-01T00:00:00.000Z" })),
  );
}
