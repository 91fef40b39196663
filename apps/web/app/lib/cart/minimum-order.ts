import { checkMinimumOrder, fromMinor, toMinor } from "@tiffin/core";

/** A shop's minimum order not yet reached: the minimum and what is missing (major units of the shown currency). */
export interface MinimumOrderShortfall {
  minimum: number;
  missing: number;
}

/**
 * core's minimum-order rule over what a page shows: the shop's `min_amount` and the subtotal after
 * discounts, both as the API gave them in the page's currency. Null when the minimum is reached.
 */
export function minimumOrderShortfall(
  minimum: number | null | undefined,
  subtotal: number,
): MinimumOrderShortfall | null {
  const check = checkMinimumOrder(toMinor(subtotal), toMinor(minimum ?? 0));
  return check.met ? null : { minimum: fromMinor(check.minimum), missing: fromMinor(check.missing) };
}
