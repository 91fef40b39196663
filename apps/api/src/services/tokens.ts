import { hashToken } from "../http/auth";

/** Access tokens live 30 days. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A new token for the user and the statement that stores its hash. */
export async function tokenStatement(d1: D1Database, userId: number | string, now = new Date()) {
  const token = randomToken();
  const statement = d1
    .prepare(
      `INSERT INTO user_tokens (user_id, token_hash, expires_at, created_at) VALUES (${
        typeof userId === "number" ? "?1" : "(SELECT id FROM users WHERE uuid = ?1)"
      }, ?2, ?3, ?4)`,
    )
    .bind(userId, await hashToken(token), new Date(now.getTime() + TOKEN_TTL_MS).toISOString(), now.toISOString());
  return { token, statement };
}

export async function revokeToken(d1: D1Database, token: string) {
  await d1
    .prepare("DELETE FROM user_tokens WHERE token_hash = ?1")
    .bind(await hashToken(token))
    .run();
}
