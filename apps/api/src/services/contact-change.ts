import { statement } from "../db/statements";
import type { ApiBindings } from "../env";
import { badRequest } from "../http/errors";
import { assertCodeAllowed, codeRequestsPerClient } from "./code-limits";
import { messageSender } from "./messages";
import { type Channel, checkCode, createVerification, randomDigits } from "./verifications";

/** How long the code confirming a new email or phone stays valid. */
export const CONTACT_CODE_LIFETIME_MS = 15 * 60 * 1000;

const COLUMN = { email: "email", phone: "phone" } as const;

export const contactTaken = (channel: Channel) => {
  const field = COLUMN[channel];
  const message = `The ${field} has already been taken`;
  return badRequest("ERROR_400", message, { [field]: [message] });
};

/** Whether another user holds this email or phone. */
export async function takenByOther(d1: D1Database, userId: number, channel: Channel, value: string) {
  const row = await statement(
    d1,
    `SELECT 1 FROM users WHERE ${COLUMN[channel]} = ?2 AND id <> ?1`,
    userId,
    value,
  ).first();
  return row !== null;
}

/**
 * Sends a 6-digit code to the new address (rate-limited per recipient and client). The user's
 * email or phone stays as it is until `confirmContact` is given the code.
 */
export async function startContactChange(
  env: ApiBindings,
  clientAddress: string | null,
  userId: number,
  channel: Channel,
  target: string,
) {
  const d1 = env.DB;
  await assertCodeAllowed(d1, target, clientAddress, codeRequestsPerClient(env));
  // the sender is chosen first: without one, no code is stored that could never arrive
  const sender = messageSender(env, channel === "email" ? "email" : "sms");
  const code = randomDigits(6);
  await createVerification(d1, {
    channel,
    target,
    purpose: "contact",
    code,
    lifetimeMs: CONTACT_CODE_LIFETIME_MS,
    userId,
  });
  await sender.send(
    channel === "email"
      ? {
          channel: "email",
          to: target,
          subject: "Confirm your new email",
          body: `Your Tiffin code to confirm this email is ${code}. It is valid for 15 minutes.`,
        }
      : { channel: "sms", to: target, body: `Your Tiffin code is ${code}` },
  );
}

/**
 * Checks the code sent to the user's latest pending address of that channel and, when right,
 * makes it the user's (verified now). Another user's address is refused, also when it was
 * taken after the code was sent.
 */
export async function confirmContact(d1: D1Database, userId: number, channel: Channel, target: string, code: string) {
  const pending = await statement<{ id: string }>(
    d1,
    `SELECT id FROM verifications WHERE user_id = ?1 AND purpose = 'contact' AND channel = ?2 AND target = ?3
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    userId,
    channel,
    target,
  ).first();
  await checkCode(d1, pending, code);
  const column = COLUMN[channel];
  try {
    const changed = await statement(
      d1,
      `UPDATE users SET ${column} = ?2, ${column}_verified_at = ?3 WHERE id = ?1
         AND NOT EXISTS (SELECT 1 FROM users o WHERE o.${column} = ?2 AND o.id <> ?1) RETURNING id`,
      userId,
      target,
      new Date().toISOString(),
    ).first();
    if (!changed) throw contactTaken(channel);
  } catch (error) {
    if (error instanceof Error && /UNIQUE/i.test(error.message)) throw contactTaken(channel);
    throw error;
  }
}
