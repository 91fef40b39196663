import {
  byShopPageQuery,
  categoriesQuery,
  deliveryZoneCheckQuery,
  pageQueryOpen,
  shopCategoriesQuery,
  shopMenuQuery,
  shopProductsPageQuery,
} from "@tiffin/api-client";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { badRequest, notFound } from "../http/errors";
import { absoluteImage, imageBaseOf } from "../http/images";
import { ok, okPage, paginated } from "../http/respond";
import { parseQuery } from "../http/validate";
import {
  findBanner,
  findBranch,
  listTakes,
  pageBanners,
  pageBranches,
  pageBrands,
  pageShopReviews,
  pageStoryGroups,
} from "../services/catalogue";
import {
  findCategory,
  findShopCategory,
  shopMenuCategories,
  subShopCategories,
  topCategories,
} from "../services/categories";
import { shopCovers, shopsCovering } from "../services/delivery-zones";
import { findProductIds, listedOfShop, loadProducts } from "../services/products";
import { forApprovedShop, shopIdOr404 } from "./approved-shop";

const idParam = z.string().regex(/^\d+$/, "The id must be an integer.").transform(Number);
const NOT_HERE = "Sorry, we're not available here";

export const catalogueRoutes = new Hono<ApiEnv>()
  .get("/rest/shops/:id/categories", async (c) => {
    const shopId = await shopIdOr404(c.env.DB, c.req.param("id"));
    // Paged for clients that page through it; a page of 100 (the cap) holds a whole menu.
    const q = parseQuery(c, shopCategoriesQuery);
    const categories = await shopMenuCategories(c.env.DB, c.var, shopId);
    const start = (q.page - 1) * q.perPage;
    return okPage(c, categories.slice(start, start + q.perPage), categories.length, q);
  })
  .get("/rest/shops/:id/products", async (c) => {
    const d1 = c.env.DB;
    // `stocks=omit`: products as lists show them, without their stocks (api-client's shopMenuQuery).
    const stocks = parseQuery(c, shopMenuQuery).stocks === "omit" ? "omit" : "all";
    // The whole menu and its categories side by side, without first reading the product ids.
    const [products, categories] = await forApprovedShop(d1, c.req.param("id"), (shopId) =>
      Promise.all([loadProducts(d1, listedOfShop(shopId), c.var, stocks), shopMenuCategories(d1, c.var, shopId)]),
    );
    return ok(
      c,
      {
        recommended: products.filter((p) => p.is_recommended),
        all: categories.map((category) => ({
          ...category,
          products: products.filter((p) => p.category_id === category.id),
        })),
      },
      undefined,
      "presented",
    );
  })
  .get("/rest/shops/:id/products/paginate", async (c) => {
    const q = parseQuery(c, shopProductsPageQuery);
    const shopId = await shopIdOr404(c.env.DB, c.req.param("id"));
    const { ids, total } = await findProductIds(c.env.DB, { shopId, categoryId: q.category_id }, q);
    return paginated(c, await loadProducts(c.env.DB, ids, c.var), total, q, "presented");
  })
  .get("/rest/shops/:id/products/recommended/paginate", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    const shopId = await shopIdOr404(c.env.DB, c.req.param("id"));
    const { ids, total } = await findProductIds(c.env.DB, { shopId, recommended: true }, q);
    return paginated(c, await loadProducts(c.env.DB, ids, c.var), total, q, "presented");
  })
  .get("/rest/shops/:id/reviews", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    const { total, rows } = await forApprovedShop(c.env.DB, c.req.param("id"), (shopId) =>
      pageShopReviews(c.env.DB, shopId, q),
    );
    return paginated(c, rows, total, q);
  })
  .get("/rest/categories/paginate", async (c) => {
    const q = parseQuery(c, categoriesQuery);
    const type = q.type ?? "main";
    // Top-level categories: a shop category's sub-categories are read by categories/sub-shop/{id}.
    const all = await topCategories(c.env.DB, c.var, type);
    return paginated(c, all.slice((q.page - 1) * q.perPage, q.page * q.perPage), all.length, q);
  })
  .get("/rest/categories/sub-shop/:id{[0-9]+}", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    const parentId = Number(c.req.param("id"));
    const parent = await findShopCategory(c.env.DB, c.var, parentId);
    if (!parent) throw notFound("Category not found");
    const all = await subShopCategories(c.env.DB, c.var, parentId);
    return paginated(c, all.slice((q.page - 1) * q.perPage, q.page * q.perPage), all.length, q);
  })
  .get("/rest/categories/:uuid", async (c) => {
    const category = await findCategory(c.env.DB, c.var, c.req.param("uuid"));
    if (!category) throw notFound("Category not found");
    return ok(c, category);
  })
  .get("/rest/brands/paginate", async (c) => {
    const q = parseQuery(c, byShopPageQuery);
    const { total, rows } = await pageBrands(c.env.DB, q, q.shop_id);
    return paginated(c, rows, total, q);
  })
  .get("/rest/shops-takes", async (c) => ok(c, await listTakes(c.env.DB, c.var)))
  .get("/rest/branches", async (c) => {
    const q = parseQuery(c, byShopPageQuery);
    const { total, rows } = await pageBranches(c.env.DB, c.var, q, q.shop_id);
    if (total === 0 && q.shop_id !== undefined) throw notFound("Branches not found");
    return paginated(c, rows, total, q);
  })
  .get("/rest/branches/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    const branch = id.success ? await findBranch(c.env.DB, c.var, id.data) : null;
    if (!branch) throw notFound("Branches not found");
    return ok(c, branch);
  })
  .get("/rest/banners/paginate", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    const { total, rows } = await pageBanners(c.env.DB, c.var, q);
    return paginated(c, rows, total, q);
  })
  .get("/rest/banners/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    const banner = id.success ? await findBanner(c.env.DB, c.var, id.data) : null;
    if (!banner) throw notFound("Banner not found");
    return ok(c, banner);
  })
  .get("/rest/banners-ads", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    const { total, rows } = await pageBanners(c.env.DB, c.var, q, "ads");
    return paginated(c, rows, total, q);
  })
  .get("/rest/banners-ads/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    const ad = id.success ? await findBanner(c.env.DB, c.var, id.data, "ads") : null;
    if (!ad) throw notFound("Banner not found");
    return ok(c, ad);
  })
  .get("/rest/stories/paginate", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    // A bare array of arrays, one per shop, as the Foodyman clients read it; pictures absolute.
    const base = imageBaseOf(c);
    const groups = await pageStoryGroups(c.env.DB, c.var, q);
    return c.json(
      groups.map((group) =>
        group.map((story) => ({
          ...story,
          url: absoluteImage(story.url, base),
          logo_img: story.logo_img === null ? null : absoluteImage(story.logo_img, base),
        })),
      ),
    );
  })
  .get("/rest/shop/delivery-zone/check/distance", async (c) => {
    const { address } = parseQuery(c, deliveryZoneCheckQuery);
    const shops = await shopsCovering(c.env.DB, [address.latitude, address.longitude]);
    if (shops.length === 0) throw badRequest("ERROR_433", NOT_HERE);
    return ok(c, { shops_count: shops.length, shop_ids: shops });
  })
  .get("/rest/shop/:id/delivery-zone/check/distance", async (c) => {
    const { address } = parseQuery(c, deliveryZoneCheckQuery);
    const shopId = await shopIdOr404(c.env.DB, c.req.param("id"));
    const inside = await shopCovers(c.env.DB, shopId, [address.latitude, address.longitude]);
    if (inside === null) throw notFound("Delivery zone not found");
    if (!inside) throw badRequest("ERROR_433", NOT_HERE);
    return ok(c, { shop_id: shopId, inside: true });
  });
