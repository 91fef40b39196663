import { withKnownText } from "@tiffin/api-client";
import type { Context } from "hono";
import { absoluteImagesInJson, imageBaseOf } from "./images";

/**
 * Who makes an answer's pictures absolute URLs: a pass over its JSON text (any answer), or its
 * presenters, which wrote them with the request's `imageBase` (products and categories). A menu
 * is a quarter of a megabyte with hundreds of pictures; the pass over its text cost as much as
 * writing it.
 */
export type Pictures = "in-text" | "presented";

/** The body as JSON, its pictures as absolute URLs (http/images.ts). */
function json(c: Context, body: unknown, pictures: Pictures = "in-text"): Response {
  const written = JSON.stringify(body);
  const text = pictures === "presented" ? written : absoluteImagesInJson(written, imageBaseOf(c));
  // A storefront calling in-process reads this text as it is, instead of decoding the body.
  return withKnownText(c.body(text, 200, { "Content-Type": "application/json" }), text);
}

/** `{timestamp, status:true, message, data}` */
export function ok<T>(c: Context, data: T, message = "Successfully", pictures?: Pictures): Response {
  return json(c, { timestamp: new Date().toISOString(), status: true as const, message, data }, pictures);
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** `links` and `meta` of a page, Laravel's way, with links that keep the caller's query. */
function pageParts(c: Context, count: number, total: number, { page, perPage }: PageRequest) {
  const url = new URL(c.req.url);
  const path = `${url.origin}${url.pathname}`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageLink = (n: number) => {
    const params = new URLSearchParams(url.search);
    params.set("page", String(n));
    return `${path}?${params.toString()}`;
  };
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + count - 1;
  return {
    links: {
      first: pageLink(1),
      last: pageLink(lastPage),
      prev: page > 1 ? pageLink(page - 1) : null,
      next: page < lastPage ? pageLink(page + 1) : null,
    },
    meta: { current_page: page, from, last_page: lastPage, links: [], path, per_page: perPage, to, total },
  };
}

/** The bare paginated shape `{data, links, meta}`. */
export function paginated<T>(
  c: Context,
  rows: T[],
  total: number,
  request: PageRequest,
  pictures?: Pictures,
): Response {
  return json(c, { data: rows, ...pageParts(c, rows.length, total, request) }, pictures);
}

/**
 * A page of a list the contract answers in the envelope (`{timestamp, status, message, data}`),
 * with the `links` and `meta` of a paginated list beside `data` for clients that page through it.
 */
export function okPage<T>(c: Context, rows: T[], total: number, request: PageRequest): Response {
  return json(c, {
    timestamp: new Date().toISOString(),
    status: true as const,
    message: "Successfully",
    data: rows,
    ...pageParts(c, rows.length, total, request),
  });
}
