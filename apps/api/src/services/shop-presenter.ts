import type { shopSchema, weekdaySchema } from "@tiffin/api-client";
import type { z } from "zod";
import { toMajor } from "../http/money";

/** A shop row joined with its translation in the requested locale. */
export interface ShopRow {
  id: number;
  uuid: string;
  slug: string;
  type: "restaurant" | "shop";
  logo_img: string | null;
  background_img: string | null;
  phone: string | null;
  price: number;
  price_per_km: number;
  tax: number;
  service_fee: number;
  min_amount: number;
  open: number;
  status: string;
  is_recommended: number;
  delivery_time_from: number;
  delivery_time_to: number;
  delivery_time_type: "minute" | "hour" | "day";
  latitude: number;
  longitude: number;
  rating_avg: number | null;
  reviews_count: number;
  created_at: string;
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
  t_description: string | null;
  t_address: string | null;
  locales: string | null;
  time_zone: string;
}

export interface ShopRelations {
  workingDays: Map<number, { day: z.input<typeof weekdaySchema>; from: string; to: string; disabled: boolean }[]>;
  closedDates: Map<number, { day: string }[]>;
  tags: Map<
    number,
    { id: number; img: string | null; translation: { id: number; locale: string; title: string } | null }[]
  >;
  payments: Map<number, { payment: { id: number; tag: string } }[]>;
  productCounts: Map<number, { products: number; discounts: number }>;
}

export function presentShop(row: ShopRow, rel: ShopRelations, rate: number): z.input<typeof shopSchema> {
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    type: row.type,
    translation:
      row.t_id === null
        ? null
        : {
            id: row.t_id,
            locale: row.t_locale ?? "",
            title: row.t_title ?? "",
            description: row.t_description,
            address: row.t_address,
          },
    locales: row.locales ? row.locales.split(",").sort() : [],
    logo_img: row.logo_img,
    background_img: row.background_img,
    phone: row.phone,
    tags: rel.tags.get(row.id) ?? [],
    price: toMajor(row.price, rate),
    price_per_km: toMajor(row.price_per_km, rate),
    tax: row.tax,
    service_fee: toMajor(row.service_fee, rate),
    min_amount: toMajor(row.min_amount, rate),
    open: row.open === 1,
    status: row.status,
    time_zone: row.time_zone,
    is_recommended: row.is_recommended === 1,
    delivery_time: { from: row.delivery_time_from, to: row.delivery_time_to, type: row.delivery_time_type },
    location: { latitude: row.latitude, longitude: row.longitude },
    rating_avg: row.rating_avg,
    reviews_count: row.reviews_count,
    products_count: rel.productCounts.get(row.id)?.products ?? 0,
    discounts_count: rel.productCounts.get(row.id)?.discounts ?? 0,
    bonus: null,
    discount: null,
    shop_payments: rel.payments.get(row.id) ?? [],
    shop_working_days: rel.workingDays.get(row.id) ?? [],
    shop_closed_date: rel.closedDates.get(row.id) ?? [],
  };
}
