import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import {
  type ApiClient,
  ApiError,
  deleteCarts,
  getCart,
  getOrder,
  insertCartProducts,
  type Order,
  ordersPageResponse,
} from "@tiffin/api-client";
import { apiFor } from "../api.server";
import { bundleFor } from "../i18n/resources.server";
import { readPreferences } from "../preferences.server";
import { orSignOut, readSessionUser } from "../session-user.server";
import { ORDERS_PAGE_SIZE, type OrdersView, statusesOfTab } from "./order-tabs";
import { reorderLines } from "./order-view";

/** Signed-out visitors go to sign in, and come back to the page they asked for. */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<ApiClient> {
  if (!(await readSessionUser(request, context.cloudflare.env))) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return apiFor(request, context);
}

/** The orders namespace in the reader's language, for useRouteBundle. */
export function ordersBundle(request: Request, context: Pick<AppLoadContext, "cookies">) {
  const lang = readPreferences(request, context).lang;
  return { lang, bundle: bundleFor(lang, "orders") };
}

/** A tab of /orders: as many pages of ten as are shown, in one call (the API serves up to 100). */
export async function listOrders(api: ApiClient, view: OrdersView) {
  const perPage = ORDERS_PAGE_SIZE * view.pages;
  const page = await orSignOut(
    api.request("dashboard/user/orders/paginate", {
      query: { perPage, statuses: statusesOfTab(view.tab) },
      schema: ordersPageResponse,
    }),
  );
  return { orders: page.data, hasMore: page.meta.total > page.data.length, total: page.meta.total };
}

/** The signed-in user's order; anyone else's (or none) is the 404 page, never a hint it exists. */
export async function ownOrder(api: ApiClient, id: string | undefined): Promise<Order> {
  const orderId = Number(id);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw notFound();
  try {
    return await orSignOut(getOrder(api, orderId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export type ReorderResult =
  | { kind: "done"; unavailable: string[] }
  | { kind: "none"; unavailable: string[] }
  | { kind: "other-shop" };

/**
 * Puts the order's lines back into the user's server cart through the API, one line (with its
 * add-ons) at a time, so a line that is gone or sold out is named instead of failing the rest.
 * A cart holding another shop's items is only cleared when `replace` says the user agreed.
 */
export async function reorder(api: ApiClient, order: Order, replace: boolean): Promise<ReorderResult> {
  const current = await orSignOut(getCart(api)).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (current && current.shop_id !== order.shop_id) {
    if (!replace) return { kind: "other-shop" };
    await orSignOut(deleteCarts(api, [current.id]));
  }
  const unavailable: string[] = [];
  let added = 0;
  for (const line of reorderLines(order)) {
    try {
      await orSignOut(insertCartProducts(api, { shop_id: order.shop_id, products: line.products }));
      added += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      unavailable.push(line.title);
    }
  }
  return added > 0 ? { kind: "done", unavailable } : { kind: "none", unavailable };
}
