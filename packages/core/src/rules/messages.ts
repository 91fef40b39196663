/** User-facing texts the machines put in their context (translated at the edge). */
export const MESSAGES = {
  oneShop: "You can only add items from one restaurant to your shopping cart",
  kicked: "You have been kicked from group order",
  invalidGroup: "You cannot join. Invalid group order",
  leaveGroupFirst: "Leave the group order before adding products from another shop",
  choosePayment: "Please, choose payment method",
  phoneRequired: "Phone number is required",
  insufficientBalance: "Insufficient wallet balance",
  shopClosedDay: "Shop is closed on that day, please choose another day",
  outsideZone: "Sorry, we're not available here",
  required: "Required",
  loginFirst: "Please, login first",
  generic: "Error occured. Please, try again later",
} as const;

/** A failure's own message when it has one (the API's words), else the generic text. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    return error.message;
  }
  return MESSAGES.generic;
}
