import { addressBody, addressDeleteQuery, addressesPageQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import {
  activateAddress,
  countUserAddresses,
  deleteOwnAddresses,
  findActiveAddress,
  findOwnAddress,
  insertAddress,
  pageUserAddresses,
  presentAddress,
  updateAddress,
} from "../services/addresses";

const idParam = z.string().regex(/^\d+$/).transform(Number);

async function ownAddress(d1: D1Database, userId: number, raw: string) {
  const id = idParam.safeParse(raw);
  const row = id.success ? await findOwnAddress(d1, userId, id.data) : null;
  if (!row) throw notFound("Address not found");
  return row;
}

export const addressRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/addresses", async (c) => {
    const q = parseQuery(c, addressesPageQuery);
    const userId = currentUser(c).id;
    // The page and its total in one round trip: every signed-in page's header asks for them.
    const { total, rows } = await pageUserAddresses(c.env.DB, userId, q.perPage, (q.page - 1) * q.perPage);
    return paginated(c, rows.map(presentAddress), total, q);
  })
  .post("/dashboard/user/addresses", async (c) => {
    const body = await parseBody(c, addressBody);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const id = await insertAddress(d1, userId, body);
    if (id === null) throw badRequest("ERROR_501", "The address could not be saved");
    if (body.active || (await countUserAddresses(d1, userId)) === 1) await activateAddress(d1, userId, id);
    return ok(c, presentAddress(await ownAddress(d1, userId, String(id))), "Address created");
  })
  .put("/dashboard/user/addresses/:id", async (c) => {
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const current = await ownAddress(d1, userId, c.req.param("id"));
    const body = await parseBody(c, addressBody);
    await updateAddress(d1, userId, current.id, body);
    return ok(c, presentAddress(await ownAddress(d1, userId, String(current.id))), "Address updated");
  })
  .post("/dashboard/user/address/set-active/:id", async (c) => {
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const current = await ownAddress(d1, userId, c.req.param("id"));
    await activateAddress(d1, userId, current.id);
    return ok(c, presentAddress({ ...current, active: 1 }), "Address is active");
  })
  .get("/dashboard/user/address/get-active", async (c) => {
    const row = await findActiveAddress(c.env.DB, currentUser(c).id);
    if (!row) throw notFound("Address not found");
    return ok(c, presentAddress(row));
  })
  .delete("/dashboard/user/addresses/delete", async (c) => {
    const { ids } = parseQuery(c, addressDeleteQuery);
    const deleted = await deleteOwnAddresses(c.env.DB, currentUser(c).id, ids);
    if (deleted.length === 0) throw notFound("Address not found");
    return ok(c, { deleted }, "Addresses deleted");
  });
