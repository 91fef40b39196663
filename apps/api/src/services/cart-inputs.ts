import { z } from "zod";
import { listOf } from "../http/validate";

const id = (field: string) =>
  z.coerce
    .number({ message: `The ${field} must be an integer.` })
    .int(`The ${field} must be an integer.`)
    .positive(`The ${field} is invalid.`);

export const lineSchema = z.object({
  stock_id: id("stock id"),
  quantity: z.coerce
    .number({ message: "The quantity must be an integer." })
    .int("The quantity must be an integer.")
    .min(0, "The quantity must be at least 0.")
    .max(1000, "The quantity may not be greater than 1000."),
  parent_id: id("parent id").nullish(),
});

export const insertProductBody = z.object({
  shop_id: id("shop id"),
  currency_id: id("currency id").nullish(),
  rate: z.number().optional(),
  products: listOf(lineSchema, "products"),
});

export const singleLineBody = z.object({
  shop_id: id("shop id"),
  stock_id: id("stock id"),
  quantity: lineSchema.shape.quantity,
  parent_id: id("parent id").nullish(),
  currency_id: id("currency id").nullish(),
  cart_id: id("cart id").nullish(),
  group: z.union([z.boolean(), z.number(), z.string()]).optional(),
});

export const idsInput = z.object({
  ids: listOf(id("id"), "ids"),
});

export const openCartBody = z.object({ shop_id: id("shop id"), currency_id: id("currency id").nullish() });

export const memberIdsQuery = z.object({
  ids: listOf(z.string().min(1), "ids"),
  cart_id: id("cart id"),
});

export { id as idField };
