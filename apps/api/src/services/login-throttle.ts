import { assertWithinLimits, clearBucket, type Limit, releaseHit, tooManyRequests } from "./rate-limit";

/** Sign-in attempts one client may make for one login inside the window. */
export const MAX_FAILED_LOGINS = 5;
/** Sign-in attempts one client address may make inside the window, whatever the logins. */
export const MAX_LOGINS_PER_ADDRESS = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The counters a sign-in moves: the client address together with the login (so a client that
 * mistypes, or an attacker, locks out only itself for that login, never the user everywhere),
 * and the address alone with a higher ceiling (one client trying many logins). Without a known
 * address only the login's counter is kept, shared by every such caller.
 */
export function loginLimits(clientAddress: string | null, login: string): { pair: Limit; address: Limit | null } {
  const name = login.trim().toLowerCase();
  return {
    pair: { bucket: `login:${clientAddress ?? "unknown"}:${name}`, max: MAX_FAILED_LOGINS },
    address: clientAddress ? { bucket: `login-address:${clientAddress}`, max: MAX_LOGINS_PER_ADDRESS } : null,
  };
}

const tooMany = () => tooManyRequests("Too many login attempts. Please, try again later");

/**
 * Counts this attempt before the password is checked (429 once a counter is past its limit), so
 * twenty attempts at once get twenty different counts and only the first five reach the check.
 */
export async function countLoginAttempt(d1: D1Database, limits: ReturnType<typeof loginLimits>) {
  await assertWithinLimits(d1, [limits.pair, ...(limits.address ? [limits.address] : [])], LOGIN_WINDOW_MS, tooMany);
}

/** A right password: the pair starts again; the attempt is taken back from the address's count. */
export async function loginSucceeded(d1: D1Database, limits: ReturnType<typeof loginLimits>) {
  await clearBucket(d1, limits.pair.bucket);
  if (limits.address) await releaseHit(d1, limits.address.bucket);
}
