import { SESSION_LIFETIME_S } from "@tiffin/core";
import { type Statement, statement } from "../db/statements";
import { hashToken } from "../http/auth";

/** Access tokens live as long as a sign-in (core's SESSION_LIFETIME_S; the session cookie too). */
export const TOKEN_TTL_MS = SESSION_LIFETIME_S * 1000;

/** 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** How long a token from a password reset may set a new password without the old one. */
export const PASSWORD_RESET_WINDOW_MS = 15 * 60 * 1000;

/**
 * A new token for the user and the statement that stores its hash. `forPasswordReset` marks a
 * token won by a reset code: it may set a new password without the old one for a while.
 */
export async function tokenStatement(
  d1: D1Database,
  userId: number | string,
  now = new Date(),
  forPasswordReset = false,
) {
  const token = randomToken();
  const insert = statement(
    d1,
    `INSERT INTO user_tokens (user_id, token_hash, expires_at, created_at, password_reset_until) VALUES (${
      typeof userId === "number" ? "?1" : "(SELECT id FROM users WHERE uuid = ?1)"
    }, ?2, ?3, ?4, ?5)`,
    userId,
    await hashToken(token),
    new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
    now.toISOString(),
    forPasswordReset ? new Date(now.getTime() + PASSWORD_RESET_WINDOW_MS).toISOString() : null,
  );
  return { token, statement: insert };
}

/** Revokes a session token, to put in a D1 batch with the sign-out's other statements. */
export async function revokeTokenStatement(d1: D1Database, token: string): Promise<Statement<unknown>> {
  return statement(d1, "DELETE FROM user_tokens WHERE token_hash = ?1", await hashToken(token));
}

/**
 * Which of these token hashes still sign someone in (not signed out, its password not changed,
 * its account not deleted or blocked, not expired): what a live socket opened with a token asks
 * before it sends another frame.
 */
export async function liveTokenHashes(d1: D1Database, hashes: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = new Date().toISOString();
  for (let start = 0; start < hashes.length; start += 90) {
    const chunk = hashes.slice(start, start + 90);
    const results = await statement<{ token_hash: string }>(
      d1,
      `SELECT t.token_hash FROM user_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash IN (${chunk.map((_, i) => `?${i + 2}`).join(", ")}) AND t.expires_at > ?1
         AND u.active = 1 AND u.deleted_at IS NULL`,
      now,
      ...chunk,
    ).all();
    for (const row of results) live.add(row.token_hash);
  }
  return live;
}
