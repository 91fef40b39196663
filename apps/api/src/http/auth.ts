import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type Statement, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { unauthorized } from "./errors";

export interface SignedInUser {
  id: number;
  uuid: string;
  role: string;
}

/** Hex SHA-256 of a token: what `user_tokens.token_hash` stores. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The signed-in user of a token (no row: none), to put in a D1 batch with other statements. */
export async function userForTokenStatement(d1: D1Database, token: string): Promise<Statement<SignedInUser>> {
  return statement<SignedInUser>(
    d1,
    `SELECT u.id, u.uuid, u.role FROM user_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ?1 AND t.expires_at > ?2 AND u.active = 1 AND u.deleted_at IS NULL`,
    await hashToken(token),
    new Date().toISOString(),
  );
}

async function userForToken(d1: D1Database, token: string): Promise<SignedInUser | null> {
  const row = await (await userForTokenStatement(d1, token)).first();
  return row ?? null;
}

/** Sets `user` when a valid bearer token is present; never rejects. */
export const optionalUser = createMiddleware<ApiEnv>(async (c, next) => {
  const token = bearer(c.req.header("Authorization"));
  c.set("user", token ? await userForToken(c.env.DB, token) : null);
  await next();
});

/**
 * The signed-in user of a route behind `requireUser` (every /dashboard route), typed: a route
 * that reaches it without one (mounted outside /dashboard by mistake) answers 401, never runs.
 */
export function currentUser(c: Context<ApiEnv>): SignedInUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

/** 401 ERROR_100 unless a valid bearer token is present (read along with the locale when it was). */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const token = bearer(c.req.header("Authorization"));
  const read = c.get("tokenUser");
  const user = token ? (read && read.token === token ? read.user : await userForToken(c.env.DB, token)) : null;
  if (!user) throw unauthorized();
  c.set("user", user);
  await next();
});
