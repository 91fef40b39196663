import { assertWithinLimits, type Limit, tooManyRequests } from "./rate-limit";

/** Codes (SMS or email) one recipient may be sent inside the window. */
export const MAX_CODES_PER_RECIPIENT = 5;
/** Code requests one client address may make inside the window, whatever the recipients. */
export const MAX_CODES_PER_CLIENT = 50;
export const CODE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The per-client ceiling for this deployment: `CODE_REQUESTS_PER_CLIENT` when set to a positive
 * whole number (an operator behind a large shared address, or the journeys, all from 127.0.0.1),
 * else MAX_CODES_PER_CLIENT. The per-recipient limit is never raised.
 */
export function codeRequestsPerClient(env: { CODE_REQUESTS_PER_CLIENT?: string }): number {
  const configured = Number(env.CODE_REQUESTS_PER_CLIENT);
  return Number.isInteger(configured) && configured > 0 ? configured : MAX_CODES_PER_CLIENT;
}

const RECIPIENT_MESSAGE = "Too many codes were sent to this recipient. Please, try again later";
const CLIENT_MESSAGE = "Too many code requests. Please, try again later";

/**
 * Counts a code about to be sent, per recipient and per client address (when known), and
 * answers 429 ERROR_429 once either is past its limit: nobody can flood a phone or mailbox, or
 * fish for codes without end.
 */
export async function assertCodeAllowed(
  d1: D1Database,
  recipient: string,
  clientAddress: string | null,
  perClient = MAX_CODES_PER_CLIENT,
) {
  const limits: Limit[] = [{ bucket: `code-to:${recipient.trim().toLowerCase()}`, max: MAX_CODES_PER_RECIPIENT }];
  if (clientAddress) limits.push({ bucket: `code-from:${clientAddress}`, max: perClient });
  await assertWithinLimits(d1, limits, CODE_WINDOW_MS, (limit) =>
    tooManyRequests(limit.bucket.startsWith("code-to:") ? RECIPIENT_MESSAGE : CLIENT_MESSAGE),
  );
}
