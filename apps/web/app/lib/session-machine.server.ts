import { redirect } from "@remix-run/cloudflare";
import type { Profile } from "@tiffin/api-client";
import { type Credentials, type SessionUser, type SignedIn, sessionMachine, type UserDataKey } from "@tiffin/core";
import { createActor, fromPromise, waitFor } from "xstate";
import { clearCookie, type PlainCookieName, SESSION_COOKIE } from "./cookies.server";
import { LIKED_COOKIE } from "./liked.server";

/**
 * The storefront's side of @tiffin/core's session machine: the machine decides what signing in,
 * signing out and a 401 do; this module says what each of its effects means for a browser
 * (cookies set or cleared, storage wiped, a redirect) and builds the Response from them.
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

/** What the machine's injected actions asked for while it ran. */
interface Recorded {
  saved: { token: string; user: SessionUser } | null;
  cleared: UserDataKey[];
  toLogin: boolean;
  failure: unknown;
}

function recordingMachine(
  recorded: Recorded,
  signIn: (credentials: Credentials) => Promise<SignedIn>,
  signOutRemotely: () => Promise<unknown>,
) {
  return sessionMachine.provide({
    actors: {
      signIn: fromPromise<SignedIn, Credentials>(async ({ input }) => {
        try {
          return await signIn(input);
        } catch (error) {
          recorded.failure = error;
          throw error;
        }
      }),
      signOutRemotely: fromPromise<void, { token: string | null }>(async () => {
        await signOutRemotely();
      }),
    },
    actions: {
      saveSession: (_, params) => {
        recorded.saved = params;
      },
      clearUserData: (_, params) => {
        recorded.cleared.push(...params.keys);
      },
      goToLogin: () => {
        recorded.toLogin = true;
      },
    },
  });
}

const fresh = (): Recorded => ({ saved: null, cleared: [], toLogin: false, failure: null });
const neverCalled = () => Promise.reject(new Error("not expected here"));

/** The profile fields the session cookie keeps (null when the profile has none). */
export type CookieProfile = { [K in "firstname" | "img" | "role"]: Profile[K] | null };

function cookieProfile(user: SessionUser): CookieProfile {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { firstname: text(user.firstname), img: text(user.img), role: text(user.role) };
}

/**
 * Runs the machine's sign-in with `signIn` (the API's login). Resolves to the saved session, or
 * rejects with the API's own refusal so the form can show its words.
 */
export async function runSignIn(
  credentials: Credentials,
  signIn: (credentials: Credentials) => Promise<SignedIn>,
): Promise<{ token: string; user: CookieProfile }> {
  const recorded = fresh();
  const actor = createActor(recordingMachine(recorded, signIn, neverCalled), { input: {} }).start();
  actor.send({ type: "session.signIn", credentials });
  await waitFor(actor, (state) => !state.matches("signingIn"));
  actor.stop();
  if (recorded.saved) return { token: recorded.saved.token, user: cookieProfile(recorded.saved.user) };
  throw recorded.failure ?? new Error("sign-in ended without a session");
}

/**
 * Runs the machine's sign-out: the API revokes `token` (`signOutRemotely`, failures ignored by
 * the machine) and the browser clears what the machine lists. Goes home.
 */
export async function runSignOut(token: string | null, signOutRemotely: () => Promise<unknown>): Promise<Response> {
  const recorded = fresh();
  const machine = recordingMachine(recorded, neverCalled, signOutRemotely);
  // Without a token cookie the browser may still hold a cart or liked shops: clear them all the same.
  const actor = createActor(machine, { input: { token: token ?? "", user: null } }).start();
  actor.send({ type: "session.signOut" });
  await waitFor(actor, (state) => state.matches("signedOut"));
  actor.stop();
  return redirect("/", { headers: await clearingHeaders(recorded.cleared) });
}

/**
 * HTTP 401 (SPEC.md sections 4 and 8): the API refused the token the request carried, so the
 * machine starts signed in and is told so; it clears the user's data and goes to /login.
 */
export async function unauthorizedResponse(): Promise<Response> {
  const recorded = fresh();
  const actor = createActor(recordingMachine(recorded, neverCalled, neverCalled), {
    input: { token: "refused", user: null },
  }).start();
  actor.send({ type: "session.unauthorized" });
  actor.stop();
  const headers = await clearingHeaders(recorded.cleared);
  return recorded.toLogin ? redirect("/login?reason=unauthorized", { headers }) : redirect("/", { headers });
}
