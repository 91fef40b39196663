import { shopSearchQuery, shopsPageQuery } from "@tiffin/api-client";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { ApiEnv } from "../env";
import { notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseQuery } from "../http/validate";
import { toMinor } from "../services/products";
import { prefixQuery, rankShops, relaxedQuery, searchTokens } from "../services/search";
import { findShopIds, findShopPage, loadShops, type ShopFilter } from "../services/shops";
import { forApprovedShop } from "./approved-shop";

function filterOf(q: z.infer<typeof shopsPageQuery>, rate: number): ShopFilter {
  return {
    // With a category the category decides: the Foodyman client's shop-category page sends
    // type=shop meaning any store, so type=shop does not narrow a category's shops to grocers.
    type: q.type === "shop" && q.category_id !== undefined ? undefined : q.type,
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
  const q = parseQuery(c, shopsPageQuery);
  const filter = { ...filterOf(q, c.var.rate), ...extra };
  const { total, shops } = await findShopPage(c.env.DB, filter, c.var, {
    offset: (q.page - 1) * q.perPage,
    count: q.perPage,
  });
  return paginated(c, shops, total, q);
}

export const shopRoutes = new Hono<ApiEnv>()
  .get("/rest/shops/paginate", (c) => shopPage(c, {}))
  .get("/rest/booking/shops/paginate", (c) => shopPage(c, { booking: true }))
  .get("/rest/shops/recommended", async (c) => {
    const q = parseQuery(c, shopsPageQuery);
    const filter = { ...filterOf(q, c.var.rate), recommended: true };
    const { shops } = await findShopPage(c.env.DB, filter, c.var, { offset: 0, count: q.perPage });
    return ok(c, shops);
  })
  .get("/rest/shops/search", async (c) => {
    const q = parseQuery(c, shopSearchQuery);
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
    const [shop] = await forApprovedShop(c.env.DB, c.req.param("id"), (id) => loadShops(c.env.DB, [id], c.var));
    if (!shop) throw notFound("Shop not found");
    return ok(c, shop);
  });
