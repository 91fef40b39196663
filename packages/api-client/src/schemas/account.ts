import { z } from "zod";
import { genderWire } from "./gender";
import { locationSchema } from "./location";

const id = z.number().int();

export const addressSchema = z.object({
  id,
  title: z.string().nullable(),
  address: z.object({
    address: z.string(),
    office: z.string().nullable(),
    house: z.string().nullable(),
    floor: z.string().nullable(),
  }),
  location: locationSchema,
  active: z.boolean(),
  created_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressInputSchema = z.object({
  title: z.string().nullable().optional(),
  address: z.object({
    address: z.string(),
    office: z.string().nullable().optional(),
    house: z.string().nullable().optional(),
    floor: z.string().nullable().optional(),
  }),
  location: locationSchema,
  active: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const profileSchema = z.object({
  id,
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: genderWire,
  img: z.string().nullable(),
  role: z.string(),
  my_referral: z.string().nullable(),
  referral: z.string().nullable(),
  currency_id: id.nullable(),
  /** This browser's push address as the user registered it (shown to that user only). */
  firebase_token: z.string().nullable(),
  wallet: z.object({ id, uuid: z.string(), price: z.number(), symbol: z.string() }).nullable(),
  addresses: z.array(addressSchema),
});
export type Profile = z.infer<typeof profileSchema>;
/**
 * What profile/update answers: the profile plus the new email or phone waiting for its code
 * (null when none was asked for); they replace the current ones only after confirmContact.
 */
export const profileUpdateSchema = profileSchema.extend({
  pending_contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
});

export const loginResultSchema = z.object({
  access_token: z.string().min(32),
  token_type: z.literal("Bearer"),
  user: profileSchema,
});
export const tokenResultSchema = z.object({ token: z.string().min(32), user: profileSchema });
export const phoneVerificationSchema = z.object({ verifyId: z.string(), phone: z.string(), message: z.string() });

export const notificationSchema = z.object({
  id,
  type: z.enum([
    "new_order",
    "new_user_by_referral",
    "status_changed",
    "new_in_table",
    "booking_status",
    "new_booking",
    "news_publish",
    "order_refunded",
    "transaction",
  ]),
  title: z.string().nullable(),
  body: z.string().nullable(),
  data: z.object({ id: z.number(), type: z.string(), status: z.string().optional() }).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  order: z.object({ id }).nullable(),
  parcel: z.object({ id }).nullable(),
  blog: z.object({ id, uuid: z.string().nullable() }).nullable(),
  client: z
    .object({ id, firstname: z.string().nullable(), lastname: z.string().nullable(), img: z.string().nullable() })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Unread counts per kind; `notification` is the total. A bare object (no envelope). */
export const notificationStatisticSchema = z.object({
  notification: z.number().int(),
  new_order: z.number().int(),
  new_user_by_referral: z.number().int(),
  status_changed: z.number().int(),
  new_in_table: z.number().int(),
  booking_status: z.number().int(),
  new_booking: z.number().int(),
  news_publish: z.number().int(),
  order_refunded: z.number().int(),
  transaction: z.number().int(),
});

export const notificationSettingSchema = z.object({
  id,
  type: z.string(),
  active: z.boolean(),
  /** The same switch where Laravel-style clients read it. */
  notification: z.object({ active: z.boolean() }),
});
