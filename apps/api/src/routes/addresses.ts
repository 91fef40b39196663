import { addressBody, addressDeleteQuery, addressesPageQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import { z } from "zod";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { type AddressRow, presentAddress, userAddressesStatement } from "../services/addresses";

const idParam = z.string().regex(/^\d+$/).transform(Number);

async function ownAddress(d1: D1Database, userId: number, raw: string) {
  const id = idParam.safeParse(raw);
  const row = id.success
    ? await statement<AddressRow>(
        d1,
        "SELECT * FROM user_addresses WHERE id = ?1 AND user_id = ?2",
        id.data,
        userId,
      ).first()
    : null;
  if (!row) throw notFound("Address not found");
  return row;
}

/** Makes one address active and every other address of the user inactive, in one batch. */
function activate(d1: D1Database, userId: number, id: number) {
  return [
    statement(d1, "UPDATE user_addresses SET active = 0 WHERE user_id = ?1 AND id <> ?2", userId, id),
    statement(d1, "UPDATE user_addresses SET active = 1 WHERE user_id = ?1 AND id = ?2", userId, id),
  ];
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

export const addressRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/addresses", async (c) => {
    const q = parseQuery(c, addressesPageQuery);
    const userId = currentUser(c).id;
    // The page and its total in one round trip: every signed-in page's header asks for them.
    const [count, rows] = await batch(c.env.DB, [
      statement<{ n: number }>(c.env.DB, "SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ?1", userId),
      userAddressesStatement(c.env.DB, userId, q.perPage, (q.page - 1) * q.perPage),
    ]);
    return paginated(c, rows.results.map(presentAddress), count.results[0]?.n ?? 0, q);
  })
  .post("/dashboard/user/addresses", async (c) => {
    const body = await parseBody(c, addressBody);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const row = await statement<{ id: number }>(
      d1,
      `INSERT INTO user_addresses (user_id, title, address, office, house, floor, latitude, longitude, active, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, ?9) RETURNING id`,
      userId,
      ...addressColumns(body),
      new Date().toISOString(),
    ).first();
    if (!row) throw badRequest("ERROR_501", "The address could not be saved");
    const id = row.id;
    const first = await statement<{ n: number }>(
      d1,
      "SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ?1",
      userId,
    ).first();
    if (body.active || first?.n === 1) await batch(d1, activate(d1, userId, id));
    return ok(c, presentAddress(await ownAddress(d1, userId, String(id))), "Address created");
  })
  .put("/dashboard/user/addresses/:id", async (c) => {
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const current = await ownAddress(d1, userId, c.req.param("id"));
    const body = await parseBody(c, addressBody);
    await batch(d1, [
      statement(
        d1,
        `UPDATE user_addresses SET title = ?3, address = ?4, office = ?5, house = ?6, floor = ?7, latitude = ?8, longitude = ?9
           WHERE id = ?1 AND user_id = ?2`,
        current.id,
        userId,
        ...addressColumns(body),
      ),
      ...(body.active ? activate(d1, userId, current.id) : []),
    ]);
    return ok(c, presentAddress(await ownAddress(d1, userId, String(current.id))), "Address updated");
  })
  .post("/dashboard/user/address/set-active/:id", async (c) => {
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const current = await ownAddress(d1, userId, c.req.param("id"));
    await batch(d1, activate(d1, userId, current.id));
    return ok(c, presentAddress({ ...current, active: 1 }), "Address is active");
  })
  .get("/dashboard/user/address/get-active", async (c) => {
    const row = await statement<AddressRow>(
      c.env.DB,
      "SELECT * FROM user_addresses WHERE user_id = ?1 AND active = 1 LIMIT 1",
      currentUser(c).id,
    ).first();
    if (!row) throw notFound("Address not found");
    return ok(c, presentAddress(row));
  })
  .delete("/dashboard/user/addresses/delete", async (c) => {
    const { ids } = parseQuery(c, addressDeleteQuery);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const placeholders = ids.map((_, i) => `?${i + 2}`).join(", ");
    const results = await statement<{ id: number }>(
      d1,
      `DELETE FROM user_addresses WHERE user_id = ?1 AND id IN (${placeholders}) RETURNING id`,
      userId,
      ...ids,
    ).all();
    if (results.length === 0) throw notFound("Address not found");
    return ok(c, { deleted: results.map((r) => r.id) }, "Addresses deleted");
  });
