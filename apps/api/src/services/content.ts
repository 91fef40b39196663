import type { blogSchema, careerSchema, faqSchema, pageSchema, receiptSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, type Param, statement } from "../db/statements";
import { toMajor } from "../http/money";
import type { Locale } from "./shops";
import { localesColumn, splitLocales, translationJoin } from "./translated";

export interface Page {
  page: number;
  perPage: number;
}
const limit = (page: Page) => `LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`;

/** The translation columns `translationJoin` adds to a row (all null when there is none). */
interface TranslationColumns {
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
}

/** A translated row's columns: its own, the translation's, and `locales` (`localesColumn`). */
type Translated<Own> = Own & TranslationColumns & { locales: string | null };

/** The row's translation: id, locale and title, with `extra` (its other texts); null when none. */
function translation<E extends Record<string, string | null>>(row: TranslationColumns, extra: E) {
  if (row.t_id === null) return null;
  return { id: row.t_id, locale: row.t_locale ?? "", title: row.t_title ?? "", ...extra };
}

async function pageOf<Row>(
  d1: D1Database,
  locale: Locale,
  select: string,
  where: string,
  order: string,
  page: Page,
  binds: Param[] = [],
) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(
      d1,
      `SELECT COUNT(*) AS n FROM (${select} WHERE ${where})`,
      locale.lang,
      locale.defaultLang,
      ...binds,
    ),
    statement<Row>(
      d1,
      `${select} WHERE ${where} ORDER BY ${order} ${limit(page)}`,
      locale.lang,
      locale.defaultLang,
      ...binds,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

async function one<Row>(d1: D1Database, locale: Locale, select: string, where: string, binds: Param[]) {
  return statement<Row>(d1, `${select} WHERE ${where}`, locale.lang, locale.defaultLang, ...binds).first();
}

// blogs and news
const BLOG_SELECT = `SELECT b.id, b.uuid, b.type, b.img, b.published_at, b.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.short_desc AS t_short_desc, t.description AS t_description,
  ${localesColumn("blog_translations", "blog_id", "b")}
  FROM blogs b ${translationJoin("blog_translations", "blog_id", "b")}`;
type BlogRow = Translated<{
  id: number;
  uuid: string;
  type: "blog" | "notification";
  img: string | null;
  published_at: string | null;
  created_at: string;
  t_short_desc: string | null;
  t_description: string | null;
}>;
const presentBlog = (r: BlogRow): z.input<typeof blogSchema> => ({
  id: r.id,
  uuid: r.uuid,
  type: r.type,
  img: r.img,
  published_at: r.published_at,
  created_at: r.created_at,
  translation: translation(r, { short_desc: r.t_short_desc, description: r.t_description }),
  locales: splitLocales(r.locales),
});
const PUBLISHED =
  "b.active = 1 AND b.published_at IS NOT NULL AND b.published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export async function pageBlogs(d1: D1Database, locale: Locale, type: "blog" | "notification", page: Page) {
  const { total, rows } = await pageOf<BlogRow>(
    d1,
    locale,
    BLOG_SELECT,
    `${PUBLISHED} AND b.type = ?3`,
    "b.published_at DESC, b.id DESC",
    page,
    [type],
  );
  return { total, rows: rows.map(presentBlog) };
}
export async function findBlog(d1: D1Database, locale: Locale, uuid: string) {
  const row = await one<BlogRow>(d1, locale, BLOG_SELECT, `${PUBLISHED} AND b.uuid = ?3`, [uuid]);
  return row ? presentBlog(row) : null;
}

// recipes
const RECEIPT_SELECT = `SELECT r.id, r.shop_id, r.category_id, r.img, r.active_time, r.total_time, r.calories, r.servings, r.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description,
  t.ingredients AS t_ingredients, t.instructions AS t_instructions,
  ${localesColumn("receipt_translations", "receipt_id", "r")}
  FROM receipts r ${translationJoin("receipt_translations", "receipt_id", "r")}`;
type ReceiptRow = Translated<{
  id: number;
  shop_id: number | null;
  category_id: number | null;
  img: string | null;
  active_time: number;
  total_time: number;
  calories: number;
  servings: number;
  created_at: string;
  t_description: string | null;
  /** JSON arrays of texts. */
  t_ingredients: string | null;
  t_instructions: string | null;
}>;
/** A JSON array of texts as stored; anything else reads as none. */
function textList(json: string | null): string[] {
  const value: unknown = JSON.parse(json ?? "[]");
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A recipe's ingredients or steps as the Foodyman clients read them: an object whose `title` is
 * the HTML list (`ul` or `ol`), with `list` holding the plain texts; null without a translation.
 */
function textBlock(r: ReceiptRow, json: string | null, tag: "ul" | "ol") {
  if (r.t_id === null) return null;
  const list = textList(json);
  const title = `<${tag}>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;
  return { id: r.t_id, locale: r.t_locale ?? "", title, list };
}

const presentReceipt = (r: ReceiptRow): z.input<typeof receiptSchema> => ({
  id: r.id,
  shop_id: r.shop_id,
  category_id: r.category_id,
  img: r.img,
  active_time: r.active_time,
  total_time: r.total_time,
  calories: r.calories,
  servings: r.servings,
  translation: translation(r, { description: r.t_description }),
  ingredients: textBlock(r, r.t_ingredients, "ul"),
  instructions: textBlock(r, r.t_instructions, "ol"),
  // Nutrition facts beyond `calories` are not kept: the list the Foodyman clients read is empty.
  nutritions: [],
  locales: splitLocales(r.locales),
  created_at: r.created_at,
});
export async function pageReceipts(
  d1: D1Database,
  locale: Locale,
  page: Page,
  filter: { shopId?: number; categoryId?: number },
) {
  const { total, rows } = await pageOf<ReceiptRow>(
    d1,
    locale,
    RECEIPT_SELECT,
    "r.active = 1 AND (?3 IS NULL OR r.shop_id = ?3) AND (?4 IS NULL OR r.category_id = ?4)",
    "r.id",
    page,
    [filter.shopId ?? null, filter.categoryId ?? null],
  );
  return { total, rows: rows.map(presentReceipt) };
}
/** The recipe with the products it needs: live, in-stock stocks of the recipe's own shop only. */
export async function findReceipt(d1: D1Database, locale: Locale, id: number) {
  const [row, stocks, shop] = await Promise.all([
    one<ReceiptRow>(d1, locale, RECEIPT_SELECT, "r.active = 1 AND r.id = ?3", [id]),
    statement<ReceiptStockRow>(d1, RECEIPT_STOCKS_SELECT, locale.lang, locale.defaultLang, id).all(),
    one<ReceiptShopRow>(d1, locale, RECEIPT_SHOP_SELECT, "r.id = ?3 AND s.status = 'approved'", [id]),
  ]);
  if (!row) return null;
  return {
    ...presentReceipt(row),
    shop: shop
      ? {
          id: shop.id,
          uuid: shop.uuid,
          slug: shop.slug,
          logo_img: shop.logo_img,
          translation:
            shop.t_id === null ? null : { id: shop.t_id, locale: shop.t_locale ?? "", title: shop.t_title ?? "" },
        }
      : null,
    stocks: stocks.map((s) => ({
      id: s.stock_id,
      quantity: s.quantity,
      min_quantity: s.min_qty,
      price: toMajor(s.price, locale.rate),
      in_stock: s.stock_quantity > 0,
      product: {
        id: s.product_id,
        uuid: s.product_uuid,
        shop_id: s.shop_id,
        img: s.img,
        title: s.t_title ?? "",
        translation: s.t_id === null ? null : { id: s.t_id, locale: s.t_locale ?? "", title: s.t_title ?? "" },
      },
    })),
  };
}
interface ReceiptShopRow {
  id: number;
  uuid: string;
  slug: string;
  logo_img: string | null;
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
}
const RECEIPT_SHOP_SELECT = `SELECT s.id, s.uuid, s.slug, s.logo_img, t.id AS t_id, t.locale AS t_locale, t.title AS t_title
  FROM receipts r JOIN shops s ON s.id = r.shop_id ${translationJoin("shop_translations", "shop_id", "s")}`;
interface ReceiptStockRow {
  stock_id: number;
  quantity: number;
  price: number;
  stock_quantity: number;
  product_id: number;
  product_uuid: string;
  shop_id: number;
  img: string | null;
  min_qty: number;
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
}
const RECEIPT_STOCKS_SELECT = `SELECT rs.stock_id, rs.quantity, s.price, s.quantity AS stock_quantity,
  p.id AS product_id, p.uuid AS product_uuid, p.shop_id, p.img, p.min_qty,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title
  FROM receipt_stocks rs
  JOIN receipts r ON r.id = rs.receipt_id
  JOIN stocks s ON s.id = rs.stock_id AND s.addon = 0
  JOIN products p ON p.id = s.product_id AND p.shop_id = r.shop_id AND p.active = 1 AND p.addon = 0
    AND p.status = 'published'
  ${translationJoin("product_translations", "product_id", "p")}
  WHERE rs.receipt_id = ?3 ORDER BY rs.stock_id`;

// careers
const CAREER_SELECT = `SELECT c.id, c.category_id, c.location, c.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description, t.address AS t_address,
  ${localesColumn("career_translations", "career_id", "c")}
  FROM careers c ${translationJoin("career_translations", "career_id", "c")}`;
type CareerRow = Translated<{
  id: number;
  category_id: number | null;
  location: string | null;
  created_at: string;
  t_description: string | null;
  t_address: string | null;
}>;
const presentCareer = (r: CareerRow): z.input<typeof careerSchema> => ({
  id: r.id,
  category_id: r.category_id,
  location: r.location,
  translation: translation(r, { description: r.t_description, address: r.t_address }),
  locales: splitLocales(r.locales),
  created_at: r.created_at,
});
export async function pageCareers(d1: D1Database, locale: Locale, page: Page) {
  const { total, rows } = await pageOf<CareerRow>(d1, locale, CAREER_SELECT, "c.active = 1", "c.id", page);
  return { total, rows: rows.map(presentCareer) };
}
export async function findCareer(d1: D1Database, locale: Locale, id: number) {
  const row = await one<CareerRow>(d1, locale, CAREER_SELECT, "c.active = 1 AND c.id = ?3", [id]);
  return row ? presentCareer(row) : null;
}

// FAQ
const FAQ_SELECT = `SELECT f.id, f.uuid, f.type, f.position, f.created_at,
  t.id AS t_id, t.locale AS t_locale, t.question AS t_question, t.answer AS t_answer
  FROM faqs f ${translationJoin("faq_translations", "faq_id", "f")}`;
interface FaqRow {
  id: number;
  uuid: string;
  type: string;
  position: number;
  created_at: string;
  t_id: number | null;
  t_locale: string | null;
  t_question: string | null;
  t_answer: string | null;
}
export async function pageFaqs(d1: D1Database, locale: Locale, page: Page) {
  const { total, rows } = await pageOf<FaqRow>(d1, locale, FAQ_SELECT, "f.active = 1", "f.position, f.id", page);
  return {
    total,
    rows: rows.map(
      (r): z.input<typeof faqSchema> => ({
        id: r.id,
        uuid: r.uuid,
        type: r.type,
        translation:
          r.t_id === null
            ? null
            : { id: r.t_id, locale: r.t_locale ?? "", question: r.t_question ?? "", answer: r.t_answer ?? "" },
        created_at: r.created_at,
      }),
    ),
  };
}

// static pages
const PAGE_SELECT = `SELECT p.id, p.type, p.img, p.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description,
  ${localesColumn("page_translations", "page_id", "p")}
  FROM pages p ${translationJoin("page_translations", "page_id", "p")}`;
type PageRow = Translated<{
  id: number;
  type: string;
  img: string | null;
  created_at: string;
  t_description: string | null;
}>;
const presentPage = (r: PageRow): z.input<typeof pageSchema> => ({
  id: r.id,
  type: r.type,
  img: r.img,
  translation: translation(r, { description: r.t_description }),
  locales: splitLocales(r.locales),
  created_at: r.created_at,
});
export async function findPage(
  d1: D1Database,
  locale: Locale,
  type: string,
): Promise<z.input<typeof pageSchema> | null> {
  const r = await one<PageRow>(d1, locale, PAGE_SELECT, "p.active = 1 AND p.type = ?3", [type]);
  return r ? presentPage(r) : null;
}

/**
 * Static pages of a kind, a page at a time: `all_about` is the about page and its sections
 * (`about`, `about_*`), any other type that type alone, none every active page.
 */
export async function pagePages(d1: D1Database, locale: Locale, type: string | undefined, page: Page) {
  const where = `p.active = 1 AND (?3 IS NULL OR p.type = ?3
    OR (?3 = 'all_about' AND (p.type = 'about' OR substr(p.type, 1, 6) = 'about_')))`;
  const { total, rows } = await pageOf<PageRow>(d1, locale, PAGE_SELECT, where, "p.id", page, [type ?? null]);
  return { total, rows: rows.map(presentPage) };
}

/** The newest published post (`blog`), or null when there is none. */
export async function lastBlog(d1: D1Database, locale: Locale) {
  const row = await one<BlogRow>(
    d1,
    locale,
    BLOG_SELECT,
    `${PUBLISHED} AND b.type = ?3 ORDER BY b.published_at DESC, b.id DESC LIMIT 1`,
    ["blog"],
  );
  return row ? presentBlog(row) : null;
}

/** The marketplace's public counters: customers, open shops, live products, delivered orders. */
export async function marketStats(d1: D1Database) {
  const row = await statement<{ users: number; shops: number; products: number; orders: number }>(
    d1,
    `SELECT (SELECT COUNT(*) FROM users WHERE role = 'user') AS users,
      (SELECT COUNT(*) FROM shops WHERE status = 'approved' AND open = 1) AS shops,
      (SELECT COUNT(*) FROM products WHERE active = 1 AND addon = 0 AND status = 'published') AS products,
      (SELECT COUNT(*) FROM orders WHERE status = 'delivered') AS orders`,
  ).first();
  return { users: row?.users ?? 0, shops: row?.shops ?? 0, products: row?.products ?? 0, orders: row?.orders ?? 0 };
}

// referral programme
const REFERRAL_SELECT = `SELECT r.id, r.price_from, r.price_to, r.img, r.expired_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description, t.faq AS t_faq
  FROM referrals r ${translationJoin("referral_translations", "referral_id", "r")}`;
/** The referral programme's row, its translation with its description and FAQ. */
export interface ReferralRow extends TranslationColumns {
  id: number;
  price_from: number;
  price_to: number;
  img: string | null;
  expired_at: string | null;
  t_description: string | null;
  t_faq: string | null;
}
export async function currentReferral(d1: D1Database, locale: Locale) {
  return one<ReferralRow>(
    d1,
    locale,
    REFERRAL_SELECT,
    "(r.expired_at IS NULL OR r.expired_at > ?3) ORDER BY r.id DESC LIMIT 1",
    [new Date().toISOString()],
  );
}
export const referralTranslation = (r: ReferralRow) => translation(r, { description: r.t_description, faq: r.t_faq });

/** The UI texts of a locale, falling back key by key to the default locale. */
export async function uiTexts(d1: D1Database, locale: Locale): Promise<Record<string, string>> {
  const results = await statement<{ key: string; value: string }>(
    d1,
    "SELECT key, value, locale FROM ui_translations WHERE locale IN (?1, ?2) ORDER BY locale = ?1, key",
    locale.lang,
    locale.defaultLang,
  ).all();
  const out: Record<string, string> = {};
  for (const r of results) out[r.key] = r.value;
  return out;
}

/** Whether the referral programme is switched on (setting `referral_active`). */
export async function referralActive(d1: D1Database): Promise<boolean> {
  const setting = await statement<{ value: string }>(
    d1,
    "SELECT value FROM settings WHERE key = 'referral_active'",
  ).first();
  return setting?.value === "1";
}
