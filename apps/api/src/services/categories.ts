import type { categorySchema } from "@tiffin/api-client";
import type { z } from "zod";
import { type Param, statement } from "../db/statements";
import { pictureUrls } from "../http/images";
import { LISTED } from "./products";
import type { Locale } from "./shops";
import { localesColumn, splitLocales, translationJoin } from "./translated";

interface CategoryRow {
  id: number;
  uuid: string;
  type: z.input<typeof categorySchema>["type"];
  parent_id: number | null;
  img: string | null;
  position: number;
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
  t_description: string | null;
  locales: string | null;
}

export const CATEGORY_SELECT = `SELECT c.id, c.uuid, c.type, c.parent_id, c.img, c.position,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description,
  ${localesColumn("category_translations", "category_id", "c")}
  FROM categories c ${translationJoin("category_translations", "category_id", "c")}`;

/** One category, its picture through `picture` (`pictureUrls` of http/images.ts). */
export function presentCategory(
  row: CategoryRow,
  picture: (path: string | null) => string | null = (path) => path,
): z.input<typeof categorySchema> {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    parent_id: row.parent_id,
    img: picture(row.img),
    position: row.position,
    translation:
      row.t_id === null
        ? null
        : { id: row.t_id, locale: row.t_locale ?? "", title: row.t_title ?? "", description: row.t_description },
    locales: splitLocales(row.locales),
  };
}
export type Category = ReturnType<typeof presentCategory>;

/** Active categories matching a WHERE clause over `c` (binds start at ?3). */
export async function selectCategories(
  d1: D1Database,
  locale: Locale,
  where: string,
  binds: Param[] = [],
  tail = "ORDER BY c.position, c.id",
): Promise<Category[]> {
  const results = await statement<CategoryRow>(
    d1,
    `${CATEGORY_SELECT} WHERE c.active = 1 AND ${where} ${tail}`,
    locale.lang,
    locale.defaultLang,
    ...binds,
  ).all();
  const picture = pictureUrls(locale.imageBase);
  return results.map((row) => presentCategory(row, picture));
}

/** The categories of a shop's listed products (its menu's sections). */
export function shopMenuCategories(d1: D1Database, locale: Locale, shopId: number): Promise<Category[]> {
  return selectCategories(
    d1,
    locale,
    `c.id IN (SELECT p.category_id FROM products p WHERE p.shop_id = ?3 AND ${LISTED})`,
    [shopId],
  );
}

/** Top-level categories of a type (a shop category's sub-categories are `subShopCategories`). */
export function topCategories(d1: D1Database, locale: Locale, type: string): Promise<Category[]> {
  return selectCategories(d1, locale, "c.type = ?3 AND c.parent_id IS NULL", [type]);
}

/** A shop category by id, or undefined. */
export async function findShopCategory(d1: D1Database, locale: Locale, id: number): Promise<Category | undefined> {
  const [category] = await selectCategories(d1, locale, "c.type = 'shop' AND c.id = ?3", [id]);
  return category;
}

/** The sub-categories of a shop category. */
export function subShopCategories(d1: D1Database, locale: Locale, parentId: number): Promise<Category[]> {
  return selectCategories(d1, locale, "c.type = 'shop' AND c.parent_id = ?3", [parentId]);
}

/** A category by uuid or by id, or undefined. */
export async function findCategory(d1: D1Database, locale: Locale, uuidOrId: string): Promise<Category | undefined> {
  const [category] = await selectCategories(d1, locale, "(c.uuid = ?3 OR CAST(c.id AS TEXT) = ?3)", [uuidOrId]);
  return category;
}
