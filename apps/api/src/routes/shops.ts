import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { pageQuery, parseQuery, queryFlag, queryInt, queryNumber } from "../http/validate";
import { findShopId, findShopIds, loadShops } from "../services/shops";

const shopsQuery = pageQuery.extend({
  type: z.enum(["restaurant", "shop"], { message: "The type must be restaurant or shop." }).optional(),
  address: z.object({ latitude: queryNumber("latitude"), longitude: queryNumber("longitude") }).optional(),
  open: queryFlag("open").optional(),
  search: z.string().max(100).optional(),
  take: z.array(queryInt("take")).optional(),
  free_delivery: queryFlag("free delivery").optional(),
  order_by: z
    .enum(["new", "old", "best_sale", "low_sale", "high_rating", "low_rating", "trust_you"], {
      message: "The order by is invalid.",
    })
    .optional(),
});

export const shopRoutes = new Hono<ApiEnv>()
  .get("/rest/shops/paginate", async (c) => {
    const q = parseQuery(c, shopsQuery);
    const ids = await findShopIds(c.env.DB, {
      type: q.type,
      address: q.address,
      open: q.open,
      search: q.search,
      take: q.take,
      freeDelivery: q.free_delivery,
      orderBy: q.order_by,
    });
    const pageIds = ids.slice((q.page - 1) * q.perPage, q.page * q.perPage);
    const shops = await loadShops(c.env.DB, pageIds, c.var);
    return paginated(c, shops, ids.length, q);
  })
  .get("/rest/shops/:id", async (c) => {
    const id = await findShopId(c.env.DB, c.req.param("id"));
    const [shop] = id === null ? [] : await loadShops(c.env.DB, [id], c.var);
    if (!shop) throw notFound("Shop not found");
    return ok(c, shop);
  });
