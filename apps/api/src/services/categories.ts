import type { categorySchema } from "@tiffin/api-client";
import type { z } from "zod";
import { type Param, statement } from "../db/statements";
import { pictureUrls } from "../http/images";
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
