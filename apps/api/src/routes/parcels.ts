import { pageQuery, parcelCreateBody, parcelPriceQuery, parcelsPageQuery, statusChangeQuery } from "@tiffin/api-client";
import { type Context, Hono } from "hono";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { rateFor } from "../services/currency-rate";
import { cancelPayable, statusCannotChange } from "../services/order-cancel";
import { parcelPrice, presentParcelType } from "../services/parcel-price";
import {
  findActiveParcelType,
  findOwnParcel,
  insertParcel,
  pageActiveParcelTypes,
  pageUserParcels,
  presentParcels,
} from "../services/parcels";
import { flagOn, readSettings } from "../services/setting-flags";
import { today } from "../services/shop-rules";

async function requireParcels(d1: D1Database) {
  const { active_parcel } = await readSettings(d1, ["active_parcel"]);
  if (!flagOn(active_parcel)) throw badRequest("ERROR_400", "Parcel delivery is turned off");
}

async function parcelType(d1: D1Database, id: number) {
  const type = await findActiveParcelType(d1, id);
  if (!type) throw notFound("Parcel type not found");
  return type;
}

const outOfRange = () => badRequest("ERROR_433", "The distance is beyond this parcel type's range");

async function ownParcel(c: Context<ApiEnv>, id: number) {
  const row = await findOwnParcel(c.env.DB, currentUser(c).id, id);
  if (!row) throw notFound("Parcel not found");
  return row;
}

export const parcelRoutes = new Hono<ApiEnv>()
  .get("/rest/parcel-order/types", async (c) => {
    const q = parseQuery(c, pageQuery);
    const d1 = c.env.DB;
    await requireParcels(d1);
    const { total, rows } = await pageActiveParcelTypes(d1, { limit: q.perPage, offset: (q.page - 1) * q.perPage });
    const data = rows.map((t) => presentParcelType(t, c.var.rate));
    return paginated(c, data, total, q);
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
    const row = await insertParcel(d1, currentUser(c).id, body, {
      typeId: type.id,
      price,
      currencyId: currency.currencyId,
      rate: currency.rate,
    });
    const [parcel] = await presentParcels(d1, row ? [row] : []);
    return ok(c, parcel, "Parcel created");
  })
  .get("/dashboard/user/parcel-orders", async (c) => {
    const q = parseQuery(c, parcelsPageQuery);
    const wanted = q.statuses ?? (q.status ? [q.status] : []);
    const d1 = c.env.DB;
    const { total, rows } = await pageUserParcels(d1, currentUser(c).id, wanted, {
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    const data = await presentParcels(d1, rows);
    return paginated(c, data, total, q);
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
