import { type Statement, statement } from "../db/statements";
import { randomToken } from "./tokens";

/**
 * Invite tokens of group carts: 32 random bytes in base64url, carried by the share link.
 * A join names the cart and presents its token; the comparison takes the same time whatever
 * the token's content, so a caller cannot learn it a character at a time.
 */

async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
}

/** True when `given` is the cart's token; false for a missing token on either side. */
export async function inviteMatches(stored: string | null | undefined, given: string | null | undefined) {
  if (!stored || !given) return false;
  // Equal-length digests, compared without an early exit.
  const [a, b] = await Promise.all([digest(stored), digest(given)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Gives the open group cart a token unless it has one; returns the statement for a batch. */
export function ensureInviteStatement(d1: D1Database, cartId: number): Statement {
  return statement(
    d1,
    "UPDATE carts SET invite_token = COALESCE(invite_token, ?1) WHERE id = ?2",
    randomToken(),
    cartId,
  );
}
