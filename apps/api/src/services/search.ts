import { batch, type Param, statement } from "../db/statements";
import { idList } from "./translated";

const MAX_TOKENS = 8;

/** Words of a user's search term: letters and digits of any script, lower-cased. */
export function searchTokens(input: string): string[] {
  return (input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);
}

const ARABIC_ARTICLE = "ال";
const ARABIC = /\p{Script=Arabic}/u;

/**
 * Arabic writes "the" (ال) joined to its word, so "السوشي" is "the sushi" and a search for
 * "سوشي" should find it, and the other way round. An Arabic word is searched in both forms;
 * other words as they are. A word too short to be article plus word keeps its letters.
 */
export function wordForms(token: string): string[] {
  if (!ARABIC.test(token)) return [token];
  const bare = token.startsWith(ARABIC_ARTICLE) && [...token].length > 3 ? token.slice(ARABIC_ARTICLE.length) : token;
  return [bare, `${ARABIC_ARTICLE}${bare}`];
}

/**
 * A safe FTS5 query: every word becomes a quoted prefix term ("piz"*), all words required; an
 * Arabic word may match with or without its article. Quoting makes FTS5 operators typed by
 * users (AND, NEAR, *, :, ") plain text.
 */
export function prefixQuery(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  return (
    tokens
      .map((token) => {
        const terms = wordForms(token).map((form) => `"${form.replaceAll('"', "")}"*`);
        return terms.length === 1 ? terms[0] : `(${terms.join(" OR ")})`;
      })
      // FTS5 joins bare phrases by juxtaposition, but a bracketed group needs an explicit AND.
      .join(" AND ")
  );
}

/**
 * The fallback when the exact prefixes find nothing: each word is cut to its first three
 * letters and any of them may match, so "pizzza" or "margerita" still find "Pizza Margherita";
 * bm25 ranks the products matching most words first.
 */
export function relaxedQuery(tokens: readonly string[]): string | null {
  const words = tokens.map((t) => wordForms(t)[0] ?? t);
  const stems = [...new Set(words.filter((t) => [...t].length >= 3).map((t) => [...t].slice(0, 3).join("")))];
  if (stems.length === 0) return null;
  return stems.map((t) => `"${t}"*`).join(" OR ");
}

interface Ranked {
  ids: number[];
  total: number;
}

/**
 * Listed products matching the query, best first: bm25 over title and description (a title hit
 * weighs ten description hits; rarer words weigh more), ties by id. The index holds one document
 * per listed product and nothing else (migration 0033), so the total is the index's own count
 * and the page is its first ranked rows; only a shop filter joins products.
 */
export async function rankProducts(
  d1: D1Database,
  match: string,
  filter: { shopId?: number; shopIds?: readonly number[] },
  page: { page: number; perPage: number },
): Promise<Ranked> {
  const where: string[] = [];
  const binds: Param[] = [match];
  if (filter.shopId !== undefined) {
    binds.push(filter.shopId);
    where.push(`p.shop_id = ?${binds.length}`);
  }
  if (filter.shopIds) where.push(`p.shop_id IN (${idList(filter.shopIds) || "NULL"})`);
  const inShops = where.length > 0 ? `JOIN products p ON p.id = m.rowid AND ${where.join(" AND ")}` : "";
  const offset = (page.page - 1) * page.perPage;
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(
      d1,
      `SELECT COUNT(*) AS n FROM product_search_listed m ${inShops} WHERE product_search_listed MATCH ?1`,
      ...binds,
    ),
    statement<{ id: number }>(
      d1,
      `SELECT m.rowid AS id FROM product_search_listed m ${inShops} WHERE product_search_listed MATCH ?1
         ORDER BY bm25(product_search_listed, 10.0, 1.0), m.rowid LIMIT ${page.perPage} OFFSET ${offset}`,
      ...binds,
    ),
  ]);
  return { ids: (rows?.results ?? []).map((r) => r.id), total: count?.results[0]?.n ?? 0 };
}

/** Approved shops matching the query, best first; optionally only open ones or these ids. */
export async function rankShops(
  d1: D1Database,
  match: string,
  filter: { open?: boolean; shopIds?: readonly number[] },
): Promise<number[]> {
  const where = ["s.status = 'approved'"];
  if (filter.open) where.push("s.open = 1");
  if (filter.shopIds) where.push(`s.id IN (${idList(filter.shopIds) || "NULL"})`);
  const results = await statement<{ id: number }>(
    d1,
    `WITH m AS MATERIALIZED (SELECT rowid, bm25(shop_search, 10.0, 1.0) AS rank
         FROM shop_search WHERE shop_search MATCH ?1)
       SELECT t.shop_id AS id, MIN(m.rank) AS rank
       FROM m JOIN shop_translations t ON t.id = m.rowid JOIN shops s ON s.id = t.shop_id
       WHERE ${where.join(" AND ")} GROUP BY t.shop_id ORDER BY rank, t.shop_id`,
    match,
  ).all();
  return results.map((r) => r.id);
}
