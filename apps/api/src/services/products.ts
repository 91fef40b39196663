import type { ProductSortColumn } from "@tiffin/api-client";
import { batch, type Param, statement } from "../db/statements";
import { pictureUrls } from "../http/images";
import {
  type AddonProductRow,
  type ExtraValueRow,
  type ListedProduct,
  type Product,
  type ProductRelations,
  type ProductRow,
  presentAddonProduct,
  presentExtra,
  presentListedProduct,
  presentProduct,
  type StockRow,
} from "./product-presenter";
import type { Locale } from "./shops";
import { groupBy, idList, localesColumn, translationJoin } from "./translated";

/** A product listed on its own: active, published, not an addon, of an approved shop. */
export const LISTED = "p.active = 1 AND p.addon = 0 AND p.status = 'published'";

const PRODUCT_SELECT = `SELECT p.*, t.id AS t_id, t.locale AS t_locale, t.title AS t_title,
  t.description AS t_description, ${localesColumn("product_translations", "product_id", "p")},
  u.id AS u_id, u.locale AS u_locale, u.title AS u_title,
  s.uuid AS s_uuid, s.slug AS s_slug, s.type AS s_type, s.logo_img AS s_logo, s.open AS s_open,
  st.id AS s_tid, st.locale AS s_locale, st.title AS s_title
  FROM products p
  JOIN shops s ON s.id = p.shop_id
  ${translationJoin("product_translations", "product_id", "p")}
  LEFT JOIN unit_translations u ON u.id = (
    SELECT x.id FROM unit_translations x WHERE x.unit_id = p.unit_id AND x.locale IN (?1, ?2)
    ORDER BY x.locale = ?1 DESC LIMIT 1)
  ${translationJoin("shop_translations", "shop_id", "s", "st")}`;

/** Products chosen by a subquery of their ids (SQL from our own code, numbers inlined as integers). */
export interface ProductSet {
  ids: string;
}

/** Every listed product of one shop, for loading a whole menu without first reading its ids. */
export function listedOfShop(shopId: number): ProductSet {
  return { ids: `SELECT p.id FROM products p WHERE p.shop_id = ${Math.trunc(shopId)} AND ${LISTED}` };
}

/**
 * A stock with its links: its extra value ids ("10,21") and its "link:addon" id pairs, straight
 * from the link tables (index-only reads). SQLite does not promise their order. A value or addon
 * that is not shown (an inactive addon, a value without its group) has no row of its own in the
 * answer's other reads, and its link is dropped.
 */
interface StockLinksRow extends StockRow {
  extra_links: string | null;
  addon_links: string | null;
}

/** "10,21" as [10, 21]. */
function numbersOf(text: string | null): number[] {
  return text ? text.split(",").map(Number) : [];
}

/** "1:10,2:20" as [[1, 10], [2, 20]], sorted by the first number, then the second. */
function idPairs(text: string | null): Array<[number, number]> {
  if (!text) return [];
  return text
    .split(",")
    .map((pair): [number, number] => {
      const [a = "", b = ""] = pair.split(":");
      return [Number(a), Number(b)];
    })
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/**
 * Full product objects, in one D1 batch: for a list of ids in that order, for a `ProductSet` by id.
 * A menu's stocks share a few extra values and addon products, so each stock row carries its links
 * to them as id pairs, and each value and addon product comes once, instead of one wide row per
 * link (a menu of 36 products: 260 rows instead of 1,100).
 */
export async function loadProducts(
  d1: D1Database,
  ids: readonly number[] | ProductSet,
  locale: Locale,
): Promise<Product[]>;
/** Listed products: without their `stocks`, each priced by its first stock (`stock`). */
export async function loadProducts(
  d1: D1Database,
  ids: readonly number[] | ProductSet,
  locale: Locale,
  withStocks: "omit",
): Promise<ListedProduct[]>;
export async function loadProducts(
  d1: D1Database,
  ids: readonly number[] | ProductSet,
  locale: Locale,
  withStocks: "all" | "omit",
): Promise<Product[] | ListedProduct[]>;
export async function loadProducts(
  d1: D1Database,
  ids: readonly number[] | ProductSet,
  locale: Locale,
  withStocks: "all" | "omit" = "all",
): Promise<Product[] | ListedProduct[]> {
  const given = Array.isArray(ids) ? (ids as readonly number[]) : null;
  if (given?.length === 0) return [];
  const list = given ? idList(given) : (ids as ProductSet).ids;
  if (withStocks === "omit") return loadListedProducts(d1, list, given, locale);
  const { lang, defaultLang } = locale;
  const stocksOf = `SELECT s.id FROM stocks s WHERE s.product_id IN (${list})`;
  const [products, stocks, extraValues, addonProducts] = await batch(d1, [
    statement<ProductRow>(d1, `${PRODUCT_SELECT} WHERE p.id IN (${list}) ORDER BY p.id`, lang, defaultLang),
    statement<StockLinksRow>(
      d1,
      `SELECT s.id, s.product_id, s.price, s.quantity, s.discount, s.addon,
          (SELECT group_concat(se.extra_value_id) FROM stock_extras se WHERE se.stock_id = s.id) AS extra_links,
          (SELECT group_concat(sa.id || ':' || sa.addon_id) FROM stock_addons sa WHERE sa.stock_id = s.id) AS addon_links
         FROM stocks s WHERE s.product_id IN (${list}) ORDER BY s.product_id, s.id`,
    ),
    statement<ExtraValueRow>(
      d1,
      `SELECT v.id, v.extra_group_id, v.value, g.type AS g_type, gt.id AS g_tid, gt.locale AS g_locale, gt.title AS g_title
         FROM extra_values v JOIN extra_groups g ON g.id = v.extra_group_id
         ${translationJoin("extra_group_translations", "extra_group_id", "g", "gt")}
         WHERE v.id IN (SELECT se.extra_value_id FROM stock_extras se WHERE se.stock_id IN (${stocksOf}))`,
      lang,
      defaultLang,
    ),
    statement<AddonProductRow>(
      d1,
      `SELECT p.id, p.uuid AS p_uuid, p.img AS p_img, p.tax AS p_tax,
          t.id AS p_tid, t.locale AS p_locale, t.title AS p_title,
          k.id AS st_id, k.price AS st_price, k.quantity AS st_quantity, k.discount AS st_discount
         FROM products p
         ${translationJoin("product_translations", "product_id", "p")}
         LEFT JOIN stocks k ON k.id = (SELECT MIN(id) FROM stocks WHERE product_id = p.id)
         WHERE p.active = 1 AND p.id IN (SELECT sa.addon_id FROM stock_addons sa WHERE sa.stock_id IN (${stocksOf}))`,
      lang,
      defaultLang,
    ),
  ]);
  const picture = pictureUrls(locale.imageBase);
  // Each extra value and addon product is presented once and shared by every stock that has it.
  const values = new Map(extraValues.results.map((v) => [v.id, presentExtra(v)]));
  const addonsById = new Map(addonProducts.results.map((a) => [a.id, presentAddonProduct(a, locale.rate, picture)]));
  const rel: ProductRelations = {
    stocks: groupBy(
      stocks.results,
      (stock) => stock.product_id,
      (stock) => stock,
    ),
    extras: new Map(
      stocks.results.map((stock) => [
        stock.id,
        numbersOf(stock.extra_links)
          .flatMap((valueId) => values.get(valueId) ?? [])
          .sort((x, y) => x.extra_group_id - y.extra_group_id || x.id - y.id),
      ]),
    ),
    addons: new Map(
      stocks.results.map((stock) => [
        stock.id,
        idPairs(stock.addon_links).flatMap(([id, addonId]) => {
          const product = addonsById.get(addonId);
          return product ? [{ link: { id, stock_id: stock.id, addon_id: addonId }, product }] : [];
        }),
      ]),
    ),
  };
  return inOrder(products.results, given, (row) => presentProduct(row, rel, locale.rate, picture));
}

/** Each row presented, in the order of `given` when there is one (a row per id), else as read. */
function inOrder<T>(rows: ProductRow[], given: readonly number[] | null, present: (row: ProductRow) => T): T[] {
  if (!given) return rows.map(present);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return given.flatMap((id) => {
    const row = byId.get(id);
    return row ? [present(row)] : [];
  });
}

/**
 * Products as a list shows them, in one D1 batch of two reads: the products and each one's first
 * stock (the one `stock` prices), none of the stocks' extras and addons.
 */
async function loadListedProducts(
  d1: D1Database,
  list: string,
  given: readonly number[] | null,
  locale: Locale,
): Promise<ListedProduct[]> {
  const { lang, defaultLang } = locale;
  const [products, firstStocks] = await batch(d1, [
    statement<ProductRow>(d1, `${PRODUCT_SELECT} WHERE p.id IN (${list}) ORDER BY p.id`, lang, defaultLang),
    statement<StockRow>(
      d1,
      `SELECT s.id, s.product_id, s.price, s.quantity, s.discount, s.addon FROM stocks s
         WHERE s.id IN (SELECT MIN(id) FROM stocks WHERE product_id IN (${list}) GROUP BY product_id)`,
    ),
  ]);
  const rel: ProductRelations = {
    stocks: groupBy(
      firstStocks.results,
      (stock) => stock.product_id,
      (stock) => stock,
    ),
    extras: new Map(),
    addons: new Map(),
  };
  const picture = pictureUrls(locale.imageBase);
  return inOrder(products.results, given, (row) => presentListedProduct(row, rel, locale.rate, picture));
}

export interface ProductFilter {
  shopId?: number;
  categoryId?: number;
  brandId?: number;
  /** An FTS5 query (already sanitized) matched against every locale's title and description. */
  match?: string;
  /** Minor units of the default currency. */
  priceFrom?: number;
  priceTo?: number;
  vegetarian?: boolean;
  recommended?: boolean;
  discounted?: boolean;
  /** Only products of these shops (e.g. those delivering to an address). */
  shopIds?: readonly number[];
}

const COLUMNS = {
  id: "p.id",
  created_at: "p.created_at",
  price: "(SELECT MIN(price) FROM stocks WHERE product_id = p.id)",
  sold_count: "p.sold_count",
  rating: "COALESCE(p.rating_avg, 0)",
  rating_avg: "COALESCE(p.rating_avg, 0)",
  kcal: "COALESCE(p.kcal, 0)",
} as const satisfies Record<ProductSortColumn, string>;
export type ProductColumn = keyof typeof COLUMNS;
export const PRODUCT_COLUMNS = Object.keys(COLUMNS) as ProductColumn[];

/** One page of listed product ids and the total, in one round trip. */
export async function findProductIds(
  d1: D1Database,
  filter: ProductFilter,
  page: { page: number; perPage: number },
  order: { column?: ProductColumn; sort?: "asc" | "desc" } = {},
): Promise<{ ids: number[]; total: number }> {
  const where = [LISTED, "s.status = 'approved'"];
  const binds: Param[] = [];
  const bind = (value: Param) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  if (filter.shopId !== undefined) where.push(`p.shop_id = ${bind(filter.shopId)}`);
  if (filter.shopIds) where.push(`p.shop_id IN (${idList(filter.shopIds) || "NULL"})`);
  if (filter.categoryId !== undefined) where.push(`p.category_id = ${bind(filter.categoryId)}`);
  if (filter.brandId !== undefined) where.push(`p.brand_id = ${bind(filter.brandId)}`);
  if (filter.vegetarian) where.push("p.vegetarian = 1");
  if (filter.recommended) where.push("p.is_recommended = 1");
  if (filter.discounted) where.push("p.has_discount = 1");
  if (filter.priceFrom !== undefined || filter.priceTo !== undefined) {
    const from = bind(filter.priceFrom ?? 0);
    const to = bind(filter.priceTo ?? Number.MAX_SAFE_INTEGER);
    where.push(`EXISTS (SELECT 1 FROM stocks k WHERE k.product_id = p.id AND k.price BETWEEN ${from} AND ${to})`);
  }
  if (filter.match) {
    where.push(`p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ${bind(filter.match)})`);
  }
  const column = COLUMNS[order.column ?? "id"];
  const direction = order.sort === "desc" ? "DESC" : "ASC";
  const from = `FROM products p JOIN shops s ON s.id = p.shop_id WHERE ${where.join(" AND ")}`;
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, `SELECT COUNT(*) AS n ${from}`, ...binds),
    statement<{ id: number }>(
      d1,
      `SELECT p.id AS id ${from} ORDER BY ${column} ${direction}, p.id ${direction} LIMIT ? OFFSET ?`,
      ...binds,
      page.perPage,
      (page.page - 1) * page.perPage,
    ),
  ]);
  return {
    ids: rows.results.map((r) => r.id),
    total: count.results[0]?.n ?? 0,
  };
}

export async function findProductIdByUuid(d1: D1Database, uuid: string): Promise<number | null> {
  const row = await statement<{ id: number }>(
    d1,
    `SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE p.uuid = ?1 AND p.active = 1 AND p.status = 'published' AND s.status = 'approved'`,
    uuid,
  ).first();
  return row?.id ?? null;
}

/** Minor units of the default currency for an amount given in the requested currency. */
export function toMinor(major: number, rate: number): number {
  return Math.round((major * 100) / rate);
}

/** The lowest, highest and mean stock price of listed products of approved shops (of one shop when named). */
export async function listedPriceRange(d1: D1Database, shopId: number | null) {
  return statement<{ min: number | null; max: number | null; avg: number | null }>(
    d1,
    `SELECT MIN(k.price) AS min, MAX(k.price) AS max, AVG(k.price) AS avg
       FROM products p JOIN stocks k ON k.product_id = p.id JOIN shops s ON s.id = p.shop_id AND s.status = 'approved'
       WHERE ${LISTED} AND (?1 IS NULL OR p.shop_id = ?1)`,
    shopId,
  ).first();
}
