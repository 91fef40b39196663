// The staff console's pure rules of navigation: its sections and the queue's query. What an order
// may do next is core's (shopOrderMoves and its siblings), never decided here.
import { clockIn, ORDER_STATUSES, type OrderStatus } from "@tiffin/core";

/** The console's sections, each a page of its own (links: they work before JavaScript loads). */
export const ADMIN_SECTIONS = [
  { key: "orders", href: "/admin" },
  { key: "refunds", href: "/admin/refunds" },
  { key: "bookings", href: "/admin/bookings" },
  { key: "parcels", href: "/admin/parcels" },
  { key: "stock", href: "/admin/stock" },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]["key"];

/** The section a console path belongs to; an order's own page is part of the orders. */
export function sectionOf(pathname: string): AdminSection {
  const segment = pathname.replace(/^\/+admin\/?/, "").split("/")[0] ?? "";
  const found = ADMIN_SECTIONS.find((section) => section.key === segment);
  return found ? found.key : "orders";
}

/** Twenty a page; "load more" shows one page more, within the API's 100 rows a call. */
export const QUEUE_PAGE_SIZE = 20;
export const MAX_QUEUE_PAGES = 5;

export interface QueueView {
  /** One shop, or null for every shop the staff member runs. */
  shop: number | null;
  status: OrderStatus | null;
  pages: number;
}

/** A positive whole id from a form or a query, else null. */
export function idOf(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The queue's filters from its query string; anything malformed reads as not chosen. */
export function readQueueView(params: URLSearchParams): QueueView {
  const status = params.get("status");
  const pages = Number(params.get("pages"));
  return {
    shop: idOf(params.get("shop")),
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? "") ? (status as OrderStatus) : null,
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_QUEUE_PAGES) : 1,
  };
}

/** The queue's address for a view; the filters it does not use are left out. */
export function queueHref(view: QueueView, path = "/admin"): string {
  const params = new URLSearchParams();
  if (view.shop !== null) params.set("shop", String(view.shop));
  if (view.status !== null) params.set("status", view.status);
  if (view.pages > 1) params.set("pages", String(view.pages));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A day as YYYY-MM-DD, or null. */
export function dayOf(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/**
 * The day the bookings tab shows without a `date`: today on the chosen shop's own clock (the
 * first shop's when none is chosen), since bookings are kept in their shop's wall-clock time.
 */
export function todayAtShop(shops: readonly { id: number; timeZone: string }[], shop: number | null, now: Date) {
  const zone = (shops.find((s) => s.id === shop) ?? shops[0])?.timeZone ?? "UTC";
  return clockIn(now, zone).date;
}
