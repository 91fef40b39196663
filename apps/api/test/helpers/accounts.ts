import { env } from "cloudflare:test";
import { call } from "./api";
import { send } from "./json";

export const DEMO = { email: "demo@tiffin.test", password: "tiffin-demo" };
export const SECOND = { email: "sam@tiffin.test", password: "tiffin-demo" };

/** Signs in through the API and answers the bearer header. */
export async function signIn(credentials: { email: string; password: string }, ip = "203.0.113.10") {
  const { status, body } = await call("auth/login", send("POST", credentials, { "CF-Connecting-IP": ip }));
  if (status !== 200) throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
  const token = (body as { data: { access_token: string } }).data.access_token;
  return { Authorization: `Bearer ${token}` };
}

/** The last message sent to a recipient through the dev outbox. */
export async function lastMessage(recipient: string): Promise<string> {
  const row = await env.DB.prepare("SELECT body FROM outbox WHERE recipient = ?1 ORDER BY id DESC LIMIT 1")
    .bind(recipient)
    .first<{ body: string }>();
  if (!row) throw new Error(`no message to ${recipient}`);
  return row.body;
}

export const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? "";
export const linkCodeIn = (text: string) => text.match(/\/verify\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
