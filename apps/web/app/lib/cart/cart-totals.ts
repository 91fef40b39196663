import type { CartTotals } from "@tiffin/core";

/** The API's calculate answer as the storefront shows it (major units of the shown currency). */
export type CalculateResult = Omit<CartTotals, "rate">;

/** The rows of a totals table, in order; zero rows other than the subtotal and total are left out. */
export function totalRows(totals: CalculateResult): Array<{ key: string; amount: number }> {
  const rows = [
    { key: "subtotal", amount: totals.price },
    { key: "discount", amount: -totals.total_discount },
    { key: "tax", amount: totals.total_shop_tax },
    { key: "deliveryFee", amount: totals.delivery_fee },
    { key: "serviceFee", amount: totals.service_fee },
    { key: "coupon", amount: -totals.coupon_price },
    { key: "tips", amount: totals.tips },
  ];
  return rows.filter((row) => row.key === "subtotal" || row.amount !== 0);
}
