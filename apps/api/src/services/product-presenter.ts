import type { extraSchema, productSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { toMajor } from "../http/money";
import { splitLocales } from "./translated";

export interface ProductRow {
  id: number;
  uuid: string;
  shop_id: number;
  category_id: number | null;
  brand_id: number | null;
  img: string | null;
  tax: number;
  min_qty: number;
  max_qty: number;
  interval: number;
  vegetarian: number;
  kcal: number | null;
  addon: number;
  is_recommended: number;
  sold_count: number;
  rating_avg: number | null;
  reviews_count: number;
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
  t_description: string | null;
  locales: string | null;
  unit_id: number | null;
  u_id: number | null;
  u_locale: string | null;
  u_title: string | null;
  s_uuid: string;
  s_slug: string;
  s_type: string;
  s_logo: string | null;
  s_open: number;
  s_tid: number | null;
  s_locale: string | null;
  s_title: string | null;
}

export interface StockRow {
  id: number;
  product_id: number;
  price: number;
  quantity: number;
  discount: number;
  addon: number;
}

/** An extra value with its group, once however many stocks use it. */
export interface ExtraValueRow {
  id: number;
  extra_group_id: number;
  value: string;
  g_type: z.input<typeof extraSchema>["group"]["type"];
  g_tid: number | null;
  g_locale: string | null;
  g_title: string | null;
}

/** A stock's link to one addon product. */
export interface StockAddonRow {
  id: number;
  stock_id: number;
  addon_id: number;
}

/** An addon product with its first stock, once however many stocks offer it. */
export interface AddonProductRow {
  id: number;
  p_uuid: string;
  p_img: string | null;
  p_tax: number;
  p_tid: number | null;
  p_locale: string | null;
  p_title: string | null;
  st_id: number | null;
  st_price: number | null;
  st_quantity: number | null;
  st_discount: number | null;
}

/** Money of one stock in the requested currency; tax is the product's percent of the price. */
export function stockMoney(price: number, discount: number, taxPercent: number, rate: number) {
  const tax = Math.round((price * taxPercent) / 100);
  return {
    price: toMajor(price, rate),
    discount: toMajor(discount, rate),
    tax: toMajor(tax, rate),
    total_price: toMajor(Math.max(price - discount + tax, 0), rate),
  };
}

/** An extra value as a stock shows it. */
export type PresentedExtra = z.input<typeof extraSchema>;

/**
 * An extra value as every stock that uses it shows it: presented once per answer and shared by
 * those stocks (an answer is only ever written out as JSON, never changed).
 */
export function presentExtra(e: ExtraValueRow): PresentedExtra {
  return {
    id: e.id,
    extra_group_id: e.extra_group_id,
    value: e.value,
    group: { id: e.extra_group_id, type: e.g_type, translation: translation(e.g_tid, e.g_locale, e.g_title) },
  };
}

/** An addon product with its first stock, in the currency of `rate`; presented once per answer, like extras. */
export function presentAddonProduct(a: AddonProductRow, rate: number, picture: (path: string | null) => string | null) {
  return {
    id: a.id,
    uuid: a.p_uuid,
    img: picture(a.p_img),
    translation: translation(a.p_tid, a.p_locale, a.p_title),
    stock:
      a.st_id === null
        ? null
        : {
            id: a.st_id,
            quantity: a.st_quantity ?? 0,
            ...stockMoney(a.st_price ?? 0, a.st_discount ?? 0, a.p_tax, rate),
          },
  };
}

export type PresentedAddonProduct = ReturnType<typeof presentAddonProduct>;

/** Each product's stocks, and each stock's presented extra values and addons (by stock id), in order. */
export interface ProductRelations {
  stocks: Map<number, StockRow[]>;
  extras: Map<number, PresentedExtra[]>;
  addons: Map<number, Array<{ link: StockAddonRow; product: PresentedAddonProduct }>>;
}

function translation(id: number | null, locale: string | null, title: string | null, description?: string | null) {
  if (id === null) return null;
  return {
    id,
    locale: locale ?? "",
    title: title ?? "",
    ...(description === undefined ? {} : { description }),
  };
}

/**
 * One product as the contract shows it, in the currency of `rate`, its pictures (its own, its
 * shop's logo, its addons') through `picture` (`pictureUrls` of http/images.ts).
 */
export function presentProduct(
  row: ProductRow,
  rel: ProductRelations,
  rate: number,
  picture: (path: string | null) => string | null = (path) => path,
): z.input<typeof productSchema> {
  const stocks = (rel.stocks.get(row.id) ?? []).map((s) => ({
    id: s.id,
    product_id: s.product_id,
    quantity: s.quantity,
    ...stockMoney(s.price, s.discount, row.tax, rate),
    addon: s.addon === 1,
    extras: rel.extras.get(s.id) ?? [],
    addons: (rel.addons.get(s.id) ?? []).map(({ link, product }) => ({
      id: link.id,
      stock_id: link.stock_id,
      addon_id: link.addon_id,
      product,
    })),
  }));
  return {
    id: row.id,
    uuid: row.uuid,
    shop_id: row.shop_id,
    shop: {
      id: row.shop_id,
      uuid: row.s_uuid,
      slug: row.s_slug,
      type: row.s_type,
      logo_img: picture(row.s_logo),
      open: row.s_open === 1,
      translation: translation(row.s_tid, row.s_locale, row.s_title),
    },
    category_id: row.category_id,
    brand_id: row.brand_id,
    img: picture(row.img),
    tax: row.tax,
    min_qty: row.min_qty,
    max_qty: row.max_qty,
    interval: row.interval,
    vegetarian: row.vegetarian === 1,
    kcal: row.kcal,
    addon: row.addon === 1,
    is_recommended: row.is_recommended === 1,
    translation: translation(row.t_id, row.t_locale, row.t_title, row.t_description),
    locales: splitLocales(row.locales),
    unit: row.u_id === null ? null : { id: row.unit_id, translation: translation(row.u_id, row.u_locale, row.u_title) },
    stocks,
    // The one stock a list shows (Laravel clients read `product.stock`): the first one, as a
    // product page opens on it. `bonus` is null: the marketplace has no stock bonuses.
    stock: stocks[0]
      ? {
          id: stocks[0].id,
          quantity: stocks[0].quantity,
          price: stocks[0].price,
          total_price: stocks[0].total_price,
          discount: stocks[0].discount,
          tax: stocks[0].tax,
          bonus: null,
        }
      : null,
    sold_count: row.sold_count,
    rating_avg: row.rating_avg,
    reviews_count: row.reviews_count,
    rating_percent: row.rating_avg === null ? 0 : Math.round((row.rating_avg / 5) * 100),
  };
}

export type Product = ReturnType<typeof presentProduct>;

/**
 * A product as a list shows it (`stocks=omit`): all of it but `stocks`, priced by `stock`. `rel`
 * need hold no more than each product's first stock, and no extras or addons.
 */
export function presentListedProduct(
  row: ProductRow,
  rel: ProductRelations,
  rate: number,
  picture?: (path: string | null) => string | null,
) {
  const { stocks: _left, ...listed } = presentProduct(row, rel, rate, picture);
  return listed;
}

export type ListedProduct = ReturnType<typeof presentListedProduct>;
