import { z } from "zod";
import { idField, pageQuery, pointSchema } from "./fields";
import { statusChangeQuery } from "./order";

const parcelAddress = pointSchema.extend({
  address: z.string().trim().min(1, "Required").max(300),
  house: z.string().max(60).nullish(),
  stage: z.string().max(60).nullish(),
  room: z.string().max(60).nullish(),
});

export const parcelCreateBody = z.object({
  type_id: idField("type id"),
  currency_id: idField("currency id").nullish(),
  rate: z.coerce.number().optional(),
  phone_from: z.string().trim().min(5, "Phone number is invalid").max(30),
  username_from: z.string().trim().min(1, "Required").max(100),
  address_from: parcelAddress,
  phone_to: z.string().trim().min(5, "Phone number is invalid").max(30),
  username_to: z.string().trim().min(1, "Required").max(100),
  address_to: parcelAddress,
  delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The delivery date must be YYYY-MM-DD."),
  delivery_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The delivery time must be HH:mm."),
  note: z.string().max(1000).nullish(),
  description: z.string().max(1000).nullish(),
  instruction: z.string().max(1000).nullish(),
  notify: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
export type ParcelCreateBody = z.input<typeof parcelCreateBody>;

export const parcelPriceQuery = z.object({
  type_id: idField("type id"),
  address_from: pointSchema,
  address_to: pointSchema,
});
export type ParcelPriceQuery = z.input<typeof parcelPriceQuery>;

const parcelStatuses = ["new", "accepted", "ready", "on_a_way", "delivered", "canceled"] as const;
/** A customer's parcels, of the given statuses only (`status`, or `statuses[0]=…&statuses[1]=…`). */
export const parcelsPageQuery = pageQuery.extend({
  status: z.enum(parcelStatuses, { message: "The status is invalid." }).optional(),
  statuses: z
    .array(z.enum(parcelStatuses, { message: "The status is invalid." }))
    .max(parcelStatuses.length, `The statuses may not have more than ${parcelStatuses.length} items.`)
    .optional(),
});
export type ParcelsPageQuery = z.input<typeof parcelsPageQuery>;

export const parcelRequests = {
  "GET /rest/parcel-order/types": { query: pageQuery },
  "GET /rest/parcel-order/calculate-price": { query: parcelPriceQuery },
  "POST /dashboard/user/parcel-orders": { body: parcelCreateBody },
  "GET /dashboard/user/parcel-orders": { query: parcelsPageQuery },
  "POST /dashboard/user/parcel-orders/:id{[0-9]+}/status/change": { query: statusChangeQuery },
} as const;
