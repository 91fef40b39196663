import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import {
  type ApiClient,
  ApiError,
  getSellerOrderUpdates,
  getSellerShops,
  isUnauthorized,
  paginateSellerOrders,
} from "@tiffin/api-client";
import { apiFor } from "../../lib/api.server";
import { type AdminTexts, adminTexts } from "../../lib/i18n/admin-bundles";
import { loginRedirectFor } from "../../lib/require-user.server";
import { isStaff, readSessionUser, type SessionUser, signOutRedirect } from "../../lib/session-user.server";
import { idOf, MAX_QUEUE_PAGES, QUEUE_PAGE_SIZE, type QueueView } from "./__admin-view";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/**
 * The staff console's gate: a visitor signs in first and comes back; a signed-in customer (or a
 * role the console does not serve) gets the 404 page, never a hint that the console exists. The
 * API checks the role again on every call (a cookie's role can be older than the account's).
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
): Promise<{ api: ApiClient; user: SessionUser; texts: AdminTexts }> {
  const user = await readSessionUser(request, context.cloudflare.env);
  if (!user) throw redirect(loginRedirectFor(request));
  if (!isStaff(user)) throw notFound();
  return { api: apiFor(request, context), user, texts: adminTexts(request, context) };
}

/** Runs a staff API call for a loader: 401 signs out, 403 and 404 are the 404 page. */
export async function staffRead<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isUnauthorized(error)) throw await signOutRedirect();
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
    throw error;
  }
}

export type AdminErrorKey = keyof AdminTexts["errors"];

/** The API's "The status cannot be changed": the move no longer follows from where it stands. */
const STATUS_CANNOT_CHANGE = "ERROR_254";

/**
 * What a refused staff action shows, as a key of the console's translated errors: someone else
 * (another staff member, the customer) moved it first, either while the API was writing (409) or
 * before the page's button was pressed (the move no longer follows: ERROR_254); 404 when it is
 * gone or not the staff member's shop's. A 401 signs out; anything unexpected is thrown.
 */
export async function staffFailure(error: unknown): Promise<AdminErrorKey> {
  if (isUnauthorized(error)) throw await signOutRedirect();
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 409 || error.statusCode === STATUS_CANNOT_CHANGE) return "conflict";
  if (error.status === 404) return "gone";
  if (error.status === 403) return "forbidden";
  if (error.status === 413) return "tooLarge";
  if (error.status === 400 || error.status === 422) return "invalid";
  return "failed";
}

/** Bytes a console form may post: a reason or an answer and a few ids, far below this. */
export const ADMIN_FORM_MAX_BYTES = 8 * 1024;

/**
 * The posted form, read only when it is small and urlencoded (what the console's forms send, with
 * or without JavaScript): a larger body is refused before it is parsed, whatever its
 * Content-Length claims, and any other encoding is refused as invalid.
 */
export async function readAdminForm(
  request: Request,
): Promise<{ form: URLSearchParams } | { error: "tooLarge" | "invalid" }> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > ADMIN_FORM_MAX_BYTES) return { error: "tooLarge" };
  if (!(request.headers.get("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    return { error: "invalid" };
  }
  const text = await readLimited(request, ADMIN_FORM_MAX_BYTES);
  return text === null ? { error: "tooLarge" } : { form: new URLSearchParams(text) };
}

async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** The shops the staff member runs, for the shop pickers. */
/**
 * A console tab's loader start: the signed-in staff member (or the login or 404 page), the shops
 * they run for the shop picker, and the `?shop=` asked for (null when none or malformed).
 */
export async function staffShopsView(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const shops = await staffRead(staffShops(api));
  return { api, shops, shop: idOf(new URL(request.url).searchParams.get("shop")) };
}

/**
 * A console action's start: the signed-in staff member and their form, read within the console's
 * size limit; `error` when the form is too large or not a form (the caller answers with it).
 */
export async function staffForm(
  request: Request,
  context: AppLoadContext,
): Promise<{ api: ApiClient; form: URLSearchParams } | { error: "tooLarge" | "invalid" }> {
  const { api } = await requireStaff(request, context);
  const read = await readAdminForm(request);
  return "error" in read ? read : { api, form: read.form };
}

export async function staffShops(api: ApiClient) {
  return (await getSellerShops(api)).map((shop) => ({
    id: shop.id,
    title: shop.title,
    open: shop.open,
    timeZone: shop.time_zone,
  }));
}

/** The queue's rows for a view: as many pages as shown, in one call, newest first. */
export async function staffQueue(api: ApiClient, view: QueueView) {
  const page = await paginateSellerOrders(api, {
    perPage: QUEUE_PAGE_SIZE * view.pages,
    ...(view.shop !== null ? { shop_id: view.shop } : {}),
    ...(view.status !== null ? { status: view.status } : {}),
  });
  return { orders: page.data, hasMore: page.meta.total > page.data.length && view.pages < MAX_QUEUE_PAGES };
}

/**
 * The cursor of the staff API's order updates (`orders/updates`) as of now, for one shop or all
 * of hers: a live page passes it to /admin/live, which asks for what changed after it. Read
 * before the page's own data, so a move between the two is reported rather than lost.
 */
export async function updatesCursor(api: ApiClient, shop: number | null): Promise<string> {
  return (await getSellerOrderUpdates(api, shop !== null ? { shop_id: shop } : {})).cursor;
}
