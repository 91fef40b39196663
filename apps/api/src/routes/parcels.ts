import type { parcelAddressSchema, parcelSchema, transactionSchema } from "@tiffin/api-client";
import { pageQuery, parcelCreateBody, parcelPriceQuery, statusChangeQuery } from "@tiffin/api-client";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { rateFor } from "../services/currency-rate";
import { cancelPayable, statusCannotChange } from "../services/order-cancel";
import { type ParcelType, parcelPrice, presentParcelType } from "../services/parcel-price";
import { flagOn, readSettings } from "../services/setting-flags";
import { today } from "../services/shop-rules";

async function requireParcels(d1: D1Database) {
  const { active_parcel } = await readSettings(d1, ["active_parcel"]);
  if (!flagOn(active_parcel)) throw badRequest("ERROR_400", "Parcel delivery is turned off");
}

async function parcelType(d1: D1Database, id: number) {
  const type = await statement<ParcelType>(d1, "SELECT * FROM parcel_types WHERE id = ?1 AND active = 1", id).first();
  if (!type) throw notFound("Parcel type not found");
  return type;
}

const outOfRange = () => badRequest("ERROR_433", "The distance is beyond this parcel type's range");

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

async function ownParcel(c: Context<ApiEnv>, id: number) {
  const row = await statement<ParcelRow>(
    c.env.DB,
    "SELECT * FROM parcel_orders WHERE id = ?1 AND user_id = ?2",
    id,
    currentUser(c).id,
  ).first();
  if (!row) throw notFound("Parcel not found");
  return row;
}

/** A customer's own parcel as `parcel-orders/{id}` shows it (with its transaction); null when not theirs. */
export async function ownParcelShown(d1: D1Database, userId: number, id: number) {
  const row = await statement<ParcelRow>(
    d1,
    "SELECT * FROM parcel_orders WHERE id = ?1 AND user_id = ?2",
    id,
    userId,
  ).first();
  return row ? ((await presentParcels(d1, [row]))[0] ?? null) : null;
}

export const parcelRoutes = new Hono<ApiEnv>()
  .get("/rest/parcel-order/types", async (c) => {
    const q = parseQuery(c, pageQuery);
    const d1 = c.env.DB;
    await requireParcels(d1);
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM parcel_types WHERE active = 1"),
      statement<ParcelType>(
        d1,
        `SELECT * FROM parcel_types WHERE active = 1 ORDER BY id LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      ),
    ]);
    const data = rows.results.map((t) => presentParcelType(t, c.var.rate));
    return paginated(c, data, count.results[0]?.n ?? 0, q);
  })
  .get("/rest/parcel-order/calculate-price", async (c) => {
    const q = parseQuery(c, parcelPriceQuery);
    await requireParcels(c.env.DB);
    const type = await parcelType(c.env.DB, q.type_id);
    const price = parcelPrice(type, q.address_from, q.address_to, c.var.rate);
    if (!price) throw outOfRange();
    return ok(c, { price: price.minor / 100, km: price.km });
  })
  .post("/dashboard/user/parcel-orders", async (c) => {
    const body = await parseBody(c, parcelCreateBody);
    const d1 = c.env.DB;
    await requireParcels(d1);
    if (body.delivery_date < today()) {
      throw badRequest("ERROR_400", "The delivery date is in the past", { delivery_date: ["Choose today or later."] });
    }
    const type = await parcelType(d1, body.type_id);
    const currency = await rateFor(d1, body.currency_id, c.var.rate);
    // Stored in minor units of the default currency, like orders.
    const price = parcelPrice(type, body.address_from, body.address_to, 1);
    if (!price) throw outOfRange();
    const now = new Date().toISOString();
    const row = await statement<ParcelRow>(
      d1,
      `INSERT INTO parcel_orders (user_id, type_id, status, total_price, km, currency_id, rate, phone_from, username_from,
          address_from, phone_to, username_to, address_to, delivery_date, delivery_time, note, description, instruction,
          notify, created_at, updated_at)
         VALUES (?1, ?2, 'new', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?19) RETURNING *`,
      currentUser(c).id,
      type.id,
      price.minor,
      price.km,
      currency.currencyId,
      currency.rate,
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
    const [parcel] = await presentParcels(d1, row ? [row] : []);
    return ok(c, parcel, "Parcel created");
  })
  .get("/dashboard/user/parcel-orders", async (c) => {
    const q = parseQuery(c, pageQuery);
    const d1 = c.env.DB;
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM parcel_orders WHERE user_id = ?1", currentUser(c).id),
      statement<ParcelRow>(
        d1,
        `SELECT * FROM parcel_orders WHERE user_id = ?1 ORDER BY id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
        currentUser(c).id,
      ),
    ]);
    const data = await presentParcels(d1, rows.results);
    return paginated(c, data, count.results[0]?.n ?? 0, q);
  })
  .get("/dashboard/user/parcel-orders/:id{[0-9]+}", async (c) => {
    const [parcel] = await presentParcels(c.env.DB, [await ownParcel(c, Number(c.req.param("id")))]);
    return ok(c, parcel);
  })
  .post("/dashboard/user/parcel-orders/:id{[0-9]+}/status/change", async (c) => {
    const { status } = parseQuery(c, statusChangeQuery);
    const row = await ownParcel(c, Number(c.req.param("id")));
    if (status !== "canceled") throw statusCannotChange();
    await cancelPayable(
      c.env,
      new URL(c.req.url).origin,
      currentUser(c).id,
      { type: "parcel", id: row.id },
      c.var.devTools,
    );
    const [parcel] = await presentParcels(c.env.DB, [await ownParcel(c, row.id)]);
    return ok(c, parcel, "Parcel canceled");
  });
