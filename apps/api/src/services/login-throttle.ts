import { clearBucket, countHits, type Limit, releaseHit, tooManyRequests } from "./rate-limit";

/** Sign-in attempts one client may make for one login inside the window. */
export const MAX_FAILED_LOGINS = 5;
/** Sign-in attempts one client address may make inside the window, whatever the logins. */
export const MAX_LOGINS_PER_ADDRESS = 30;
/**
 * Password sign-ins one login may see inside the window, from every client together: what an
 * attacker rotating addresses (or /64 networks) gets at most. Past it only password sign-in for
 * that login waits out the window; codes and resets keep their own limits (ADR 033).
 */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_LOGINS = "Too many login attempts. Please, try again later";
export const ACCOUNT_LOGIN_LOCKED =
  "Too many wrong passwords for this account. Sign in with a code or reset your password, or try again later";

/**
 * The counters a sign-in moves: the client (an IPv6 one by its /64) together with the login (so a
 * client that mistypes, or an attacker, locks out only itself for that login), the client alone
 * with a higher ceiling (one client trying many logins), and the login alone with the highest
 * (many clients trying one login). Without a known client the pair is shared by every such caller.
 */
export function loginLimits(
  clientAddress: string | null,
  login: string,
  userId: number | null = null,
): { pair: Limit; address: Limit | null; account: Limit } {
  const name = login.trim().toLowerCase();
  return {
    pair: { bucket: `login:${clientAddress ?? "unknown"}:${name}`, max: MAX_FAILED_LOGINS },
    address: clientAddress ? { bucket: `login-address:${clientAddress}`, max: MAX_LOGINS_PER_ADDRESS } : null,
    // a user's email and phone share one count; a login nobody holds is counted by its name
    account: {
      bucket: userId === null ? `login-account:${name}` : `login-account:user-${userId}`,
      max: MAX_FAILED_LOGINS_PER_ACCOUNT,
    },
  };
}

/**
 * Counts this attempt before the password is checked (429 once a counter is past its limit), so
 * twenty attempts at once get twenty different counts and only the first five reach the check.
 * An attempt the client's own counters refuse is taken back from the login's count: a client
 * already stopped cannot go on to lock the account for everyone else.
 */
export async function countLoginAttempt(d1: D1Database, limits: ReturnType<typeof loginLimits>) {
  const [account, ...client] = await countHits(
    d1,
    [limits.account, limits.pair, ...(limits.address ? [limits.address] : [])],
    LOGIN_WINDOW_MS,
  );
  if (client.some((limit) => limit.hits > limit.max)) {
    await releaseHit(d1, limits.account.bucket);
    throw tooManyRequests(TOO_MANY_LOGINS);
  }
  if (account && account.hits > account.max) throw tooManyRequests(ACCOUNT_LOGIN_LOCKED);
}

/**
 * A right password: the pair starts again; the attempt is taken back from the client's and the
 * login's counts (the login's is never cleared: one right password does not wipe out a guessing
 * run from elsewhere).
 */
export async function loginSucceeded(d1: D1Database, limits: ReturnType<typeof loginLimits>) {
  await clearBucket(d1, limits.pair.bucket);
  if (limits.address) await releaseHit(d1, limits.address.bucket);
  await releaseHit(d1, limits.account.bucket);
}
