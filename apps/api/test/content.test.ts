import { env } from "cloudflare:test";
import {
  blogResponse,
  blogsPageResponse,
  careerResponse,
  careersPageResponse,
  couponResponse,
  errorBodySchema,
  faqsPageResponse,
  pageResponse,
  paymentMethodsResponse,
  receiptResponse,
  receiptsPageResponse,
  referralResponse,
  uiTextsResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { DEMO, signIn } from "./helpers/accounts";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows } from "./helpers/users";

describe("blogs and news", () => {
  it("pages blog posts and news separately, newest first, and shows one by uuid", async () => {
    // the oldest id gets the latest date, so id order and date order disagree
    const first = await env.DB.prepare("SELECT MIN(id) AS id FROM blogs WHERE type = 'blog'").first<{ id: number }>();
    await env.DB.prepare("UPDATE blogs SET published_at = '2026-03-01T00:00:00.000Z' WHERE id = ?1")
      .bind(first?.id)
      .run();
    const blogs = blogsPageResponse.parse((await call("rest/blogs/paginate?lang=ar")).body);
    expect(blogs.meta.total).toBe(4);
    expect(blogs.data.every((b) => b.type === "blog" && b.translation?.locale === "ar")).toBe(true);
    expect(blogs.data[0]?.id).toBe(first?.id);
    const newestFirst = (dates: (string | null)[]) =>
      dates.every((d, i) => i === 0 || (d ?? "") < (dates[i - 1] ?? ""));
    expect(newestFirst(blogs.data.map((b) => b.published_at))).toBe(true);
    const news = blogsPageResponse.parse((await call("rest/blogs/paginate?type=notification")).body);
    expect(news.meta.total).toBe(3);
    expect(news.data.every((b) => b.type === "notification")).toBe(true);
    expect(newestFirst(news.data.map((b) => b.published_at))).toBe(true);
    const blogIds = new Set(blogs.data.map((b) => b.id));
    expect(news.data.some((b) => blogIds.has(b.id))).toBe(false);
    const one = blogResponse.parse((await call(`rest/blogs/${news.data[0]?.uuid}`)).body);
    expect(one.data.translation?.short_desc).toBeTruthy();
    expect((await call("rest/blogs/paginate?type=tweet")).status).toBe(400);
    expect((await call("rest/blogs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("recipes, careers, FAQ and pages", () => {
  it("recipes: paginate and one with ingredients in the requested language", async () => {
    const page = receiptsPageResponse.parse((await call("rest/receipts/paginate?category_id=952")).body);
    expect(page.meta.total).toBe(2);
    const one = receiptResponse.parse((await call("rest/receipts/1?lang=fr")).body);
    expect(one.data.translation?.title).toBe("Pizza Margherita maison");
    expect(one.data.ingredients?.list.length).toBeGreaterThan(2);
    expect((await call("rest/receipts/999")).status).toBe(404);
    expect((await call("rest/receipts/paginate?shop_id=one")).status).toBe(400);
  });

  it("careers: paginate and one", async () => {
    const page = careersPageResponse.parse((await call("rest/careers/paginate")).body);
    expect(page.meta.total).toBe(3);
    const one = careerResponse.parse((await call("rest/careers/2")).body);
    expect(one.data.translation?.title).toBe("Customer support agent");
    expect((await call("rest/careers/abc")).status).toBe(404);
  });

  it("faqs/paginate carries question and answer", async () => {
    const page = faqsPageResponse.parse((await call("rest/faqs/paginate?lang=ar")).body);
    expect(page.meta.total).toBe(4);
    expect(page.data[0]?.translation?.question).toMatch(/[\u0600-\u06FF]/);
    const capped = await call("rest/faqs/paginate?perPage=101");
    expect((capped.body as { meta: { per_page: number } }).meta.per_page).toBe(100);
  });

  it("term, policy and pages/{type}", async () => {
    expect(pageResponse.parse((await call("rest/term")).body).data.type).toBe("term");
    expect(pageResponse.parse((await call("rest/policy?lang=fr")).body).data.translation?.title).toBe(
      "Politique de confidentialité",
    );
    expect(pageResponse.parse((await call("rest/pages/about")).body).data.type).toBe("about");
    expect((await call("rest/pages/missing")).status).toBe(404);
  });
});

describe("translations, referral, payments and coupons", () => {
  it("translations/paginate answers the UI texts of the locale, with the default locale filling gaps", async () => {
    const en = uiTextsResponse.parse((await call("rest/translations/paginate?lang=en")).body).data;
    const ar = uiTextsResponse.parse((await call("rest/translations/paginate?lang=ar")).body).data;
    expect(Object.keys(en).length).toBeGreaterThan(20);
    expect(en["errors.catalogue.unauthorized"]).toBe("Unauthorized");
    expect(Object.keys(ar).length).toBeGreaterThanOrEqual(Object.keys(en).length);
    expect(Object.values(ar).some((v) => /[\u0600-\u06FF]/.test(v))).toBe(true);
    expect((await call("rest/translations/paginate?lang=e_n")).status).toBe(400);
  });

  it("referral: the programme, or 404 when referral_active is off", async () => {
    const { data } = referralResponse.parse((await call("rest/referral?currency_id=2")).body);
    expect(data.price_from).toBeCloseTo(4.6, 2);
    await env.DB.prepare("UPDATE settings SET value = '0' WHERE key = 'referral_active'").run();
    const off = await call("rest/referral");
    expect(off.status).toBe(404);
    expect(errorBodySchema.parse(off.body).statusCode).toBe("ERROR_404");
    await env.DB.prepare("UPDATE settings SET value = '1' WHERE key = 'referral_active'").run();
  });

  it("payments lists the enabled methods", async () => {
    const { data } = paymentMethodsResponse.parse((await call("rest/payments")).body);
    expect(data.map((p) => p.tag)).toEqual(expect.arrayContaining(["cash", "wallet"]));
    expect(data.every((p) => p.active)).toBe(true);
    expect(data.map((p) => p.tag)).not.toContain("stripe");
  });

  it("coupons/check answers the coupon or ERROR_249/250/251", async () => {
    const valid = couponResponse.parse(
      (await call("rest/coupons/check", send("POST", { coupon: "FIVEOFF", shop_id: 1 }))).body,
    );
    expect(valid.data.price).toBe(5);
    const unknown = await call("rest/coupons/check", send("POST", { coupon: "NOPE", shop_id: 1 }));
    expect(errorBodySchema.parse(unknown.body).statusCode).toBe("ERROR_249");
    const expired = await call("rest/coupons/check", send("POST", { coupon: "SPRING24", shop_id: 1 }));
    expect(errorBodySchema.parse(expired.body).statusCode).toBe("ERROR_250");
    await env.DB.prepare(
      "INSERT INTO coupon_usages (coupon_id, user_id, created_at) VALUES (901, 1, '2026-03-01')",
    ).run();
    const auth = await signIn(DEMO, "192.0.2.40");
    const used = await call("rest/coupons/check", send("POST", { coupon: "WELCOME10", shop_id: 1 }, auth));
    expect(errorBodySchema.parse(used.body).statusCode).toBe("ERROR_251");
    const missing = await call("rest/coupons/check", send("POST", { shop_id: 1 }));
    expect(errorBodySchema.parse(missing.body).params?.coupon).toEqual(["Required"]);
    expect(await countRows("coupon_usages")).toBe(1);
  });
});
