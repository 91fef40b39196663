import { redirect } from "@remix-run/cloudflare";
import type { Profile } from "@tiffin/api-client";
import { type Credentials, type SessionUser, SIGN_OUT_CLEARS, type SignedIn, type UserDataKey } from "@tiffin/core";
import { clearCookie, type PlainCookieName, SESSION_COOKIE } from "./cookies.server";
import { LIKED_COOKIE } from "./liked.server";

/**
 * The storefront's session on the server: core's session rules (SIGN_OUT_CLEARS, the user data
 * a sign-out or a 401 clears) say what goes; this module says what each piece means for a
 * browser (cookies set or cleared, storage wiped, a redirect) and builds the Response. The API
 * calls are plain api-client calls; core's session machine is for an app that keeps the
 * session in the browser.
 */

/** What clearing one of the machine's user-data keys takes in a browser. */
export interface ClearingEffect {
  /** Cookies to expire. */
  cookies: readonly (PlainCookieName | typeof SESSION_COOKIE)[];
  /** Whether the browser storage goes too (`Clear-Site-Data: "storage"`). */
  storage: boolean;
}

/**
 * Where the storefront keeps each piece of user data a sign-out clears (SPEC.md section 4).
 * Language, currency and theme are not here: they belong to the device, not the account.
 */
export const SIGN_OUT_EFFECTS: Record<UserDataKey, ClearingEffect> = {
  // The signed session cookie holds the access token and the user together.
  token: { cookies: [SESSION_COOKIE], storage: false },
  user: { cookies: [SESSION_COOKIE], storage: false },
  // The account's delivery settings: the chosen address and its map point.
  settings: { cookies: ["address", "location"], storage: false },
  // The server cart is only reachable with the access token; forgetting it ends the access.
  serverCart: { cookies: [SESSION_COOKIE], storage: false },
  // The visitor cart cookie (cart.server's CART_COOKIE).
  localCart: { cookies: ["cart"], storage: false },
  likedRestaurants: { cookies: [LIKED_COOKIE], storage: false },
  // The shop filter lives in the page address and browser storage, never in a cookie.
  shopFilter: { cookies: [], storage: true },
  // Recent searches are kept in localStorage by the search dialog.
  searchHistory: { cookies: [], storage: true },
};

/** The headers that clear `keys` in the browser: one expired cookie per name, storage once. */
export async function clearingHeaders(keys: readonly UserDataKey[], headers = new Headers()): Promise<Headers> {
  const cookies = new Set<PlainCookieName | typeof SESSION_COOKIE>();
  let storage = false;
  for (const key of keys) {
    const effect = SIGN_OUT_EFFECTS[key];
    for (const name of effect.cookies) cookies.add(name);
    storage ||= effect.storage;
  }
  for (const name of cookies) headers.append("Set-Cookie", await clearCookie(name));
  if (storage) headers.set("Clear-Site-Data", '"storage"');
  return headers;
}

/** The profile fields the session cookie keeps (null when the profile has none). */
export type CookieProfile = { [K in "firstname" | "img" | "role"]: Profile[K] | null };

function cookieProfile(user: SessionUser): CookieProfile {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { firstname: text(user.firstname), img: text(user.img), role: text(user.role) };
}

/**
 * Signs in with `signIn` (the API's login): the saved session, or the API's own refusal (a
 * rejection) so the form can show its words.
 */
export async function runSignIn(
  credentials: Credentials,
  signIn: (credentials: Credentials) => Promise<SignedIn>,
): Promise<{ token: string; user: CookieProfile }> {
  const signedIn = await signIn(credentials);
  return { token: signedIn.access_token, user: cookieProfile(signedIn.user) };
}

/**
 * Signs out: the API revokes `token` (`signOutRemotely`; a failure changes nothing, as in core's
 * session machine) and the browser clears what core's SIGN_OUT_CLEARS lists, even without a
 * token cookie (the browser may still hold a cart or liked shops). Goes home.
 */
export async function runSignOut(_token: string | null, signOutRemotely: () => Promise<unknown>): Promise<Response> {
  await signOutRemotely().catch(() => undefined);
  return redirect("/", { headers: await clearingHeaders(SIGN_OUT_CLEARS) });
}

/**
 * HTTP 401 (SPEC.md sections 4 and 8): the API refused the token the request carried; as core's
 * session machine does on `session.unauthorized`, everything a sign-out clears goes, and the
 * customer is sent to /login with the notice.
 */
export async function unauthorizedResponse(): Promise<Response> {
  return redirect("/login?reason=unauthorized", { headers: await clearingHeaders(SIGN_OUT_CLEARS) });
}
