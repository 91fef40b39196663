/**
 * A shop's minimum order: the subtotal after product discounts (before delivery, fees, coupon
 * and tips) must reach the shop's `min_amount`. The API refuses an order below it; the cart and
 * checkout show how much is missing before "Place order".
 *
 * Both amounts are integer minor units of the same currency.
 */
export interface MinimumOrderCheck {
  /** Whether the subtotal reaches the minimum (a shop without a minimum is always met). */
  met: boolean;
  /** The shop's minimum. */
  minimum: number;
  /** What the subtotal lacks to reach it; 0 when met. */
  missing: number;
}

export function checkMinimumOrder(subtotal: number, minimum: number): MinimumOrderCheck {
  const floor = Number.isFinite(minimum) && minimum > 0 ? Math.round(minimum) : 0;
  const have = Number.isFinite(subtotal) ? Math.round(subtotal) : 0;
  const missing = Math.max(0, floor - have);
  return { met: missing === 0, minimum: floor, missing };
}
