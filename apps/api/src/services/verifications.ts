import { statement } from "../db/statements";
import { hashToken } from "../http/auth";
import { badRequest, notFound } from "../http/errors";

export const MAX_CODE_TRIES = 10;

export type Channel = "phone" | "email";
export type Purpose = "register" | "forgot" | "contact";

export interface Verification {
  id: string;
  channel: Channel;
  target: string;
  purpose: Purpose;
  code_hash: string;
  tries: number;
  expires_at: string;
  verified_at: string | null;
  used_at: string | null;
  user_id: number | null;
}

/** A code of `digits` random digits (uniform: rejection sampling over bytes). */
export function randomDigits(digits = 6): string {
  let out = "";
  while (out.length < digits) {
    for (const byte of crypto.getRandomValues(new Uint8Array(digits))) {
      if (byte < 250 && out.length < digits) out += String(byte % 10);
    }
  }
  return out;
}

/** OTP lifetime from settings `otp_expire_time` (seconds), 90 s when unset. */
export async function otpLifetimeMs(d1: D1Database): Promise<number> {
  const row = await statement<{ value: string }>(
    d1,
    "SELECT value FROM settings WHERE key = 'otp_expire_time'",
  ).first();
  const seconds = Number(row?.value);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 90) * 1000;
}

export async function createVerification(
  d1: D1Database,
  input: { channel: Channel; target: string; purpose: Purpose; code: string; lifetimeMs: number; userId?: number },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await statement(
    d1,
    `INSERT INTO verifications (id, channel, target, purpose, code_hash, expires_at, created_at, user_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    id,
    input.channel,
    input.target,
    input.purpose,
    await hashToken(input.code),
    new Date(now + input.lifetimeMs).toISOString(),
    new Date(now).toISOString(),
    input.userId ?? null,
  ).run();
  return id;
}

const WRONG = () => badRequest("ERROR_201", "Wrong verification code", { verifyCode: ["Wrong verification code"] });
const LOCKED = () => badRequest("ERROR_202", "Too many attempts. Please, request a new code");
const EXPIRED = () => badRequest("ERROR_203", "The verification code has expired");

/**
 * Checks a code and, when right, spends it, in ONE statement: the row changes only while the
 * verification is unused, unexpired and below the try limit, and a wrong code adds one try in
 * that same statement. However many guesses arrive at once, each is counted, at most
 * MAX_CODE_TRIES of them are compared, and a right code after the lock is refused.
 * ERROR_203 when expired or already used, ERROR_202 once 10 wrong codes were tried (the 10th
 * wrong one locks it), ERROR_201 for a wrong code.
 */
export async function checkCode(
  d1: D1Database,
  verification: Pick<Verification, "id"> | null,
  code: string,
): Promise<Verification> {
  if (!verification) throw notFound("Verification not found");
  const now = new Date().toISOString();
  const row = await statement<Verification & { matched: number }>(
    d1,
    `UPDATE verifications SET
         tries = tries + (code_hash <> ?2),
         used_at = CASE WHEN code_hash = ?2 THEN ?3 ELSE used_at END,
         verified_at = CASE WHEN code_hash = ?2 THEN ?3 ELSE verified_at END
       WHERE id = ?1 AND used_at IS NULL AND expires_at > ?3 AND tries < ${MAX_CODE_TRIES}
       RETURNING *, code_hash = ?2 AS matched`,
    verification.id,
    await hashToken(code),
    now,
  ).first();
  if (row?.matched) {
    const { matched: _, ...spent } = row;
    return spent;
  }
  if (row) throw row.tries >= MAX_CODE_TRIES ? LOCKED() : WRONG();
  const current = await statement<{ tries: number }>(
    d1,
    "SELECT tries FROM verifications WHERE id = ?1",
    verification.id,
  ).first();
  if (!current) throw notFound("Verification not found");
  throw current.tries >= MAX_CODE_TRIES ? LOCKED() : EXPIRED();
}

export async function findVerification(d1: D1Database, id: string, channel: Channel, purpose: Purpose) {
  return statement<Verification>(
    d1,
    "SELECT * FROM verifications WHERE id = ?1 AND channel = ?2 AND purpose = ?3",
    id,
    channel,
    purpose,
  ).first();
}

export async function latestVerification(d1: D1Database, target: string, channel: Channel, purpose: Purpose) {
  return statement<Verification>(
    d1,
    "SELECT * FROM verifications WHERE target = ?1 AND channel = ?2 AND purpose = ?3 ORDER BY created_at DESC, rowid DESC LIMIT 1",
    target,
    channel,
    purpose,
  ).first();
}
