import {
  type Cookie,
  type CookieOptions,
  type CookieSerializeOptions,
  createCookie,
  createCookieSessionStorage,
  type Session,
} from "@remix-run/cloudflare";
import { SESSION_LIFETIME_S } from "@tiffin/core";
import type { WebEnv } from "../../load-context";
import { isProduction } from "./environment.server";

/**
 * Every cookie the storefront reads or writes, made with Remix's `createCookie` (values are
 * base64 JSON; the session is signed with the secrets listed first to last, so a secret can be
 * rotated: docs/deploy.md). The Worker reads them all once per request (`readRequestCookies`);
 * a cookie that cannot be read (bad encoding, bad signature, a value of the wrong shape) counts
 * as absent and is replaced by an expired one on the answer, never an error (docs/decisions/036).
 */

/** Cookies of the storefront: 7 days, path / (SPEC.md section 9). */
export const COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

const visible = { path: "/", sameSite: "lax", maxAge: COOKIE_MAX_AGE_S } as const;
/** Hidden from page scripts: only the server reads them. */
const hidden = { ...visible, httpOnly: true } as const;

/** What a readable value of one cookie is; anything else reads as null (unreadable). */
type Reader<T> = (value: unknown) => T | null;

const text =
  (pattern: RegExp): Reader<string> =>
  (value) =>
    typeof value === "string" && pattern.test(value) ? value : null;

const positiveInteger: Reader<number> = (value) =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;

/** The member's credential for one group cart (group-order.server.ts). */
export interface GroupMemberCookie {
  cartId: number;
  shopId: number;
  uuid: string;
}

const groupMember: Reader<GroupMemberCookie> = (value) => {
  if (!value || typeof value !== "object") return null;
  const { cartId, shopId, uuid } = value as Partial<GroupMemberCookie>;
  if (positiveInteger(cartId) === null || positiveInteger(shopId) === null) return null;
  if (typeof uuid !== "string" || !/^[0-9a-f-]{36}$/.test(uuid)) return null;
  return { cartId: cartId as number, shopId: shopId as number, uuid };
};

const likedIds: Reader<number[]> = (value) =>
  Array.isArray(value) && value.length <= 200 && value.every((id) => positiveInteger(id) !== null)
    ? (value as number[])
    : null;

const hasControl = (value: string) => [...value].some((character) => character.charCodeAt(0) < 32);

function plain<T>(name: string, read: Reader<T>, options: CookieOptions = visible) {
  return { cookie: createCookie(name, options), read };
}

/** The plain (unsigned) cookies, by name. None of them is a credential the server trusts. */
const PLAIN = {
  lang: plain("lang", text(/^[a-z]{2,3}$/)),
  currency_id: plain("currency_id", positiveInteger),
  theme: plain("theme", text(/^(?:light|dark)$/)),
  // The delivery point 'latitude,longitude' and the address text the visitor confirmed.
  location: plain("location", text(/^-?[\d.]{1,24},-?[\d.]{1,24}$/)),
  address: plain("address", (value) =>
    typeof value === "string" && value.length > 0 && value.length <= 500 && !hasControl(value) ? value : null,
  ),
  // The visitor cart's compact text (cart-codec.ts, docs/decisions/009).
  cart: plain("cart", text(/^[\d.~x-]{1,4000}$/)),
  liked: plain("liked", likedIds),
  group_member: plain("group_member", groupMember, hidden),
  // The newest D1 bookmark of this visitor's writes (server/database-session.ts), five minutes.
  d1_bookmark: plain("d1_bookmark", text(/^[A-Za-z0-9-]{1,256}$/), { ...hidden, maxAge: 300, secure: true }),
} as const;

type Plain = typeof PLAIN;
export type PlainCookieName = keyof Plain;
type PlainValue<N extends PlainCookieName> = NonNullable<ReturnType<Plain[N]["read"]>>;

/** The user the session holds (SPEC.md section 3: user and access_token). */
export interface SessionData {
  token: string;
  user: { firstname: string; img: string | null; role: string };
}

export const SESSION_COOKIE = "session";

/**
 * The secrets the session is signed with: SESSION_SECRET signs, and it and any listed in
 * SESSION_SECRETS_PREVIOUS (comma-separated, the retired ones) are accepted when reading.
 */
export function sessionSecrets(env: Pick<WebEnv, "SESSION_SECRET" | "SESSION_SECRETS_PREVIOUS" | "ENVIRONMENT">) {
  const current = usableSecret(env.SESSION_SECRET, env);
  if (!current) return null;
  const previous = (env.SESSION_SECRETS_PREVIOUS ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .flatMap((secret) => {
      const usable = usableSecret(secret, env);
      return usable && usable !== current ? [usable] : [];
    });
  return [current, ...previous];
}

const MIN_SECRET_LENGTH = 16;
const MIN_PRODUCTION_SECRET_LENGTH = 32;
/** The placeholder older checkouts kept in wrangler.toml; never a production secret. */
export const DEVELOPMENT_SECRET = "local-development-secret-change-me";

function usableSecret(secret: string | undefined, env: Pick<WebEnv, "ENVIRONMENT">): string | null {
  const value = secret ?? "";
  if (!isProduction(env)) return value.length >= MIN_SECRET_LENGTH ? value : null;
  if (value.length < MIN_PRODUCTION_SECRET_LENGTH) return null;
  if (value === DEVELOPMENT_SECRET || value.includes("change-me")) return null;
  return value;
}

function sessionStorage(secrets: string[]) {
  return createCookieSessionStorage<SessionData>({
    // The cookie lives as long as the token it carries (core's SESSION_LIFETIME_S, as the API's).
    cookie: createCookie(SESSION_COOKIE, { ...hidden, secrets, maxAge: SESSION_LIFETIME_S }),
  });
}

function sessionData(value: Session<SessionData>): SessionData | null {
  const token = value.get("token");
  const user = value.get("user");
  if (typeof token !== "string" || !/^[\x21-\x7e]{1,512}$/.test(token)) return null;
  if (!user || typeof user !== "object" || typeof user.firstname !== "string") return null;
  return {
    token,
    user: {
      firstname: user.firstname,
      img: typeof user.img === "string" ? user.img : null,
      role: typeof user.role === "string" ? user.role : "user",
    },
  };
}

/** Whether the Cookie header names `name` at all (a present cookie that reads as null is unreadable). */
async function present(cookie: Cookie, header: string): Promise<boolean> {
  // An unsigned twin of the cookie: its parse only says whether the name is there.
  const probe = createCookie(cookie.name);
  try {
    return (await probe.parse(header)) !== null;
  } catch {
    return true;
  }
}

/** Every cookie of one request, read once. */
export interface RequestCookies {
  lang: string | null;
  currencyId: number | null;
  theme: "light" | "dark" | null;
  location: string | null;
  address: string | null;
  cart: string | null;
  liked: number[] | null;
  groupMember: GroupMemberCookie | null;
  session: SessionData | null;
  /** Names that were sent but could not be read: the answer expires them. */
  unreadable: string[];
}

async function readPlain<N extends PlainCookieName>(
  name: N,
  header: string,
  unreadable: string[],
): Promise<PlainValue<N> | null> {
  const { cookie, read } = PLAIN[name];
  let value: unknown = null;
  try {
    value = await cookie.parse(header);
  } catch {
    value = undefined;
  }
  if (value === null) return null;
  const readable = read(value) as PlainValue<N> | null;
  if (readable === null) unreadable.push(name);
  return readable;
}

/** Reads the session cookie; null when absent, unsigned, signed with an unknown secret or malformed. */
export async function readSession(request: Request, env: WebEnv): Promise<SessionData | null> {
  return (await readSessionFrom(request.headers.get("Cookie") ?? "", env, [])).session;
}

async function readSessionFrom(
  header: string,
  env: WebEnv,
  unreadable: string[],
): Promise<{ session: SessionData | null }> {
  const secrets = sessionSecrets(env);
  if (!header || !secrets) return { session: null };
  const storage = sessionStorage(secrets);
  let session: SessionData | null = null;
  try {
    session = sessionData(await storage.getSession(header));
  } catch {
    session = null;
  }
  if (!session && (await present(createCookie(SESSION_COOKIE), header))) unreadable.push(SESSION_COOKIE);
  return { session };
}

/** Reads every cookie of `request`; never throws, whatever the browser sent. */
export async function readRequestCookies(request: Request, env: WebEnv): Promise<RequestCookies> {
  const header = request.headers.get("Cookie") ?? "";
  const unreadable: string[] = [];
  if (!header) return { ...NO_COOKIES, unreadable };
  const [lang, currencyId, theme, location, address, cart, liked, groupMember, { session }] = await Promise.all([
    readPlain("lang", header, unreadable),
    readPlain("currency_id", header, unreadable),
    readPlain("theme", header, unreadable),
    readPlain("location", header, unreadable),
    readPlain("address", header, unreadable),
    readPlain("cart", header, unreadable),
    readPlain("liked", header, unreadable),
    readPlain("group_member", header, unreadable),
    readSessionFrom(header, env, unreadable),
  ]);
  return {
    lang,
    currencyId,
    theme: theme === "dark" || theme === "light" ? theme : null,
    location,
    address,
    cart,
    liked,
    groupMember,
    session,
    unreadable,
  };
}

const NO_COOKIES: RequestCookies = {
  lang: null,
  currencyId: null,
  theme: null,
  location: null,
  address: null,
  cart: null,
  liked: null,
  groupMember: null,
  session: null,
  unreadable: [],
};

/** The cookies of a request that carries none (a test, or a call before the Worker read them). */
export const noCookies = (): RequestCookies => ({ ...NO_COOKIES, unreadable: [] });

/** One plain cookie of `request`, or null when it is absent or unreadable. */
export function readCookie<N extends PlainCookieName>(request: Request, name: N): Promise<PlainValue<N> | null> {
  return readPlain(name, request.headers.get("Cookie") ?? "", []);
}

/** A Set-Cookie value storing `value` in the plain cookie `name`. */
export function setCookie<N extends PlainCookieName>(
  name: N,
  value: PlainValue<N>,
  options: CookieSerializeOptions = {},
): Promise<string> {
  return PLAIN[name].cookie.serialize(value, options);
}

/** A Set-Cookie value that expires the cookie `name` (any of the storefront's). */
export function clearCookie(name: PlainCookieName | typeof SESSION_COOKIE): Promise<string> {
  const cookie = name === SESSION_COOKIE ? createCookie(SESSION_COOKIE, hidden) : PLAIN[name].cookie;
  return cookie.serialize("", { maxAge: 0 });
}

/** The Set-Cookie value that signs `data` in (HttpOnly; Secure over HTTPS). */
export async function sessionCookie(env: WebEnv, data: SessionData, secure: boolean): Promise<string> {
  const secrets = sessionSecrets(env);
  if (!secrets) throw new Error("SESSION_SECRET is not set: sessions cannot be signed");
  const storage = sessionStorage(secrets);
  const session = await storage.getSession();
  session.set("token", data.token);
  session.set("user", data.user);
  return storage.commitSession(session, { secure });
}

/** The Set-Cookie values that replace each unreadable cookie of a request with an expired one. */
export function replacingUnreadable(cookies: RequestCookies): Promise<string[]> {
  return Promise.all(cookies.unreadable.map((name) => clearCookie(name as PlainCookieName)));
}
