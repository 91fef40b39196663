import { z } from "zod";
import { idField, listOf, locationInput } from "./fields";

export const lineSchema = z.object({
  stock_id: idField("stock id"),
  quantity: z.coerce
    .number({ message: "The quantity must be an integer." })
    .int("The quantity must be an integer.")
    .min(0, "The quantity must be at least 0.")
    .max(1000, "The quantity may not be greater than 1000."),
  parent_id: idField("parent id").nullish(),
});

export const insertProductBody = z.object({
  shop_id: idField("shop id"),
  currency_id: idField("currency id").nullish(),
  rate: z.number().optional(),
  products: listOf(lineSchema, "products"),
});

export const singleLineBody = z.object({
  shop_id: idField("shop id"),
  stock_id: idField("stock id"),
  quantity: lineSchema.shape.quantity,
  parent_id: idField("parent id").nullish(),
  currency_id: idField("currency id").nullish(),
  cart_id: idField("cart id").nullish(),
  group: z.union([z.boolean(), z.number(), z.string()]).optional(),
});

export const idsInput = z.object({
  ids: listOf(idField("id"), "ids"),
});

export const openCartBody = z.object({ shop_id: idField("shop id"), currency_id: idField("currency id").nullish() });

export const memberIdsQuery = z.object({
  ids: listOf(z.string().min(1), "ids"),
  cart_id: idField("cart id"),
});

const money = z.coerce.number({ message: "Must be a number." }).min(0, "Must be at least 0.").max(100_000);

export const calculateBody = z
  .object({
    type: z.enum(["delivery", "pickup"], { message: "The type must be delivery or pickup." }),
    address: locationInput.nullish(),
    coupon: z.string().trim().max(64).nullish(),
    currency_id: z.coerce.number().int().positive().nullish(),
    tips: money.nullish(),
  })
  .refine((b) => b.type === "pickup" || b.address, {
    message: "The address is required for delivery.",
    path: ["address"],
  });

/** Group orders: the member's own cart reference, checked on every member call. */
const memberRef = { cart_id: idField("cart id"), user_cart_uuid: z.string().min(1, "The user cart uuid is required.") };

export const groupJoinBody = z.object({
  cart_id: idField("cart id"),
  shop_id: idField("shop id"),
  name: z.string().trim().min(1, "Required").max(60, "The name may not be greater than 60 characters."),
  // The share link's invite token; a missing or wrong one is the same refusal as an unknown cart.
  token: z.string().max(200).optional(),
});
export const groupCartQuery = z.object({ user_cart_uuid: z.string().optional(), shop_id: z.string().optional() });
/** A member listening to its group cart: its own uuid, checked like every other member call. */
export const groupLiveQuery = z.object({ user_cart_uuid: z.string().optional() });
export const memberInsertBody = insertProductBody.extend(memberRef);
export const memberLineBody = lineSchema.extend({ ...memberRef, shop_id: idField("shop id") });
export const memberDeleteBody = z.object({ ids: listOf(idField("id"), "ids"), ...memberRef });
export const memberStatusBody = z.object({ cart_id: idField("cart id") });

export type CartLine = z.input<typeof lineSchema>;
export type InsertProductBody = z.input<typeof insertProductBody>;
export type SingleLineBody = z.input<typeof singleLineBody>;
export type IdsInput = z.input<typeof idsInput>;
export type OpenCartBody = z.input<typeof openCartBody>;
export type MemberIdsQuery = z.input<typeof memberIdsQuery>;
export type CalculateBody = z.input<typeof calculateBody>;
export type GroupJoinBody = z.input<typeof groupJoinBody>;
export type GroupCartQuery = z.input<typeof groupCartQuery>;
export type MemberInsertBody = z.input<typeof memberInsertBody>;
export type MemberLineBody = z.input<typeof memberLineBody>;
export type MemberDeleteBody = z.input<typeof memberDeleteBody>;
export type MemberStatusBody = z.input<typeof memberStatusBody>;

export const cartRequests = {
  "POST /dashboard/user/cart/insert-product": { body: insertProductBody },
  "POST /dashboard/user/cart": { body: singleLineBody },
  "DELETE /dashboard/user/cart/delete": { body: idsInput, query: idsInput },
  "DELETE /dashboard/user/cart/product/delete": { body: idsInput, query: idsInput },
  "POST /dashboard/user/cart/open": { body: openCartBody },
  "DELETE /dashboard/user/cart/member/delete": { query: memberIdsQuery },
  "POST /dashboard/user/cart/calculate/:id{[0-9]+}": { body: calculateBody },
  "POST /rest/cart/open": { body: groupJoinBody },
  "GET /rest/cart/:id{[0-9]+}": { query: groupCartQuery },
  "GET /rest/cart/:id{[0-9]+}/live": { query: groupLiveQuery },
  "POST /rest/cart/insert-product": { body: memberInsertBody },
  "POST /rest/cart": { body: memberLineBody },
  "DELETE /rest/cart/product/delete": { body: memberDeleteBody },
  "DELETE /rest/cart/member/delete": { query: memberIdsQuery },
  "POST /rest/cart/status/:uuid": { body: memberStatusBody },
} as const;

/** The insert request as the API reads it (numbers, not numeric strings): what clients build. */
export type InsertProductRequest = z.infer<typeof insertProductBody>;
