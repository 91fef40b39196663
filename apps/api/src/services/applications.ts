import { statement } from "../db/statements";

export type ApplicationTable = "seller_applications" | "driver_applications";

/** Stores a pending application; null when the user already has one of this kind. */
export async function insertApplication(d1: D1Database, table: ApplicationTable, userId: number, payload: unknown) {
  return statement<{ id: number; status: string; created_at: string }>(
    d1,
    `INSERT INTO ${table} (user_id, payload, status, created_at) VALUES (?1, ?2, 'pending', ?3)
     ON CONFLICT DO NOTHING RETURNING id, status, created_at`,
    userId,
    JSON.stringify(payload),
    new Date().toISOString(),
  ).first();
}
