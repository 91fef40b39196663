import { badRequest } from "../http/errors";

/** The texts the storefront shows for cart and group-order refusals (SPEC.md sections 5 and 8). */
export const CART_MESSAGES = {
  oneShop: "You can only add items from one restaurant to your shopping cart",
  outOfStock: "Out of stock",
  invalidGroup: "You cannot join. Invalid group order",
  kicked: "You have been kicked from group order",
  groupOff: "Group orders are turned off",
} as const;

export const oneShopError = () => badRequest("ERROR_400", CART_MESSAGES.oneShop);
export const outOfStockError = () => badRequest("ERROR_400", CART_MESSAGES.outOfStock);
export const invalidGroupError = () => badRequest("ERROR_400", CART_MESSAGES.invalidGroup);
export const kickedError = () => badRequest("ERROR_400", CART_MESSAGES.kicked);
export const groupOffError = () => badRequest("ERROR_400", CART_MESSAGES.groupOff);
