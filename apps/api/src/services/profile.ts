import { batch, type Param, statement } from "../db/statements";

/** The user's profile photo path, or null. */
export async function userPhoto(d1: D1Database, userId: number): Promise<string | null> {
  const row = await statement<{ img: string | null }>(d1, "SELECT img FROM users WHERE id = ?1", userId).first();
  return row?.img ?? null;
}

export async function setUserPhoto(d1: D1Database, userId: number, path: string): Promise<void> {
  await statement(d1, "UPDATE users SET img = ?2 WHERE id = ?1", userId, path).run();
}

/** The user's current email and phone, or null. */
export async function userContact(d1: D1Database, userId: number) {
  return statement<{ email: string | null; phone: string | null }>(
    d1,
    "SELECT email, phone FROM users WHERE id = ?1",
    userId,
  ).first();
}

/** The profile columns a profile update may set; an undefined one is left as it is. */
export interface ProfileFields {
  firstname?: string | null;
  lastname?: string | null;
  birthday?: string | null;
  gender?: Param;
  img?: string;
}

/** Sets the profile columns that are given, in one statement (nothing when none is). */
export async function updateProfileFields(d1: D1Database, userId: number, fields: ProfileFields): Promise<void> {
  const set = Object.entries(fields).filter(([, v]) => v !== undefined) as [keyof ProfileFields, Param | undefined][];
  if (set.length === 0) return;
  await statement(
    d1,
    `UPDATE users SET ${set.map(([k], i) => `${k} = ?${i + 2}`).join(", ")} WHERE id = ?1`,
    userId,
    ...set.map(([, v]) => v ?? null),
  ).run();
}

/** The user's password hash and whether this token was just won by a reset code (it may then set one). */
export async function passwordState(d1: D1Database, userId: number, tokenHash: string) {
  return statement<{ password_hash: string | null; resetting: number | null }>(
    d1,
    `SELECT u.password_hash, t.password_reset_until > ?3 AS resetting FROM users u
       LEFT JOIN user_tokens t ON t.user_id = u.id AND t.token_hash = ?2 WHERE u.id = ?1`,
    userId,
    tokenHash,
    new Date().toISOString(),
  ).first();
}

/** The new password, every other session signed out and this one's reset spent, in one batch. */
export async function setPassword(d1: D1Database, userId: number, tokenHash: string, passwordHash: string) {
  await batch(d1, [
    statement(d1, "UPDATE users SET password_hash = ?2 WHERE id = ?1", userId, passwordHash),
    statement(d1, "DELETE FROM user_tokens WHERE user_id = ?1 AND token_hash <> ?2", userId, tokenHash),
    statement(d1, "UPDATE user_tokens SET password_reset_until = NULL WHERE token_hash = ?1", tokenHash),
  ]);
}

/** Gives the push token to this user and takes it from any other, in one batch. */
export async function claimPushToken(d1: D1Database, userId: number, token: string): Promise<void> {
  await batch(d1, [
    statement(d1, "UPDATE users SET firebase_token = NULL WHERE firebase_token = ?2 AND id <> ?1", userId, token),
    statement(d1, "UPDATE users SET firebase_token = ?2 WHERE id = ?1", userId, token),
  ]);
}

/** Erases the account's personal data and revokes every token, in one batch; the row stays for its orders. */
export async function eraseAccount(d1: D1Database, userId: number): Promise<void> {
  await batch(d1, [
    statement(
      d1,
      `UPDATE users SET deleted_at = ?2, active = 0, email = NULL, phone = NULL, password_hash = NULL,
         firebase_token = NULL, firstname = NULL, lastname = NULL, birthday = NULL, img = NULL, gender = NULL,
         my_referral = NULL, referral = NULL, email_verified_at = NULL, phone_verified_at = NULL WHERE id = ?1`,
      userId,
      new Date().toISOString(),
    ),
    // orders stay for accounting, without the contact details they were placed with
    statement(d1, "UPDATE orders SET phone = NULL, username = NULL WHERE user_id = ?1", userId),
    statement(d1, "DELETE FROM liked_shops WHERE user_id = ?1", userId),
    statement(d1, "DELETE FROM user_tokens WHERE user_id = ?1", userId),
    statement(d1, "DELETE FROM user_addresses WHERE user_id = ?1", userId),
    statement(d1, "DELETE FROM user_socials WHERE user_id = ?1", userId),
  ]);
}
