import type { addressSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { statement } from "../db/statements";
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
