import type { addressBody, addressSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, statement } from "../db/statements";
import { wireLocation } from "./location";
export interface AddressRow {
  id: number;
  user_id: number;
  title: string | null;
  address: string;
  office: string | null;
  house: string | null;
  floor: string | null;
  latitude: number;
  longitude: number;
  active: number;
  created_at: string;
}

export function presentAddress(row: AddressRow): z.input<typeof addressSchema> {
  return {
    id: row.id,
    title: row.title,
    address: { address: row.address, office: row.office, house: row.house, floor: row.floor },
    location: wireLocation(row.latitude, row.longitude),
    active: row.active === 1,
    created_at: row.created_at,
  };
}
export type Address = ReturnType<typeof presentAddress>;

/** A page of a user's addresses, the active one first. */
export function userAddressesStatement(d1: D1Database, userId: number, limit = 100, offset = 0) {
  return statement<AddressRow>(
    d1,
    "SELECT * FROM user_addresses WHERE user_id = ?1 ORDER BY active DESC, id LIMIT ?2 OFFSET ?3",
    userId,
    limit,
    offset,
  );
}

export async function userAddresses(d1: D1Database, userId: number, limit = 100, offset = 0) {
  return (await userAddressesStatement(d1, userId, limit, offset).all()).map(presentAddress);
}

/** A page of a user's addresses and their total, in one round trip. */
export async function pageUserAddresses(d1: D1Database, userId: number, limit: number, offset: number) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ?1", userId),
    userAddressesStatement(d1, userId, limit, offset),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** The user's own address, or null (another user's address is not found). */
export async function findOwnAddress(d1: D1Database, userId: number, id: number) {
  return statement<AddressRow>(d1, "SELECT * FROM user_addresses WHERE id = ?1 AND user_id = ?2", id, userId).first();
}

/** The user's active address, or null. */
export async function findActiveAddress(d1: D1Database, userId: number) {
  return statement<AddressRow>(
    d1,
    "SELECT * FROM user_addresses WHERE user_id = ?1 AND active = 1 LIMIT 1",
    userId,
  ).first();
}

export async function countUserAddresses(d1: D1Database, userId: number): Promise<number | undefined> {
  const row = await statement<{ n: number }>(
    d1,
    "SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ?1",
    userId,
  ).first();
  return row?.n;
}

/** title, address, office, house, floor, latitude, longitude: the columns a body sets, in order. */
function addressColumns(body: z.infer<typeof addressBody>) {
  return [
    body.title ?? null,
    body.address.address,
    body.address.office ?? null,
    body.address.house ?? null,
    body.address.floor ?? null,
    body.location.latitude,
    body.location.longitude,
  ];
}

/** Makes one address active and every other address of the user inactive (statements for one batch). */
function activateStatements(d1: D1Database, userId: number, id: number) {
  return [
    statement(d1, "UPDATE user_addresses SET active = 0 WHERE user_id = ?1 AND id <> ?2", userId, id),
    statement(d1, "UPDATE user_addresses SET active = 1 WHERE user_id = ?1 AND id = ?2", userId, id),
  ];
}

/** Makes one address the user's only active one, in one batch. */
export async function activateAddress(d1: D1Database, userId: number, id: number): Promise<void> {
  await batch(d1, activateStatements(d1, userId, id));
}

/** Stores a new (inactive) address; its id, or null when nothing was stored. */
export async function insertAddress(d1: D1Database, userId: number, body: z.infer<typeof addressBody>) {
  const row = await statement<{ id: number }>(
    d1,
    `INSERT INTO user_addresses (user_id, title, address, office, house, floor, latitude, longitude, active, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, ?9) RETURNING id`,
    userId,
    ...addressColumns(body),
    new Date().toISOString(),
  ).first();
  return row?.id ?? null;
}

/** Rewrites the user's address from a body and, when it asks, makes it the active one: one batch. */
export async function updateAddress(
  d1: D1Database,
  userId: number,
  id: number,
  body: z.infer<typeof addressBody>,
): Promise<void> {
  await batch(d1, [
    statement(
      d1,
      `UPDATE user_addresses SET title = ?3, address = ?4, office = ?5, house = ?6, floor = ?7, latitude = ?8, longitude = ?9
         WHERE id = ?1 AND user_id = ?2`,
      id,
      userId,
      ...addressColumns(body),
    ),
    ...(body.active ? activateStatements(d1, userId, id) : []),
  ]);
}

/** Deletes those of the ids that are the user's own; the ids deleted. */
export async function deleteOwnAddresses(d1: D1Database, userId: number, ids: readonly number[]): Promise<number[]> {
  const placeholders = ids.map((_, i) => `?${i + 2}`).join(", ");
  const results = await statement<{ id: number }>(
    d1,
    `DELETE FROM user_addresses WHERE user_id = ?1 AND id IN (${placeholders}) RETURNING id`,
    userId,
    ...ids,
  ).all();
  return results.map((r) => r.id);
}
