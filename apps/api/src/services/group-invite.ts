/**
 * Invite tokens of group carts: 32 random bytes in base64url, carried by the share link.
 * A join names the cart and presents its token; the comparison takes the same time whatever
 * the token's content, so a caller cannot learn it a character at a time.
 */

export function newInviteToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

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
export function ensureInviteStatement(d1: D1Database, cartId: number): D1PreparedStatement {
  return d1
    .prepare("UPDATE carts SET invite_token = COALESCE(invite_token, ?1) WHERE id = ?2")
    .bind(newInviteToken(), cartId);
}
