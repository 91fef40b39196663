import { type Context, Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { MAX_LIST, pageQuery, parseQuery, queryFlag, queryInt, queryNumber } from "../http/validate";
import { toMinor } from "../services/products";
import { prefixQuery, rankShops, relaxedQuery, searchTokens } from "../services/search";
import { findShopId, findShopIds, loadShops, type ShopFilter } from "../services/shops";

/** `x[0]=min&x[1]=max`, either end optional (read as a list when both are there). */
const range = (field: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? { 0: value[0], 1: value[1] } : value),
    z.object({ 0: queryNumber(field).optional(), 1: queryNumber(field).optional() }),
  );
const addressQuery = z.object({ latitude: queryNumber("latitude"), longitude: queryNumber("longitude") });

const shopsQuery = pageQuery.extend({
  type: z.enum(["restaurant", "shop"], { message: "The type must be restaurant or shop." }).optional(),
  address: addressQuery.optional(),
  open: queryFlag("open").optional(),
  category_id: queryInt("category id").optional(),
  search: z.string().max(100).optional(),
  take: z.array(queryInt("take")).max(MAX_LIST, `The take may not have more than ${MAX_LIST} items.`).optional(),
  free_delivery: queryFlag("free delivery").optional(),
  deals: queryFlag("deals").optional(),
  has_discount: queryFlag("has discount").optional(),
  prices: range("price").optional(),
  rating: range("rating").optional(),
  order_by: z
    .enum(["new", "old", "best_sale", "low_sale", "high_rating", "low_rating", "trust_you"], {
      message: "The order by is invalid.",
    })
    .optional(),
});

const searchQuery = pageQuery.extend({
  search: z.string({ message: "Required" }).trim().min(1, "Required").max(100),
  address: addressQuery.optional(),
  open: queryFlag("open").optional(),
});

function filterOf(q: z.infer<typeof shopsQuery>, rate: number): ShopFilter {
  return {
    type: q.type,
    address: q.address,
    open: q.open,
    search: q.search,
    take: q.take,
    freeDelivery: q.free_delivery,
    orderBy: q.order_by,
    categoryId: q.category_id,
    deals: q.deals,
    hasDiscount: q.has_discount,
    prices: q.prices ? [toMinor(q.prices[0] ?? 0, rate), toMinor(q.prices[1] ?? 1e9, rate)] : undefined,
    rating: q.rating ? [q.rating[0] ?? 0, q.rating[1] ?? 5] : undefined,
  };
}

async function shopPage(c: Context<ApiEnv>, extra: Partial<ShopFilter>) {
  const q = parseQuery(c, shopsQuery);
  const ids = await findShopIds(c.env.DB, { ...filterOf(q, c.var.rate), ...extra });
  const pageIds = ids.slice((q.page - 1) * q.perPage, q.page * q.perPage);
  const shops = await loadShops(c.env.DB, pageIds, c.var);
  return paginated(c, shops, ids.length, q);
}

export const shopRoutes = new Hono<ApiEnv>()
  .get("/rest/shops/paginate", (c) => shopPage(c, {}))
  .get("/rest/booking/shops/paginate", (c) => shopPage(c, { booking: true }))
  .get("/rest/shops/recommended", async (c) => {
    const q = parseQuery(c, shopsQuery);
    const ids = await findShopIds(c.env.DB, { ...filterOf(q, c.var.rate), recommended: true });
    return ok(c, await loadShops(c.env.DB, ids.slice(0, q.perPage), c.var));
  })
  .get("/rest/shops/search", async (c) => {
    const q = parseQuery(c, searchQuery);
    const d1 = c.env.DB;
    const tokens = searchTokens(q.search);
    const within = q.address ? await findShopIds(d1, { address: q.address }) : undefined;
    const exact = prefixQuery(tokens);
    let ids = exact ? await rankShops(d1, exact, { open: q.open, shopIds: within }) : [];
    const relaxed = ids.length === 0 ? relaxedQuery(tokens) : null;
    if (relaxed) ids = await rankShops(d1, relaxed, { open: q.open, shopIds: within });
    if (q.open) {
      const openToday = new Set(await findShopIds(d1, { open: true }));
      ids = ids.filter((id) => openToday.has(id));
    }
    const shops = await loadShops(d1, ids.slice((q.page - 1) * q.perPage, q.page * q.perPage), c.var);
    return paginated(c, shops, ids.length, q);
  })
  .get("/rest/shops/:id", async (c) => {
    const id = await findShopId(c.env.DB, c.req.param("id"));
    const [shop] = id === null ? [] : await loadShops(c.env.DB, [id], c.var);
    if (!shop) throw notFound("Shop not found");
    return ok(c, shop);
  });
