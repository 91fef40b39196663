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

const recipientLimit = (recipient: string): Limit => ({
  bucket: `code-to:${recipient.trim().toLowerCase()}`,
  max: MAX_CODES_PER_RECIPIENT,
});
const clientLimit = (clientAddress: string, perClient: number): Limit => ({
  bucket: `code-from:${clientAddress}`,
  max: perClient,
});
const codeError = (limit: Limit) =>
  tooManyRequests(limit.bucket.startsWith("code-to:") ? RECIPIENT_MESSAGE : CLIENT_MESSAGE);

/**
 * Counts a code about to be sent, per recipient and per client (when known), and answers 429
 * ERROR_429 once either is past its limit: nobody can flood a phone or mailbox, or fish for codes
 * without end.
 */
export async function assertCodeAllowed(
  d1: D1Database,
  recipient: string,
  clientAddress: string | null,
  perClient = MAX_CODES_PER_CLIENT,
) {
  const limits: Limit[] = [recipientLimit(recipient)];
  if (clientAddress) limits.push(clientLimit(clientAddress, perClient));
  await assertWithinLimits(d1, limits, CODE_WINDOW_MS, codeError);
}

/**
 * The per-client half alone, counted before an account is looked up by a call whose answer tells
 * whether it exists (register's "already taken", a reset request): such answers are limited per
 * client like sign-in (ADR 033). The call then counts only the recipient (`assertRecipientAllowed`).
 */
export async function assertLookupAllowed(
  d1: D1Database,
  clientAddress: string | null,
  perClient = MAX_CODES_PER_CLIENT,
) {
  if (clientAddress) await assertWithinLimits(d1, [clientLimit(clientAddress, perClient)], CODE_WINDOW_MS, codeError);
}

/** The per-recipient half alone, after `assertLookupAllowed`. */
export async function assertRecipientAllowed(d1: D1Database, recipient: string) {
  await assertWithinLimits(d1, [recipientLimit(recipient)], CODE_WINDOW_MS, codeError);
}
