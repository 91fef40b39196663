import { env } from "cloudflare:test";
import { hashToken } from "../../src/http/auth";
import { hashPassword } from "../../src/services/passwords";

export interface TestUser {
  id: number;
  uuid: string;
  token: string;
  walletId: number;
  firstname: string;
  email: string;
  /** Authorization header for this user. */
  auth: { Authorization: string };
}

/**
 * Inserts a user with a wallet and an access token straight into D1, so tests do not depend
 * on the sign-in routes. `wallet` is the starting balance in minor units.
 */
export async function createUser(
  options: { firstname?: string; wallet?: number; withWallet?: boolean; password?: string; phone?: string } = {},
) {
  const uuid = crypto.randomUUID();
  const token = `test-${crypto.randomUUID()}`;
  const firstname = options.firstname ?? "Tess";
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const user = await env.DB.prepare(
    `INSERT INTO users (uuid, firstname, lastname, email, phone, password_hash, role, created_at)
     VALUES (?1, ?2, 'Tester', ?3, ?4, ?5, 'user', ?6) RETURNING id`,
  )
    .bind(
      uuid,
      firstname,
      `${uuid}@tiffin.test`,
      options.phone ?? null,
      options.password ? await hashPassword(options.password) : null,
      now,
    )
    .first<{ id: number }>();
  if (!user) throw new Error("user insert failed");
  await env.DB.prepare("INSERT INTO user_tokens (user_id, token_hash, expires_at, created_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(user.id, await hashToken(token), expires, now)
    .run();
  let walletId = 0;
  if (options.withWallet !== false) {
    const wallet = await env.DB.prepare(
      "INSERT INTO wallets (uuid, user_id, price, currency_id, created_at) VALUES (?1, ?2, ?3, 1, ?4) RETURNING id",
    )
      .bind(crypto.randomUUID(), user.id, options.wallet ?? 0, now)
      .first<{ id: number }>();
    walletId = wallet?.id ?? 0;
  }
  return {
    id: user.id,
    uuid,
    token,
    walletId,
    firstname,
    email: `${uuid}@tiffin.test`,
    auth: { Authorization: `Bearer ${token}` },
  } satisfies TestUser;
}

/** A user with the manager role: staff who answer chats for shops and support. */
export async function createStaffUser(): Promise<TestUser> {
  const user = await createUser({ firstname: "Staff" });
  await env.DB.prepare("UPDATE users SET role = 'manager' WHERE id = ?1").bind(user.id).run();
  return user;
}

export async function walletBalance(userId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT price FROM wallets WHERE user_id = ?1")
    .bind(userId)
    .first<{ price: number }>();
  return row?.price ?? 0;
}

/** Row count of a table, optionally filtered (for "nothing was written" checks). */
export async function countRows(table: string, where = "1", ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A manager who runs the given shops (shop_staff rows, docs/decisions/032). */
export async function createShopManager(shopIds: number[]): Promise<TestUser> {
  const user = await createStaffUser();
  for (const shopId of new Set(shopIds)) {
    await env.DB.prepare("INSERT INTO shop_staff (shop_id, user_id, role, created_at) VALUES (?1, ?2, 'manager', ?3)")
      .bind(shopId, user.id, new Date().toISOString())
      .run();
  }
  return user;
}

/** An admin: runs every shop and the parcels. */
export async function createAdminUser(): Promise<TestUser> {
  const user = await createUser({ firstname: "Admin" });
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?1").bind(user.id).run();
  return user;
}
