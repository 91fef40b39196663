import { MESSAGES } from "@tiffin/core";
import { badRequest } from "../http/errors";

/** The texts the storefront shows for cart and group-order refusals (SPEC.md sections 5 and 8). */
export const CART_MESSAGES = {
  oneShop: MESSAGES.oneShop,
  outOfStock: "Out of stock",
  invalidGroup: MESSAGES.invalidGroup,
  kicked: MESSAGES.kicked,
  groupOff: "Group orders are turned off",
} as const;

export const oneShopError = () => badRequest("ERROR_400", CART_MESSAGES.oneShop);
export const outOfStockError = () => badRequest("ERROR_400", CART_MESSAGES.outOfStock);
export const invalidGroupError = () => badRequest("ERROR_400", CART_MESSAGES.invalidGroup);
export const kickedError = () => badRequest("ERROR_400", CART_MESSAGES.kicked);
export const groupOffError = () => badRequest("ERROR_400", CART_MESSAGES.groupOff);
