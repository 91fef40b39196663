import { HttpError } from "../http/errors";

/** Failed sign-ins a client may make inside the window before it has to wait. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Who is signing in: Cloudflare's client IP, else the first forwarded address. Without either
 * (an in-process call that did not forward them) the login name is the key, so one unknown
 * client cannot lock everybody out.
 */
export function clientKey(headers: { get(name: string): string | null }, login: string): string {
  const ip = headers.get("CF-Connecting-IP") ?? headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return ip ? `ip:${ip}` : `login:${login.toLowerCase()}`;
}

const tooMany = () => new HttpError(429, "ERROR_429", "Too many login attempts. Please, try again later");

/** 429 while the client has used up its failures in the current window. */
export async function assertLoginAllowed(d1: D1Database, key: string, now = new Date()) {
  const row = await d1
    .prepare("SELECT failures, window_started_at FROM login_attempts WHERE client_key = ?1")
    .bind(key)
    .first<{ failures: number; window_started_at: string }>();
  if (!row) return;
  const windowOpen = Date.parse(row.window_started_at) + LOGIN_WINDOW_MS > now.getTime();
  if (windowOpen && row.failures >= MAX_FAILED_LOGINS) throw tooMany();
}

/** Counts one failure; a window that has passed starts again at 1. */
export async function recordFailedLogin(d1: D1Database, key: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  await d1
    .prepare(
      `INSERT INTO login_attempts (client_key, failures, window_started_at) VALUES (?1, 1, ?2)
       ON CONFLICT (client_key) DO UPDATE SET
         failures = CASE WHEN window_started_at <= ?3 THEN 1 ELSE failures + 1 END,
         window_started_at = CASE WHEN window_started_at <= ?3 THEN ?2 ELSE window_started_at END`,
    )
    .bind(key, now.toISOString(), windowStart)
    .run();
}

export async function clearFailedLogins(d1: D1Database, key: string) {
  await d1.prepare("DELETE FROM login_attempts WHERE client_key = ?1").bind(key).run();
}
