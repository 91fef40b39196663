import type { parcelAddressSchema, parcelCreateBody, parcelSchema, transactionSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, statement } from "../db/statements";
import { toMajor } from "../http/money";
import { type ParcelType, presentParcelType } from "./parcel-price";

export interface ParcelRow {
  id: number;
  user_id: number;
  type_id: number;
  status: z.input<typeof parcelSchema>["status"];
  total_price: number;
  km: number;
  currency_id: number | null;
  rate: number;
  phone_from: string;
  username_from: string;
  address_from: string;
  phone_to: string;
  username_to: string;
  address_to: string;
  delivery_date: string;
  delivery_time: string;
  note: string | null;
  description: string | null;
  instruction: string | null;
  notify: number;
  created_at: string;
  updated_at: string;
}

export async function presentParcels(d1: D1Database, rows: ParcelRow[]): Promise<z.input<typeof parcelSchema>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id).join(",");
  const [types, txs] = await batch(d1, [
    statement<ParcelType>(d1, `SELECT * FROM parcel_types WHERE id IN (${rows.map((r) => r.type_id).join(",")})`),
    statement<{
      payable_id: number;
      id: number;
      price: number;
      status: z.input<typeof transactionSchema>["status"];
      created_at: string;
      tag: string;
    }>(
      d1,
      `SELECT t.payable_id, t.id, t.price, t.status, t.created_at, p.tag FROM transactions t JOIN payments p ON p.id = t.payment_id
       WHERE t.payable_type = 'parcel' AND t.payable_id IN (${ids}) ORDER BY t.status = 'paid', t.id`,
    ),
  ]);
  const typeBy = new Map(types.results.map((t) => [t.id, t]));
  const txBy = new Map(txs.results.map((t) => [t.payable_id, t]));
  return rows.map((r) => {
    const type = typeBy.get(r.type_id);
    const tx = txBy.get(r.id);
    return {
      id: r.id,
      status: r.status,
      type: type ? presentParcelType(type, r.rate) : null,
      total_price: toMajor(r.total_price, r.rate),
      km: r.km,
      currency_id: r.currency_id,
      rate: r.rate,
      phone_from: r.phone_from,
      username_from: r.username_from,
      address_from: JSON.parse(r.address_from) as z.input<typeof parcelAddressSchema>,
      phone_to: r.phone_to,
      username_to: r.username_to,
      address_to: JSON.parse(r.address_to) as z.input<typeof parcelAddressSchema>,
      delivery_date: r.delivery_date,
      delivery_time: r.delivery_time,
      note: r.note,
      description: r.description,
      instruction: r.instruction,
      notify: r.notify === 1,
      transaction: tx
        ? {
            id: tx.id,
            price: toMajor(tx.price, r.rate),
            status: tx.status,
            created_at: tx.created_at,
            payment_system: { tag: tx.tag },
          }
        : null,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

/** A customer's own parcel, or null (another customer's is not found). */
export async function findOwnParcel(d1: D1Database, userId: number, id: number) {
  return statement<ParcelRow>(d1, "SELECT * FROM parcel_orders WHERE id = ?1 AND user_id = ?2", id, userId).first();
}

/** A customer's own parcel as `parcel-orders/{id}` shows it (with its transaction); null when not theirs. */
export async function ownParcelShown(d1: D1Database, userId: number, id: number) {
  const row = await findOwnParcel(d1, userId, id);
  return row ? ((await presentParcels(d1, [row]))[0] ?? null) : null;
}

/** An active parcel type, or null. */
export async function findActiveParcelType(d1: D1Database, id: number) {
  return statement<ParcelType>(d1, "SELECT * FROM parcel_types WHERE id = ?1 AND active = 1", id).first();
}

/** A page of the active parcel types and their total, in one round trip. */
export async function pageActiveParcelTypes(d1: D1Database, page: { limit: number; offset: number }) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM parcel_types WHERE active = 1"),
    statement<ParcelType>(
      d1,
      `SELECT * FROM parcel_types WHERE active = 1 ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** Stores a new parcel order priced in minor units of the default currency, like orders; the row. */
export async function insertParcel(
  d1: D1Database,
  userId: number,
  body: z.infer<typeof parcelCreateBody>,
  priced: { typeId: number; price: { minor: number; km: number }; currencyId: number | null; rate: number },
) {
  const now = new Date().toISOString();
  return statement<ParcelRow>(
    d1,
    `INSERT INTO parcel_orders (user_id, type_id, status, total_price, km, currency_id, rate, phone_from, username_from,
        address_from, phone_to, username_to, address_to, delivery_date, delivery_time, note, description, instruction,
        notify, created_at, updated_at)
       VALUES (?1, ?2, 'new', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?19) RETURNING *`,
    userId,
    priced.typeId,
    priced.price.minor,
    priced.price.km,
    priced.currencyId,
    priced.rate,
    body.phone_from,
    body.username_from,
    JSON.stringify(body.address_from),
    body.phone_to,
    body.username_to,
    JSON.stringify(body.address_to),
    body.delivery_date,
    body.delivery_time,
    body.note ?? null,
    body.description ?? null,
    body.instruction ?? null,
    body.notify === true || body.notify === 1 ? 1 : 0,
    now,
  ).first();
}

/** A page of a customer's parcels (of the statuses named, else all) and their total, in one round trip. */
export async function pageUserParcels(
  d1: D1Database,
  userId: number,
  statuses: readonly string[],
  page: { limit: number; offset: number },
) {
  const filter = statuses.length ? `AND status IN (${statuses.map((_, i) => `?${i + 2}`).join(", ")})` : "";
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(
      d1,
      `SELECT COUNT(*) AS n FROM parcel_orders WHERE user_id = ?1 ${filter}`,
      userId,
      ...statuses,
    ),
    statement<ParcelRow>(
      d1,
      `SELECT * FROM parcel_orders WHERE user_id = ?1 ${filter} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      userId,
      ...statuses,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}
