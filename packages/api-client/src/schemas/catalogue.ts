import { z } from "zod";
import { shopMiniSchema } from "./product";
import { translationSchema } from "./translation";

const id = z.number().int();

export const brandSchema = z.object({
  id,
  uuid: z.string(),
  title: z.string(),
  img: z.string().nullable(),
  products_count: z.number().int(),
});

export const shopTakeSchema = z.object({ id, img: z.string().nullable(), translation: translationSchema.nullable() });

export const reviewSchema = z.object({
  id,
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  img: z.string().nullable(),
  user: z
    .object({ id, firstname: z.string().nullable(), lastname: z.string().nullable(), img: z.string().nullable() })
    .nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const branchSchema = z.object({
  id,
  shop_id: id,
  address: z.object({ address: z.string() }),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  translation: translationSchema.nullable(),
  shop: shopMiniSchema.nullable(),
});

export const bannerSchema = z.object({
  id,
  type: z.string(),
  url: z.string().nullable(),
  img: z.string().nullable(),
  clickable: z.boolean(),
  translation: translationSchema.extend({ button_text: z.string().nullable() }).nullable(),
  shops: z.array(shopMiniSchema.nullable()),
  created_at: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** One story picture: `stories/paginate` answers these grouped by shop (an array per shop). */
export const storySchema = z.object({
  url: z.string(),
  logo_img: z.string().nullable(),
  title: z.string(),
  shop_id: id,
  product_uuid: z.string().nullable(),
  product_title: z.string().nullable(),
});
export type Story = z.infer<typeof storySchema>;

export const deliveryZoneCheckSchema = z.object({ shops_count: z.number().int(), shop_ids: z.array(id) });
export const shopDeliveryZoneCheckSchema = z.object({ shop_id: id, inside: z.literal(true) });
/** A stored "tell me when you deliver here" sign-up. */
export const deliveryZoneSubscriptionSchema = z.object({
  email: z.string(),
  address: z.object({ latitude: z.number(), longitude: z.number() }),
});
