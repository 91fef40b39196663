import { avgPricesQuery, productSearchQuery, productsPageQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import type { ApiEnv } from "../env";
import { notFound } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, paginated } from "../http/respond";
import { parseQuery } from "../http/validate";
import { findProductIdByUuid, findProductIds, listedPriceRange, loadProducts, toMinor } from "../services/products";
import { prefixQuery, rankProducts, relaxedQuery, searchTokens } from "../services/search";
import { findShopIds } from "../services/shops";

export const productRoutes = new Hono<ApiEnv>()
  .get("/rest/products/paginate", async (c) => {
    const q = parseQuery(c, productsPageQuery);
    const rate = c.var.rate;
    const { ids, total } = await findProductIds(
      c.env.DB,
      {
        shopId: q.shop_id,
        categoryId: q.category_id,
        brandId: q.brand_id,
        match: q.search ? (prefixQuery(searchTokens(q.search)) ?? undefined) : undefined,
        priceFrom: q.price_from === undefined ? undefined : toMinor(q.price_from, rate),
        priceTo: q.price_to === undefined ? undefined : toMinor(q.price_to, rate),
        vegetarian: q.vegetarian,
      },
      q,
      { column: q.column, sort: q.sort },
    );
    return paginated(c, await loadProducts(c.env.DB, ids, c.var), total, q, "presented");
  })
  .get("/rest/products/search", async (c) => {
    const q = parseQuery(c, productSearchQuery);
    const d1 = c.env.DB;
    const tokens = searchTokens(q.search);
    const shopIds = q.address ? await findShopIds(d1, { address: q.address }) : undefined;
    const filter = { shopId: q.shop_id, shopIds };
    const exact = prefixQuery(tokens);
    let found = exact ? await rankProducts(d1, exact, filter, q) : { ids: [], total: 0 };
    const relaxed = found.total === 0 ? relaxedQuery(tokens) : null;
    if (relaxed) found = await rankProducts(d1, relaxed, filter, q);
    const products = await loadProducts(d1, found.ids, c.var);
    // the search result's price: the first stock's price, or 0 when the product has none
    const rows = products.map((p) => ({ ...p, price: p.stocks[0]?.price ?? 0 }));
    return paginated(c, rows, found.total, q, "presented");
  })
  .get("/rest/products/most-sold", async (c) => {
    const q = parseQuery(c, productsPageQuery);
    const { ids, total } = await findProductIds(c.env.DB, { shopId: q.shop_id, categoryId: q.category_id }, q, {
      column: "sold_count",
      sort: "desc",
    });
    return paginated(c, await loadProducts(c.env.DB, ids, c.var), total, q, "presented");
  })
  .get("/rest/products/discount", async (c) => {
    const q = parseQuery(c, productsPageQuery);
    const { ids, total } = await findProductIds(
      c.env.DB,
      { shopId: q.shop_id, categoryId: q.category_id, discounted: true },
      q,
      { column: q.column ?? "id", sort: q.sort },
    );
    return paginated(c, await loadProducts(c.env.DB, ids, c.var), total, q, "presented");
  })
  .get("/rest/products-avg-prices", async (c) => {
    const q = parseQuery(c, avgPricesQuery);
    const row = await listedPriceRange(c.env.DB, q.shop_id ?? null);
    const rate = c.var.rate;
    return ok(c, {
      min: toMajor(row?.min ?? 0, rate),
      max: toMajor(row?.max ?? 0, rate),
      avg: toMajor(Math.round(row?.avg ?? 0), rate),
    });
  })
  .get("/rest/products/:uuid", async (c) => {
    const id = await findProductIdByUuid(c.env.DB, c.req.param("uuid"));
    const [product] = id === null ? [] : await loadProducts(c.env.DB, [id], c.var);
    if (!product) throw notFound("Product not found");
    return ok(c, product, undefined, "presented");
  });
