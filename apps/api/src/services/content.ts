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
type Row = Record<string, unknown>;
const limit = (page: Page) => `LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`;

/** The row's translation: id, locale and title, plus the `extra` text columns (null when empty). */
function translation<K extends string>(row: Row, extra: K[] = []) {
  if (row.t_id === null || row.t_id === undefined) return null;
  const out: Record<string, unknown> = { id: row.t_id, locale: row.t_locale, title: row.t_title };
  for (const key of extra) out[key] = row[`t_${key}`] ?? null;
  return out as { id: number; locale: string; title: string } & Record<K, string | null>;
}

async function pageOf(
  d1: D1Database,
  locale: Locale,
  select: string,
  where: string,
  order: string,
  page: Page,
  binds: Param[] = [],
) {
  const [count, rows] = await batch(d1, [
    statement<Row>(
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
  return { total: Number(count?.results[0]?.n ?? 0), rows: rows?.results ?? [] };
}

async function one(d1: D1Database, locale: Locale, select: string, where: string, binds: Param[]) {
  return statement<Row>(d1, `${select} WHERE ${where}`, locale.lang, locale.defaultLang, ...binds).first();
}

// blogs and news
const BLOG_SELECT = `SELECT b.id, b.uuid, b.type, b.img, b.published_at, b.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.short_desc AS t_short_desc, t.description AS t_description,
  ${localesColumn("blog_translations", "blog_id", "b")}
  FROM blogs b ${translationJoin("blog_translations", "blog_id", "b")}`;
const presentBlog = (r: Row): z.input<typeof blogSchema> => ({
  id: r.id as number,
  uuid: r.uuid as string,
  type: r.type as "blog" | "notification",
  img: r.img as string | null,
  published_at: r.published_at as string | null,
  created_at: r.created_at as string,
  translation: translation(r, ["short_desc", "description"]),
  locales: splitLocales(r.locales as string | null),
});
const PUBLISHED =
  "b.active = 1 AND b.published_at IS NOT NULL AND b.published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export async function pageBlogs(d1: D1Database, locale: Locale, type: "blog" | "notification", page: Page) {
  const { total, rows } = await pageOf(
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
  const row = await one(d1, locale, BLOG_SELECT, `${PUBLISHED} AND b.uuid = ?3`, [uuid]);
  return row ? presentBlog(row) : null;
}

// recipes
const RECEIPT_SELECT = `SELECT r.id, r.shop_id, r.category_id, r.img, r.active_time, r.total_time, r.calories, r.servings, r.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description,
  t.ingredients AS t_ingredients, t.instructions AS t_instructions,
  ${localesColumn("receipt_translations", "receipt_id", "r")}
  FROM receipts r ${translationJoin("receipt_translations", "receipt_id", "r")}`;
const presentReceipt = (r: Row): z.input<typeof receiptSchema> => {
  const tr = translation(r, ["description"]);
  return {
    id: r.id as number,
    shop_id: r.shop_id as number | null,
    category_id: r.category_id as number | null,
    img: r.img as string | null,
    active_time: r.active_time as number,
    total_time: r.total_time as number,
    calories: r.calories as number,
    servings: r.servings as number,
    translation: tr,
    ingredients: JSON.parse(String(r.t_ingredients ?? "[]")) as string[],
    instructions: JSON.parse(String(r.t_instructions ?? "[]")) as string[],
    locales: splitLocales(r.locales as string | null),
    created_at: r.created_at as string,
  };
};
export async function pageReceipts(
  d1: D1Database,
  locale: Locale,
  page: Page,
  filter: { shopId?: number; categoryId?: number },
) {
  const { total, rows } = await pageOf(
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
  const [row, stocks] = await Promise.all([
    one(d1, locale, RECEIPT_SELECT, "r.active = 1 AND r.id = ?3", [id]),
    statement<Row>(d1, RECEIPT_STOCKS_SELECT, locale.lang, locale.defaultLang, id).all(),
  ]);
  if (!row) return null;
  return {
    ...presentReceipt(row),
    stocks: stocks.map((s) => ({
      id: s.stock_id as number,
      quantity: s.quantity as number,
      price: toMajor(s.price as number, locale.rate),
      in_stock: (s.stock_quantity as number) > 0,
      product: {
        id: s.product_id as number,
        uuid: s.product_uuid as string,
        shop_id: s.shop_id as number,
        img: s.img as string | null,
        title: (s.t_title as string | null) ?? "",
      },
    })),
  };
}
const RECEIPT_STOCKS_SELECT = `SELECT rs.stock_id, rs.quantity, s.price, s.quantity AS stock_quantity,
  p.id AS product_id, p.uuid AS product_uuid, p.shop_id, p.img, t.title AS t_title
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
const presentCareer = (r: Row): z.input<typeof careerSchema> => ({
  id: r.id as number,
  category_id: r.category_id as number | null,
  location: r.location as string | null,
  translation: translation(r, ["description", "address"]),
  locales: splitLocales(r.locales as string | null),
  created_at: r.created_at as string,
});
export async function pageCareers(d1: D1Database, locale: Locale, page: Page) {
  const { total, rows } = await pageOf(d1, locale, CAREER_SELECT, "c.active = 1", "c.id", page);
  return { total, rows: rows.map(presentCareer) };
}
export async function findCareer(d1: D1Database, locale: Locale, id: number) {
  const row = await one(d1, locale, CAREER_SELECT, "c.active = 1 AND c.id = ?3", [id]);
  return row ? presentCareer(row) : null;
}

// FAQ
const FAQ_SELECT = `SELECT f.id, f.uuid, f.type, f.position, f.created_at,
  t.id AS t_id, t.locale AS t_locale, t.question AS t_question, t.answer AS t_answer
  FROM faqs f ${translationJoin("faq_translations", "faq_id", "f")}`;
export async function pageFaqs(d1: D1Database, locale: Locale, page: Page) {
  const { total, rows } = await pageOf(d1, locale, FAQ_SELECT, "f.active = 1", "f.position, f.id", page);
  return {
    total,
    rows: rows.map(
      (r): z.input<typeof faqSchema> => ({
        id: r.id as number,
        uuid: r.uuid as string,
        type: r.type as string,
        translation:
          r.t_id === null
            ? null
            : {
                id: r.t_id as number,
                locale: r.t_locale as string,
                question: r.t_question as string,
                answer: r.t_answer as string,
              },
        created_at: r.created_at as string,
      }),
    ),
  };
}

// static pages
const PAGE_SELECT = `SELECT p.id, p.type, p.img, p.created_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description,
  ${localesColumn("page_translations", "page_id", "p")}
  FROM pages p ${translationJoin("page_translations", "page_id", "p")}`;
export async function findPage(
  d1: D1Database,
  locale: Locale,
  type: string,
): Promise<z.input<typeof pageSchema> | null> {
  const r = await one(d1, locale, PAGE_SELECT, "p.active = 1 AND p.type = ?3", [type]);
  if (!r) return null;
  return {
    id: r.id as number,
    type: r.type as string,
    img: r.img as string | null,
    translation: translation(r, ["description"]),
    locales: splitLocales(r.locales as string | null),
    created_at: r.created_at as string,
  };
}

// referral programme
const REFERRAL_SELECT = `SELECT r.id, r.price_from, r.price_to, r.img, r.expired_at,
  t.id AS t_id, t.locale AS t_locale, t.title AS t_title, t.description AS t_description, t.faq AS t_faq
  FROM referrals r ${translationJoin("referral_translations", "referral_id", "r")}`;
export async function currentReferral(d1: D1Database, locale: Locale) {
  return one(d1, locale, REFERRAL_SELECT, "(r.expired_at IS NULL OR r.expired_at > ?3) ORDER BY r.id DESC LIMIT 1", [
    new Date().toISOString(),
  ]);
}
export { translation as referralTranslation };

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
