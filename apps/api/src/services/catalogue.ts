import type { bannerSchema, branchSchema, shopMiniSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, type Param, statement } from "../db/statements";
import type { Locale } from "./shops";
import { groupBy, translationJoin } from "./translated";

/** The translation columns `translationJoin` adds to a row (all null when there is none). */
interface TranslationColumns {
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
}

type Tr = { id: number; locale: string; title: string };

function tr(row: TranslationColumns): Tr | null {
  if (row.t_id === null || row.t_id === undefined) return null;
  return { id: row.t_id, locale: row.t_locale ?? "", title: row.t_title ?? "" };
}

/** Columns of the catalogue reads that hold a shop id. */
type ShopIdColumn = "b.shop_id" | "l.shop_id" | "st.shop_id";

/**
 * A small shop object for lists that point at a shop: id, uuid, slug, logo and title
 * (title in ?1, falling back to ?2).
 */
export function shopMiniColumn(shopColumn: ShopIdColumn, alias: "shop" = "shop"): string {
  return `(SELECT json_object('id', s.id, 'uuid', s.uuid, 'slug', s.slug, 'logo_img', s.logo_img,
  'title', (SELECT x.title FROM shop_translations x WHERE x.shop_id = s.id AND x.locale IN (?1, ?2)
    ORDER BY x.locale = ?1 DESC LIMIT 1)) FROM shops s WHERE s.id = ${shopColumn}) AS ${alias}`;
}

function miniShop(json: unknown): z.input<typeof shopMiniSchema> | null {
  if (typeof json !== "string") return null;
  const s: { id: number; uuid: string; slug: string; logo_img: string | null; title: string | null } = JSON.parse(json);
  return { id: s.id, uuid: s.uuid, slug: s.slug, logo_img: s.logo_img, translation: { title: s.title ?? "" } };
}

export interface Page {
  page: number;
  perPage: number;
}
const limit = (page: Page) => `LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`;

async function countAndRows<Row>(d1: D1Database, countSql: string, rowsSql: string, binds: Param[]) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, countSql, ...binds),
    statement<Row>(d1, rowsSql, ...binds),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

interface BrandRow {
  id: number;
  uuid: string;
  title: string;
  img: string | null;
  products_count: number;
}

export async function pageBrands(d1: D1Database, page: Page, shopId?: number) {
  const where =
    shopId === undefined
      ? "b.active = 1"
      : "b.active = 1 AND b.id IN (SELECT brand_id FROM products WHERE shop_id = ?1)";
  const binds = shopId === undefined ? [] : [shopId];
  const { total, rows } = await countAndRows<BrandRow>(
    d1,
    `SELECT COUNT(*) AS n FROM brands b WHERE ${where}`,
    `SELECT b.id, b.uuid, b.title, b.img,
      (SELECT COUNT(*) FROM products p WHERE p.brand_id = b.id AND p.active = 1 AND p.addon = 0) AS products_count
     FROM brands b WHERE ${where} ORDER BY b.id ${limit(page)}`,
    binds,
  );
  return { total, rows };
}

export async function listTakes(d1: D1Database, locale: Locale) {
  const results = await statement<{ id: number; img: string | null } & TranslationColumns>(
    d1,
    `SELECT g.id, g.img, t.id AS t_id, t.locale AS t_locale, t.title AS t_title FROM shop_tags g
       ${translationJoin("shop_tag_translations", "shop_tag_id", "g")} ORDER BY g.id`,
    locale.lang,
    locale.defaultLang,
  ).all();
  return results.map((r) => ({ id: r.id, img: r.img, translation: tr(r) }));
}

const REVIEW_SELECT = `SELECT r.id, r.rating, r.comment, r.img, r.created_at,
  u.id AS user_id, u.firstname, u.lastname, u.img AS user_img FROM reviews r LEFT JOIN users u ON u.id = r.user_id`;

interface ReviewRow {
  id: number;
  rating: number;
  comment: string | null;
  img: string | null;
  created_at: string;
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
  user_img: string | null;
}

export async function pageShopReviews(d1: D1Database, shopId: number, page: Page) {
  const { total, rows } = await countAndRows<ReviewRow>(
    d1,
    "SELECT COUNT(*) AS n FROM reviews WHERE reviewable_type = 'shop' AND reviewable_id = ?1",
    `${REVIEW_SELECT} WHERE r.reviewable_type = 'shop' AND r.reviewable_id = ?1 ORDER BY r.created_at DESC, r.id DESC ${limit(page)}`,
    [shopId],
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      img: r.img,
      user:
        r.user_id === null ? null : { id: r.user_id, firstname: r.firstname, lastname: r.lastname, img: r.user_img },
      created_at: r.created_at,
    })),
  };
}

const BRANCH_SELECT = `SELECT b.id, b.shop_id, b.address, b.latitude, b.longitude, b.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, ${shopMiniColumn("b.shop_id")}
  FROM branches b ${translationJoin("branch_translations", "branch_id", "b")}`;

interface BranchRow extends TranslationColumns {
  id: number;
  shop_id: number;
  address: string;
  latitude: number;
  longitude: number;
  created_at: string;
  /** The shop as JSON (`shopMiniColumn`). */
  shop: string | null;
}

function presentBranch(r: BranchRow): z.input<typeof branchSchema> {
  return {
    id: r.id,
    shop_id: r.shop_id,
    address: { address: r.address },
    location: { latitude: r.latitude, longitude: r.longitude },
    translation: tr(r),
    shop: miniShop(r.shop),
  };
}

export async function pageBranches(d1: D1Database, locale: Locale, page: Page, shopId?: number) {
  const where = shopId === undefined ? "1 = 1" : "b.shop_id = ?3";
  const binds: Param[] = [locale.lang, locale.defaultLang, ...(shopId === undefined ? [] : [shopId])];
  const { total, rows } = await countAndRows<BranchRow>(
    d1,
    `SELECT COUNT(*) AS n FROM branches b WHERE ?1 = ?1 AND ?2 = ?2 AND ${where}`,
    `${BRANCH_SELECT} WHERE ${where} ORDER BY b.id ${limit(page)}`,
    binds,
  );
  return { total, rows: rows.map(presentBranch) };
}

export async function findBranch(d1: D1Database, locale: Locale, id: number) {
  const row = await statement<BranchRow>(
    d1,
    `${BRANCH_SELECT} WHERE b.id = ?3`,
    locale.lang,
    locale.defaultLang,
    id,
  ).first();
  return row ? presentBranch(row) : null;
}

const BANNER_SELECT = `SELECT b.id, b.type, b.url, b.img, b.clickable, b.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description, t.button_text AS t_button_text
  FROM banners b ${translationJoin("banner_translations", "banner_id", "b")}`;

interface BannerRow extends TranslationColumns {
  id: number;
  type: z.input<typeof bannerSchema>["type"];
  url: string | null;
  img: string | null;
  clickable: number;
  created_at: string;
  t_description: string | null;
  t_button_text: string | null;
}

function bannerTranslation(r: BannerRow): z.input<typeof bannerSchema>["translation"] {
  const t = tr(r);
  if (!t) return null;
  return { ...t, description: r.t_description ?? null, button_text: r.t_button_text ?? null };
}

type BannerShopRow = { banner_id: number; shop: string };

/** The shops of the banners `banners` names (SQL inside `IN (…)`, its parameters numbered from ?3). */
function bannerShops(d1: D1Database, locale: Locale, banners: string, ...binds: Param[]) {
  return statement<BannerShopRow>(
    d1,
    `SELECT l.banner_id, ${shopMiniColumn("l.shop_id")} FROM banner_shops l
         WHERE l.banner_id IN (${banners}) ORDER BY l.banner_id, l.shop_id`,
    locale.lang,
    locale.defaultLang,
    ...binds,
  );
}

function presentBanners(rows: BannerRow[], links: BannerShopRow[]): z.input<typeof bannerSchema>[] {
  const shops = groupBy(
    links,
    (l) => l.banner_id,
    (l) => miniShop(l.shop),
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    url: r.url,
    img: r.img,
    clickable: r.clickable === 1,
    translation: bannerTranslation(r),
    shops: shops.get(r.id) ?? [],
    created_at: r.created_at,
  }));
}

/** `banner`: the home carousel (banners/*); `ads`: paid placements of shops (banners-ads/*). */
export type BannerType = "banner" | "ads";

/** A page of banners, their count and their shops, in one round trip. */
export async function pageBanners(d1: D1Database, locale: Locale, page: Page, type: BannerType = "banner") {
  const binds: Param[] = [locale.lang, locale.defaultLang, type];
  const onPage = `b.active = 1 AND b.type = ?3 ORDER BY b.id ${limit(page)}`;
  const [count, rows, links] = await batch(d1, [
    statement<{ n: number }>(
      d1,
      "SELECT COUNT(*) AS n FROM banners b WHERE b.active = 1 AND b.type = ?3 AND ?1 = ?1 AND ?2 = ?2",
      ...binds,
    ),
    statement<BannerRow>(d1, `${BANNER_SELECT} WHERE ${onPage}`, ...binds),
    bannerShops(d1, locale, `SELECT b.id FROM banners b WHERE ${onPage}`, type),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: presentBanners(rows.results, links.results) };
}

/** One banner with its shops, in one round trip. */
export async function findBanner(d1: D1Database, locale: Locale, id: number, type: BannerType = "banner") {
  const [rows, links] = await batch(d1, [
    statement<BannerRow>(
      d1,
      `${BANNER_SELECT} WHERE b.active = 1 AND b.id = ?3 AND b.type = ?4`,
      locale.lang,
      locale.defaultLang,
      id,
      type,
    ),
    bannerShops(d1, locale, "SELECT b.id FROM banners b WHERE b.active = 1 AND b.id = ?3 AND b.type = ?4", id, type),
  ]);
  return presentBanners(rows.results, links.results)[0] ?? null;
}

/** One story picture the way the Foodyman clients show it: a picture of a shop, maybe of a product. */
export interface StoryItem {
  url: string;
  logo_img: string | null;
  title: string;
  shop_id: number;
  product_uuid: string | null;
  product_title: string | null;
}

/**
 * The active stories grouped by shop, the shop with the newest story first, one item per picture
 * (a story holds several). `page` pages through the shops.
 */
export async function pageStoryGroups(d1: D1Database, locale: Locale, page: Page): Promise<StoryItem[][]> {
  const results = await statement<{
    shop_id: number;
    file_urls: string;
    product_uuid: string | null;
    product_title: string | null;
    shop: string | null;
  }>(
    d1,
    `WITH paged AS (SELECT shop_id, MAX(created_at) AS newest, MAX(id) AS newest_id FROM stories
         WHERE active = 1 GROUP BY shop_id ORDER BY newest DESC, newest_id DESC ${limit(page)})
       SELECT st.shop_id, st.file_urls, p.uuid AS product_uuid,
         (SELECT x.title FROM product_translations x WHERE x.product_id = p.id AND x.locale IN (?1, ?2)
           ORDER BY x.locale = ?1 DESC LIMIT 1) AS product_title, ${shopMiniColumn("st.shop_id")}
       FROM stories st JOIN paged ON paged.shop_id = st.shop_id LEFT JOIN products p ON p.id = st.product_id
       WHERE st.active = 1
       ORDER BY paged.newest DESC, paged.newest_id DESC, st.created_at DESC, st.id DESC`,
    locale.lang,
    locale.defaultLang,
  ).all();
  const groups = new Map<number, StoryItem[]>();
  for (const r of results) {
    const shop = miniShop(r.shop);
    const shopId = r.shop_id;
    const group = groups.get(shopId) ?? [];
    const urls: string[] = JSON.parse(r.file_urls);
    for (const url of urls) {
      group.push({
        url,
        logo_img: shop?.logo_img ?? null,
        title: shop?.translation?.title ?? "",
        shop_id: shopId,
        product_uuid: r.product_uuid ?? null,
        product_title: r.product_title ?? null,
      });
    }
    groups.set(shopId, group);
  }
  return [...groups.values()].filter((group) => group.length > 0);
}
