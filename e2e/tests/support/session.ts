import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";

/** The seeded users' password, and the one sign-ups here choose. */
export const DEMO_PASSWORD = "tiffin-demo";

export interface Session {
  token: string;
  user: { firstname: string; img: string | null; role: string };
}

/**
 * Signs in the way a customer does, through the /login form (which works with or without
 * JavaScript), so the browser holds the signed session cookies the server set. The API is asked
 * for a token of the same account as well, for the test's own calls.
 */
export async function signIn(page: Page, request: APIRequestContext, email: string): Promise<Session> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email or phone" }).fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const response = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { access_token: string; user: { firstname: string; img: string | null; role: string } };
  };
  return { token: data.access_token, user: data.user };
}

/**
 * A new account, made through the API's e-mail sign-up (the confirmation link is read from the
 * development outbox). Signing up with someone's `referral` code sends them a "new referral"
 * notification, so a test can give a fresh account notifications nobody else touches.
 */
export async function signUp(
  request: APIRequestContext,
  { firstname, referral }: { firstname: string; referral?: string },
): Promise<{ email: string; referral: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@tiffin.test`;
  expect((await request.post("/api/v1/auth/register", { data: { email } })).status()).toBe(200);
  const outbox = await request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const messages = ((await outbox.json()) as { data: { body: string }[] }).data;
  const code = messages[0]?.body.match(/\/verify\/([A-Za-z0-9_-]+)/)?.[1];
  expect(code, "the confirmation link in the outbox").toBeTruthy();
  expect((await request.get(`/api/v1/auth/verify/${code}`)).status()).toBe(200);
  const created = await request.post("/api/v1/auth/after-verify", {
    data: { email, firstname, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, referral },
  });
  expect(created.status()).toBe(200);
  const { data } = (await created.json()) as { data: { user: { my_referral: string } } };
  return { email, referral: data.user.my_referral };
}

/**
 * The storefront keeps every cookie as Remix's createCookie writes it: JSON, base64, URI-encoded,
 * the session signed after a last dot (apps/web/app/lib/cookies.server.ts). These let a journey
 * plant a cookie a browser could hold, and look inside one, without the server's secret.
 */
export function cookieText(value: unknown): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value)).toString("base64"));
}

export function cookieValue(text: string): unknown {
  const raw = decodeURIComponent(text);
  return JSON.parse(Buffer.from(raw, "base64").toString());
}

/** The signed session cookie's text and its payload, as the browser holds them. */
export async function browserSession(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "session");
  if (!cookie) return null;
  const raw = decodeURIComponent(cookie.value);
  const dot = raw.lastIndexOf(".");
  const payload = cookieValue(raw.slice(0, dot)) as Session;
  return { cookie, payload, signature: raw.slice(dot + 1) };
}

/** The access token the browser's session carries ("" when signed out). */
export async function browserSessionToken(context: BrowserContext): Promise<string> {
  return (await browserSession(context))?.payload.token ?? "";
}

/** An API token of the seeded admin, who runs every shop and every parcel (the staff side). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login", {
    data: { email: "admin@tiffin.test", password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}
