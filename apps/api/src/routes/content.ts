import { blogsQuery, couponCheckBody, pageQueryOpen, pagesQuery, receiptsQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { optionalUser } from "../http/auth";
import { isSandboxMethod } from "../http/dev-tools";
import { notFound } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import {
  currentReferral,
  findBlog,
  findCareer,
  findPage,
  findReceipt,
  lastBlog,
  marketStats,
  pageBlogs,
  pageCareers,
  pageFaqs,
  pagePages,
  pageReceipts,
  referralActive,
  referralTranslation,
  uiTexts,
} from "../services/content";
import { findCoupon, resolveCoupon } from "../services/coupons";
import { activePayments } from "../services/payment-methods";

const idParam = z.string().regex(/^\d+$/).transform(Number);

function idOr404(raw: string, what: string): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound(`${what} not found`);
  return id.data;
}

export const contentRoutes = new Hono<ApiEnv>()
  .get("/rest/blogs/paginate", async (c) => {
    const q = parseQuery(c, blogsQuery);
    const { total, rows } = await pageBlogs(c.env.DB, c.var, q.type ?? "blog", q);
    return paginated(c, rows, total, q);
  })
  .get("/rest/blogs/:uuid", async (c) => {
    const blog = await findBlog(c.env.DB, c.var, c.req.param("uuid"));
    if (!blog) throw notFound("Blog not found");
    return ok(c, blog);
  })
  .get("/rest/receipts/paginate", async (c) => {
    const q = parseQuery(c, receiptsQuery);
    const { total, rows } = await pageReceipts(c.env.DB, c.var, q, { shopId: q.shop_id, categoryId: q.category_id });
    return paginated(c, rows, total, q);
  })
  .get("/rest/receipts/:id", async (c) => {
    const receipt = await findReceipt(c.env.DB, c.var, idOr404(c.req.param("id"), "Recipe"));
    if (!receipt) throw notFound("Recipe not found");
    return ok(c, receipt);
  })
  .get("/rest/careers/paginate", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    const { total, rows } = await pageCareers(c.env.DB, c.var, q);
    return paginated(c, rows, total, q);
  })
  .get("/rest/careers/:id", async (c) => {
    const career = await findCareer(c.env.DB, c.var, idOr404(c.req.param("id"), "Career"));
    if (!career) throw notFound("Career not found");
    return ok(c, career);
  })
  .get("/rest/faqs/paginate", async (c) => {
    const q = parseQuery(c, pageQueryOpen);
    const { total, rows } = await pageFaqs(c.env.DB, c.var, q);
    return paginated(c, rows, total, q);
  })
  .get("/rest/term", async (c) => {
    const page = await findPage(c.env.DB, c.var, "term");
    if (!page) throw notFound("Page not found");
    return ok(c, page);
  })
  .get("/rest/policy", async (c) => {
    const page = await findPage(c.env.DB, c.var, "policy");
    if (!page) throw notFound("Page not found");
    return ok(c, page);
  })
  .get("/rest/last-blog/show", async (c) => {
    const blog = await lastBlog(c.env.DB, c.var);
    if (!blog) throw notFound("Blog not found");
    return ok(c, blog);
  })
  .get("/rest/stat", async (c) => ok(c, await marketStats(c.env.DB)))
  .get("/rest/landing-pages/:type{[a-z_-]{1,40}}", async (c) => {
    // A landing page is the static page of the same type (the web client's is "welcome").
    const page = await findPage(c.env.DB, c.var, c.req.param("type"));
    if (!page) throw notFound("Page not found");
    return ok(c, page);
  })
  .get("/rest/pages/paginate", async (c) => {
    const q = parseQuery(c, pagesQuery);
    const { total, rows } = await pagePages(c.env.DB, c.var, q.type, q);
    return paginated(c, rows, total, q);
  })
  .get("/rest/pages/:type", async (c) => {
    const type = c.req.param("type");
    const page = /^[a-z_-]{1,40}$/.test(type) ? await findPage(c.env.DB, c.var, type) : null;
    if (!page) throw notFound("Page not found");
    return ok(c, page);
  })
  .get("/rest/translations/paginate", async (c) => ok(c, await uiTexts(c.env.DB, c.var)))
  .get("/rest/referral", async (c) => {
    const d1 = c.env.DB;
    const row = (await referralActive(d1)) ? await currentReferral(d1, c.var) : null;
    if (!row) throw notFound("Referral is not active");
    const rate = c.var.rate;
    return ok(c, {
      id: row.id,
      price_from: toMajor(row.price_from, rate),
      price_to: toMajor(row.price_to, rate),
      img: row.img,
      expired_at: row.expired_at,
      translation: referralTranslation(row),
    });
  })
  .get("/rest/payments", async (c) => {
    const results = await activePayments(c.env.DB);
    // The sandbox is a development tool: production does not offer it.
    const offered = c.var.devTools ? results : results.filter((p) => !isSandboxMethod(p));
    return ok(
      c,
      offered.map((p) => ({ id: p.id, tag: p.tag, active: p.active === 1, sandbox: p.sandbox === 1 })),
    );
  })
  .post("/rest/coupons/check", optionalUser, async (c) => {
    const body = await parseBody(c, couponCheckBody);
    const d1 = c.env.DB;
    const resolved = await resolveCoupon(d1, body.coupon, body.shop_id, c.var.user?.id ?? 0);
    const row = await findCoupon(d1, resolved.id);
    if (!row) throw notFound("Coupon not found");
    return ok(c, {
      id: row.id,
      shop_id: row.shop_id,
      name: row.name,
      type: row.type,
      for: row.for_type,
      price: row.type === "fix" ? toMajor(row.price, c.var.rate) : row.price,
      qty: row.qty,
      expired_at: row.expired_at,
    });
  });
