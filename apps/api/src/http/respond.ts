import type { Context } from "hono";

/** `{timestamp, status:true, message, data}` */
export function ok<T>(c: Context, data: T, message = "Successfully"): Response {
  return c.json({ timestamp: new Date().toISOString(), status: true as const, message, data });
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** The bare paginated shape `{data, links, meta}`, with links that keep the caller's query. */
export function paginated<T>(c: Context, rows: T[], total: number, { page, perPage }: PageRequest): Response {
  const url = new URL(c.req.url);
  const path = `${url.origin}${url.pathname}`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageLink = (n: number) => {
    const params = new URLSearchParams(url.search);
    params.set("page", String(n));
    return `${path}?${params.toString()}`;
  };
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + rows.length - 1;
  return c.json({
    data: rows,
    links: {
      first: pageLink(1),
      last: pageLink(lastPage),
      prev: page > 1 ? pageLink(page - 1) : null,
      next: page < lastPage ? pageLink(page + 1) : null,
    },
    meta: { current_page: page, from, last_page: lastPage, links: [], path, per_page: perPage, to, total },
  });
}
