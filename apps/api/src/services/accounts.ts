import { genderCode, type profileSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, statement } from "../db/statements";
import { toMajor } from "../http/money";
import { userAddresses } from "./addresses";
import { randomToken } from "./tokens";

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
