import type { Weekday } from "@tiffin/api-client";
import { batch, type Param, type Results, type Statement, statement } from "../db/statements";
import { type LatLng, polygonContains } from "./geo";
import { shopClock } from "./market-clock";
import { prefixQuery, searchTokens } from "./search";
import { presentShop, type ShopRelations, type ShopRow } from "./shop-presenter";

export interface ShopFilter {
  type?: "restaurant" | "shop";
  address?: { latitude: number; longitude: number };
  /** Open today: works today and is not closed today, in its own time zone. */
  open?: boolean;
  search?: string;
  take?: number[];
  freeDelivery?: boolean;
  orderBy?: "new" | "old" | "best_sale" | "low_sale" | "high_rating" | "low_rating" | "trust_you";
  recommended?: boolean;
  categoryId?: number;
  /** Shops with discounted products or free delivery. */
  deals?: boolean;
  /** Shops with at least one discounted product. */
  hasDiscount?: boolean;
  /** [from, to] in minor units of the default currency: shops selling something in that range. */
  prices?: [number, number];
  /** [from, to] of the average rating. */
  rating?: [number, number];
  /** Only shops taking table reservations. */
  booking?: boolean;
  /** The moment whose day "open today" is judged for (now by default). */
  now?: Date;
}

export interface Locale {
  lang: string;
  defaultLang: string;
  rate: number;
  /**
   * Where pictures are served from (http/images.ts): presenters that know it write their pictures
   * as absolute URLs themselves. Without it they write stored paths, which the answer's own pass
   * over its JSON text makes absolute.
   */
  imageBase?: string;
  /**
   * Set only where dev tools answer (http/dev-tools.ts): then shops list the built-in sandbox
   * payment too. Without it, as in production, shop_payments lists only what can be taken.
   */
  devTools?: unknown;
}

const ORDER: Record<NonNullable<ShopFilter["orderBy"]>, string> = {
  new: "s.created_at DESC, s.id DESC",
  old: "s.created_at ASC, s.id ASC",
  best_sale: "s.orders_count DESC, s.id ASC",
  low_sale: "s.orders_count ASC, s.id ASC",
  high_rating: "COALESCE(s.rating_avg, 0) DESC, s.id ASC",
  low_rating: "COALESCE(s.rating_avg, 0) ASC, s.id ASC",
  trust_you: "s.is_recommended DESC, COALESCE(s.rating_avg, 0) DESC, s.id ASC",
};

/**
 * The approved shops matching the filter, in display order, as SQL: `id`, and `polygon` (the
 * delivery zone, to test) when the filter has an address, whose bounding box alone the SQL tests.
 * Its parameters are numbered from `?${first}` (the `binds`, in order).
 */
async function matchingShops(d1: D1Database, filter: ShopFilter, first = 1): Promise<{ sql: string; binds: Param[] }> {
  const where = ["s.status = 'approved'"];
  const binds: Param[] = [];
  const bind = (value: Param) => {
    binds.push(value);
    return `?${binds.length + first - 1}`;
  };
  if (filter.type) where.push(`s.type = ${bind(filter.type)}`);
  if (filter.open) {
    // "Open today", as the Foodyman clients mean `open=1`: the shop works on today's weekday and is
    // not closed on today's date, both judged by the clock of its own zone (one clause per zone).
    const now = filter.now ?? new Date();
    const zones = await statement<{ time_zone: string }>(
      d1,
      "SELECT DISTINCT time_zone FROM shops WHERE status = 'approved'",
    ).all();
    const clauses = zones.map(({ time_zone }) => {
      const clock = shopClock(now, time_zone);
      return `(s.time_zone = ${bind(time_zone)} AND EXISTS (SELECT 1 FROM shop_working_days w WHERE w.shop_id = s.id
      AND w.day = ${bind(clock.day)} AND w.disabled = 0)
      AND NOT EXISTS (SELECT 1 FROM shop_closed_dates c WHERE c.shop_id = s.id AND c.day = ${bind(clock.date)}))`;
    });
    where.push(`s.open = 1 AND (${clauses.length ? clauses.join(" OR ") : "0"})`);
  }
  const discounted = `EXISTS (SELECT 1 FROM products p INDEXED BY products_listed WHERE p.shop_id = s.id
    AND p.has_discount = 1 AND p.active = 1 AND p.addon = 0 AND p.status = 'published')`;
  if (filter.hasDiscount) where.push(discounted);
  if (filter.deals) where.push(`(s.price = 0 OR ${discounted})`);
  if (filter.categoryId !== undefined) {
    const category = bind(filter.categoryId);
    where.push(`(s.id IN (SELECT shop_id FROM shop_categories WHERE category_id = ${category})
      OR EXISTS (SELECT 1 FROM products p WHERE p.shop_id = s.id AND p.category_id = ${category} AND p.active = 1))`);
  }
  if (filter.prices) {
    where.push(`EXISTS (SELECT 1 FROM products p JOIN stocks k ON k.product_id = p.id
      WHERE p.shop_id = s.id AND p.active = 1 AND p.addon = 0
      AND k.price BETWEEN ${bind(filter.prices[0])} AND ${bind(filter.prices[1])})`);
  }
  if (filter.rating) {
    where.push(`COALESCE(s.rating_avg, 0) BETWEEN ${bind(filter.rating[0])} AND ${bind(filter.rating[1])}`);
  }
  if (filter.booking) where.push("s.id IN (SELECT shop_id FROM bookings WHERE active = 1)");
  if (filter.freeDelivery) where.push("s.price = 0");
  if (filter.recommended) where.push("s.is_recommended = 1");
  if (filter.take?.length) {
    where.push(
      `s.id IN (SELECT shop_id FROM shop_tag_links WHERE shop_tag_id IN (${filter.take.map(bind).join(", ")}))`,
    );
  }
  const match = filter.search ? prefixQuery(searchTokens(filter.search)) : null;
  if (match) {
    where.push(`s.id IN (SELECT shop_id FROM shop_translations WHERE id IN (
      SELECT rowid FROM shop_search WHERE shop_search MATCH ${bind(match)}))`);
  }
  let join = "";
  if (filter.address) {
    join = "JOIN delivery_zones z ON z.shop_id = s.id";
    const lat = bind(filter.address.latitude);
    const lng = bind(filter.address.longitude);
    where.push(`z.min_lat <= ${lat} AND z.max_lat >= ${lat} AND z.min_lng <= ${lng} AND z.max_lng >= ${lng}`);
  }
  const order = ORDER[filter.orderBy ?? "trust_you"];
  const sql = `SELECT s.id AS id${filter.address ? ", z.polygon AS polygon" : ""} FROM shops s ${join}
    WHERE ${where.join(" AND ")} ORDER BY ${order}`;
  return { sql, binds };
}

type MatchRow = { id: number; polygon?: string };

/** The ids of the rows whose zone contains the filter's address (every row without one). */
function delivering(rows: MatchRow[], filter: ShopFilter): number[] {
  const point: LatLng | null = filter.address ? [filter.address.latitude, filter.address.longitude] : null;
  return rows
    .filter((r) => !point || (r.polygon !== undefined && polygonContains(JSON.parse(r.polygon) as LatLng[], point)))
    .map((r) => r.id);
}

/** Ids of approved shops matching the filter, in display order. */
export async function findShopIds(d1: D1Database, filter: ShopFilter): Promise<number[]> {
  const { sql, binds } = await matchingShops(d1, filter);
  return delivering(await statement<MatchRow>(d1, sql, ...binds).all(), filter);
}

/** At most this many shops past a page are read in its round trip, for those whose zone misses the address. */
const MOST_SPARE_SHOPS = 10;

/**
 * One page of the shops matching the filter (`offset`, `count`) and how many match, in one D1
 * round trip: beside the matching ids, the same batch reads the full shops of the candidates the
 * page can take. Without an address those are exactly the page's shops. With one, a candidate
 * whose zone misses the address makes room for the next, so the batch reads a few more; a page
 * that needs a shop past those reads it in a second round trip (`loadShops`).
 */
export async function findShopPage(
  d1: D1Database,
  filter: ShopFilter,
  locale: Locale,
  page: { offset: number; count: number },
) {
  // ?1 and ?2 are the language's, in every statement of the batch.
  const matching = await matchingShops(d1, filter, 3);
  const spare = filter.address ? Math.min(page.count, MOST_SPARE_SHOPS) : 0;
  // A shop at the page's n-th place is at least the n-th candidate: the zone test only removes.
  const candidates: ShopSet = {
    sql: `SELECT id FROM (${matching.sql} LIMIT ${page.count + spare} OFFSET ${page.offset})`,
    binds: matching.binds,
  };
  const { lang, defaultLang } = locale;
  // D1 wants a value for every parameter up to the last one a statement names, and no more.
  const matchParams = matching.binds.length > 0 ? [lang, defaultLang, ...matching.binds] : [];
  const [matches, ...shopResults] = await batch(d1, [
    statement<MatchRow>(d1, matching.sql, ...matchParams),
    ...shopStatementsFor(d1, candidates, locale),
  ]);
  const ids = delivering(matches.results, filter);
  const pageIds = ids.slice(page.offset, page.offset + page.count);
  const read = new Map(readShops(shopResults, pageIds, locale).map((s) => [s.id, s]));
  const rest = pageIds.filter((id) => !read.has(id));
  for (const shop of await loadShops(d1, rest, locale)) read.set(shop.id, shop);
  return { total: ids.length, shops: pageIds.flatMap((id) => read.get(id) ?? []) };
}

const SHOP_SELECT = `SELECT s.*, t.id AS t_id, t.locale AS t_locale, t.title AS t_title,
  t.description AS t_description, t.address AS t_address,
  (SELECT group_concat(locale) FROM shop_translations WHERE shop_id = s.id) AS locales
  FROM shops s
  LEFT JOIN shop_translations t ON t.id = (
    SELECT x.id FROM shop_translations x WHERE x.shop_id = s.id AND x.locale IN (?1, ?2)
    ORDER BY x.locale = ?1 DESC LIMIT 1)`;

function group<T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(value(row));
    else map.set(k, [value(row)]);
  }
  return map;
}

/** Full shop objects for the given ids, in the given order; one D1 batch. */
export async function loadShops(d1: D1Database, ids: number[], locale: Locale) {
  if (ids.length === 0) return [];
  return readShops(await batch(d1, shopStatements(d1, ids, locale)), ids, locale);
}

/** The reads of loadShops (non-empty `ids`), to put in a D1 batch with other statements. */
type DayRow = { shop_id: number; day: Weekday; from_time: string; to_time: string; disabled: number };
type ClosedRow = { shop_id: number; day: string };
type TagRow = { shop_id: number; id: number; img: string | null; tr: string | null };
type PayRow = { shop_id: number; id: number; tag: string };
type CountRow = { shop_id: number; products: number; discounts: number };

/** The six reads behind a list of full shops, in the order readShops takes their results. */
export type ShopStatements = [
  Statement<ShopRow>,
  Statement<DayRow>,
  Statement<ClosedRow>,
  Statement<TagRow>,
  Statement<PayRow>,
  Statement<CountRow>,
];

export function shopStatements(d1: D1Database, ids: number[], locale: Omit<Locale, "rate">): ShopStatements {
  return shopStatementsFor(d1, { sql: ids.join(","), binds: [] }, locale);
}

/**
 * Shops named by SQL inside `IN (…)`: a list of ids, or a subquery whose parameters (`binds`)
 * are numbered from ?3, after the language's ?1 and ?2.
 */
interface ShopSet {
  sql: string;
  binds: Param[];
}

function shopStatementsFor(d1: D1Database, set: ShopSet, locale: Omit<Locale, "rate">): ShopStatements {
  const list = set.sql;
  const { lang, defaultLang } = locale;
  // A statement binds the language when it reads translations, and every statement binds it when
  // the set's own parameters come after it.
  const params = (translated: boolean): Param[] =>
    set.binds.length > 0 ? [lang, defaultLang, ...set.binds] : translated ? [lang, defaultLang] : [];
  const tagTitle = `(SELECT x.id || char(31) || x.locale || char(31) || x.title FROM shop_tag_translations x
    WHERE x.shop_tag_id = g.id AND x.locale IN (?1, ?2) ORDER BY x.locale = ?1 DESC LIMIT 1)`;
  return [
    statement<ShopRow>(d1, `${SHOP_SELECT} WHERE s.id IN (${list})`, ...params(true)),
    statement<DayRow>(
      d1,
      `SELECT shop_id, day, from_time, to_time, disabled FROM shop_working_days WHERE shop_id IN (${list})
       ORDER BY shop_id, CASE day WHEN 'monday' THEN 1 WHEN 'tuesday' THEN 2 WHEN 'wednesday' THEN 3
       WHEN 'thursday' THEN 4 WHEN 'friday' THEN 5 WHEN 'saturday' THEN 6 ELSE 7 END`,
      ...params(false),
    ),
    statement<ClosedRow>(
      d1,
      `SELECT shop_id, day FROM shop_closed_dates WHERE shop_id IN (${list}) ORDER BY day`,
      ...params(false),
    ),
    statement<TagRow>(
      d1,
      `SELECT l.shop_id, g.id, g.img, ${tagTitle} AS tr FROM shop_tag_links l JOIN shop_tags g ON g.id = l.shop_tag_id
         WHERE l.shop_id IN (${list}) ORDER BY g.id`,
      ...params(true),
    ),
    statement<PayRow>(
      d1,
      `SELECT sp.shop_id, p.id, p.tag FROM shop_payments sp JOIN payments p ON p.id = sp.payment_id
       WHERE sp.shop_id IN (${list}) AND p.active = 1${locale.devTools ? "" : " AND p.tag <> 'sandbox'"} ORDER BY p.id`,
      ...params(false),
    ),
    statement<CountRow>(d1, shopProductCountsSql(list), ...params(false)),
  ];
}

/** Full shop objects, in the order of `ids`, from the results of shopStatements (six consecutive results). */
export function readShops(results: Results<ShopStatements>, ids: number[], locale: Locale) {
  const [shops, days, closed, tags, pays, counts] = results;
  const rel: ShopRelations = {
    workingDays: group(
      days.results,
      (r) => r.shop_id,
      (r) => ({ day: r.day, from: r.from_time, to: r.to_time, disabled: r.disabled === 1 }),
    ),
    closedDates: group(
      closed.results,
      (r) => r.shop_id,
      (r) => ({ day: r.day }),
    ),
    tags: group(
      tags.results,
      (r) => r.shop_id,
      (r) => {
        const [id, loc, title] = (r.tr ?? "").split("\u001f");
        return {
          id: r.id,
          img: r.img,
          translation: r.tr ? { id: Number(id), locale: loc ?? "", title: title ?? "" } : null,
        };
      },
    ),
    payments: group(
      pays.results,
      (r) => r.shop_id,
      (r) => ({ payment: { id: r.id, tag: r.tag } }),
    ),
    productCounts: new Map(counts.results.map((r) => [r.shop_id, { products: r.products, discounts: r.discounts }])),
  };
  const byId = new Map(shops.results.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentShop(row, rel, locale.rate)] : [];
  });
}

/** Per-shop counts of listed products and of those with a discounted stock (kept by triggers, migration 0032). */
export function shopProductCountsSql(list: string): string {
  return `SELECT shop_id, products, discounts FROM shop_product_counts WHERE shop_id IN (${list})`;
}

export async function findShopId(d1: D1Database, idOrSlug: string): Promise<number | null> {
  const byId = /^\d+$/.test(idOrSlug);
  const row = await statement<{ id: number }>(
    d1,
    `SELECT id FROM shops WHERE ${byId ? "id = ?1" : "(uuid = ?1 OR slug = ?1)"} AND status = 'approved'`,
    byId ? Number(idOrSlug) : idOrSlug,
  ).first();
  return row?.id ?? null;
}
