import { genderCode, type profileSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, type Statement, statement } from "../db/statements";
import { toMajor } from "../http/money";
import { userAddresses } from "./addresses";
import { notificationStatement } from "./notify";
import { randomToken, revokeTokenStatement, tokenStatement } from "./tokens";

export interface UserRow {
  id: number;
  uuid: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  birthday: string | null;
  gender: string | null;
  img: string | null;
  role: string;
  my_referral: string | null;
  referral: string | null;
  currency_id: number | null;
  firebase_token: string | null;
  active: number;
  deleted_at: string | null;
}

/** The profile of the contract: the user, their wallet (in the requested currency) and addresses. */
export async function loadProfile(d1: D1Database, userId: number, rate: number) {
  const [users, wallets] = await batch(d1, [
    statement<UserRow>(d1, "SELECT * FROM users WHERE id = ?1 AND deleted_at IS NULL", userId),
    statement<{ id: number; uuid: string; price: number; symbol: string }>(
      d1,
      `SELECT w.id, w.uuid, w.price, COALESCE(c.symbol, d.symbol) AS symbol FROM wallets w
         LEFT JOIN currencies c ON c.id = w.currency_id
         LEFT JOIN currencies d ON d.is_default = 1 WHERE w.user_id = ?1`,
      userId,
    ),
  ]);
  const user = users.results[0];
  if (!user) return null;
  const wallet = wallets.results[0];
  return {
    id: user.id,
    uuid: user.uuid,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    birthday: user.birthday,
    gender: genderCode(user.gender),
    img: user.img,
    role: user.role,
    my_referral: user.my_referral,
    referral: user.referral,
    currency_id: user.currency_id,
    // this browser's push address, as the user registered it: shown to that user only
    firebase_token: user.firebase_token ?? null,
    wallet: wallet
      ? { id: wallet.id, uuid: wallet.uuid, price: toMajor(wallet.price, rate), symbol: wallet.symbol }
      : null,
    addresses: await userAddresses(d1, user.id),
  } satisfies z.input<typeof profileSchema>;
}
export type Profile = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;

export interface NewUser {
  email?: string | null;
  phone?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  gender?: string | null;
  passwordHash?: string | null;
  referral?: string | null;
  emailVerified?: boolean;
  phoneVerified?: boolean;
}

/** Statements creating a user (by uuid) and their wallet; run them in one batch with the token. */
export function newUserStatements(d1: D1Database, uuid: string, user: NewUser, now = new Date()) {
  const at = now.toISOString();
  return [
    statement(
      d1,
      `INSERT INTO users (uuid, firstname, lastname, email, phone, password_hash, gender, role, my_referral, referral,
          currency_id, email_verified_at, phone_verified_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'user', ?8, ?9,
          (SELECT id FROM currencies WHERE is_default = 1), ?10, ?11, ?12)`,
      uuid,
      user.firstname ?? null,
      user.lastname ?? null,
      user.email ?? null,
      user.phone ?? null,
      user.passwordHash ?? null,
      user.gender ?? null,
      randomToken(6)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "X"),
      user.referral ?? null,
      user.emailVerified ? at : null,
      user.phoneVerified ? at : null,
      at,
    ),
    statement(
      d1,
      `INSERT INTO wallets (uuid, user_id, price, currency_id, created_at)
         VALUES (?1, (SELECT id FROM users WHERE uuid = ?2), 0, (SELECT id FROM currencies WHERE is_default = 1), ?3)`,
      crypto.randomUUID(),
      uuid,
      at,
    ),
  ];
}

export async function userByUuid(d1: D1Database, uuid: string) {
  return statement<UserRow>(d1, "SELECT * FROM users WHERE uuid = ?1", uuid).first();
}

export async function activeUserBy(d1: D1Database, field: "email" | "phone", value: string) {
  return statement<UserRow>(
    d1,
    `SELECT * FROM users WHERE ${field} = ?1 AND deleted_at IS NULL AND active = 1`,
    value,
  ).first();
}

/** A write that goes into the same batch as a sign-in or sign-up (e.g. a social link). */
export type AccountWrite = Statement<unknown>;

/** The account holding a referral code, or null. */
export async function referrerByCode(d1: D1Database, code: string) {
  return statement<{ id: number }>(
    d1,
    "SELECT id FROM users WHERE my_referral = ?1 AND deleted_at IS NULL",
    code,
  ).first();
}

/** A fresh token for the user, stored in one batch after the writes given; the token. */
export async function openSession(
  d1: D1Database,
  userId: number,
  writes: readonly AccountWrite[] = [],
  forPasswordReset = false,
): Promise<string> {
  const { token, statement: store } = await tokenStatement(d1, userId, new Date(), forPasswordReset);
  await batch(d1, [...writes, store]);
  return token;
}

/**
 * Creates the user (by uuid) in one batch with their wallet, the writes given, their token and
 * the referrer's notification; the token.
 */
export async function createUser(
  d1: D1Database,
  uuid: string,
  user: NewUser,
  writes: readonly AccountWrite[],
  referrerId: number | null,
): Promise<string> {
  const { token, statement: store } = await tokenStatement(d1, uuid);
  const notify =
    referrerId !== null
      ? [
          notificationStatement(d1, {
            userId: referrerId,
            type: "new_user_by_referral",
            title: "A friend joined",
            body: `${user.firstname ?? "Someone"} joined Tiffin with your referral code.`,
            data: { id: referrerId, type: "referral" },
          }),
        ]
      : [];
  await batch(d1, [...newUserStatements(d1, uuid, user), ...writes, store, ...notify]);
  return token;
}

/** Marks the phone verified (once): a write for the sign-in's batch. */
export function phoneVerifiedWrite(d1: D1Database, userId: number): AccountWrite {
  return statement(
    d1,
    "UPDATE users SET phone_verified_at = COALESCE(phone_verified_at, ?2) WHERE id = ?1",
    userId,
    new Date().toISOString(),
  );
}

/** Verifies a sign-up email link by its code's hash, in one conditional statement; the email, or null. */
export async function verifyEmailLink(d1: D1Database, codeHash: string): Promise<string | null> {
  const now = new Date().toISOString();
  const row = await statement<{ target: string }>(
    d1,
    `UPDATE verifications SET verified_at = ?2 WHERE code_hash = ?1 AND channel = 'email' AND purpose = 'register'
       AND used_at IS NULL AND expires_at > ?2 RETURNING target`,
    codeHash,
    now,
  ).first();
  return row?.target ?? null;
}

/** The latest unused sign-up verification of the email verified since then, or null. */
export async function verifiedSignUpEmail(d1: D1Database, email: string, since: string) {
  return statement<{ id: string }>(
    d1,
    `SELECT id FROM verifications WHERE target = ?1 AND channel = 'email' AND purpose = 'register'
       AND verified_at IS NOT NULL AND used_at IS NULL AND verified_at > ?2 ORDER BY verified_at DESC LIMIT 1`,
    email,
    since,
  ).first();
}

/** Spends a verification: a write for the sign-up's batch. */
export function verificationUsedWrite(d1: D1Database, id: string): AccountWrite {
  return statement(d1, "UPDATE verifications SET used_at = ?2 WHERE id = ?1", id, new Date().toISOString());
}

/** Links a provider's identity to an account unless it already is: a write for the sign-in's batch. */
export function socialLinkWrite(d1: D1Database, provider: string, uid: string, userId: number): AccountWrite {
  return statement(
    d1,
    "INSERT OR IGNORE INTO user_socials (provider, provider_uid, user_id, created_at) VALUES (?1, ?2, ?3, ?4)",
    provider,
    uid,
    userId,
    new Date().toISOString(),
  );
}

/**
 * Links a provider's identity to the account being created (by uuid), without OR IGNORE: when
 * requests for one new identity race, the UNIQUE on the link refuses all but one batch whole.
 */
export function newSocialLinkWrite(d1: D1Database, provider: string, uid: string, uuid: string): AccountWrite {
  return statement(
    d1,
    `INSERT INTO user_socials (provider, provider_uid, user_id, created_at)
       VALUES (?1, ?2, (SELECT id FROM users WHERE uuid = ?3), ?4)`,
    provider,
    uid,
    uuid,
    new Date().toISOString(),
  );
}

/** The live account a provider's identity is linked to, or null. */
export async function linkedAccount(d1: D1Database, provider: string, uid: string) {
  return statement<{ id: number }>(
    d1,
    `SELECT u.id FROM user_socials s JOIN users u ON u.id = s.user_id
       WHERE s.provider = ?1 AND s.provider_uid = ?2 AND u.deleted_at IS NULL`,
    provider,
    uid,
  ).first();
}

/** Whether any account (switched off or not) holds the email. */
export async function emailHeld(d1: D1Database, email: string): Promise<boolean> {
  return (await statement(d1, "SELECT 1 FROM users WHERE email = ?1", email).first()) !== null;
}

/** Revokes the token and stops the user's pushes to this browser, in one batch. */
export async function signOut(d1: D1Database, token: string, userId: number): Promise<void> {
  await batch(d1, [
    await revokeTokenStatement(d1, token),
    // The browser signing out stops receiving this customer's pushes (one token per customer).
    statement(d1, "UPDATE users SET firebase_token = NULL WHERE id = ?1", userId),
  ]);
}
