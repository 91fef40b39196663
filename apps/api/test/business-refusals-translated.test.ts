import { env } from "cloudflare:test";
import { errorBodySchema } from "@tiffin/api-client";
import ar from "@tiffin/i18n/locales/ar/errors.json";
import en from "@tiffin/i18n/locales/en/errors.json";
import fr from "@tiffin/i18n/locales/fr/errors.json";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { tablesOfShop } from "./helpers/bookings";
import { createProduct, setSetting } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { dayFromNow, fillCart, orderBody, placeOrder } from "./helpers/orders";
import { createUser } from "./helpers/users";

/** A bundle's sentences, each {{value}} standing for any words (a number, an amount). */
const sentences = (texts: Record<string, string>[]) =>
  texts.flatMap((group) =>
    Object.values(group).map(
      (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\{\w+\}\}/g, ".+?")}$`),
    ),
  );
const BUNDLES = { fr: sentences([fr.api, fr.validation]), ar: sentences([ar.api, ar.validation]) };
const ENGLISH = new Set([...Object.values(en.api), ...Object.values(en.validation)]);

type Answer = { status: number; body: unknown };
type Lang = "en" | "fr" | "ar";

const withLang = (path: string, lang: Lang) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/**
 * A refusal provoked in English, French and Arabic: English answers its exact words; the others
 * answer only sentences of their own bundle, none of them English, none with a field path.
 */
async function expectTranslated(
  provoke: (lang: Lang) => Promise<Answer>,
  expected: { status: number; statusCode: string; english: string | RegExp },
) {
  const english = await provoke("en");
  const englishError = errorBodySchema.parse(english.body);
  expect(english.status, JSON.stringify(english.body)).toBe(expected.status);
  expect(englishError.statusCode).toBe(expected.statusCode);
  if (typeof expected.english === "string") expect(englishError.message).toBe(expected.english);
  else expect(englishError.message).toMatch(expected.english);
  for (const lang of ["fr", "ar"] as const) {
    const answer = await provoke(lang);
    const error = errorBodySchema.parse(answer.body);
    expect(answer.status).toBe(expected.status);
    expect(error.statusCode).toBe(expected.statusCode);
    const texts = [error.message, ...Object.values(error.params ?? {}).flat()];
    const untranslated = texts.filter(
      (text) =>
        ENGLISH.has(text) ||
        text === englishError.message ||
        /^[\w.]+: /.test(text) ||
        !BUNDLES[lang].some((sentence) => sentence.test(text)),
    );
    expect(untranslated, `${englishError.message} (${lang})`).toEqual([]);
    // The same fields are named, so a form still puts each sentence by its field.
    expect(Object.keys(error.params ?? {})).toEqual(Object.keys(englishError.params ?? {}));
  }
}

const post = (path: string, lang: Lang, body: unknown, auth: Record<string, string> = {}) =>
  call(withLang(path, lang), send("POST", body, auth));

describe("business refusals are worded in the request's language", () => {
  it("a coupon that is unknown, expired or already used is refused in French and Arabic", async () => {
    const user = await createUser();
    await expectTranslated((lang) => post("rest/coupons/check", lang, { coupon: "NOPE", shop_id: 1 }), {
      status: 400,
      statusCode: "ERROR_249",
      english: "Coupon is invalid",
    });
    await expectTranslated((lang) => post("rest/coupons/check", lang, { coupon: "SPRING24", shop_id: 1 }), {
      status: 400,
      statusCode: "ERROR_250",
      english: "Coupon has expired",
    });
    await env.DB.prepare("INSERT INTO coupon_usages (coupon_id, user_id, created_at) VALUES (901, ?1, '2026-03-01')")
      .bind(user.id)
      .run();
    await expectTranslated((lang) => post("rest/coupons/check", lang, { coupon: "WELCOME10", shop_id: 1 }, user.auth), {
      status: 400,
      statusCode: "ERROR_251",
      english: "Coupon already used",
    });
  });

  it("more than the stock, another shop's product and a second shop in one cart are refused in French and Arabic", async () => {
    const user = await createUser();
    const mine = await createProduct(1, { quantity: 3 });
    const elsewhere = await createProduct(2);
    const insert = (lang: Lang, shopId: number, stockId: number, quantity: number) =>
      post(
        "dashboard/user/cart/insert-product",
        lang,
        { shop_id: shopId, products: [{ stock_id: stockId, quantity }] },
        user.auth,
      );
    expect((await insert("en", 1, mine.stockId, 1)).status).toBe(200);
    await expectTranslated((lang) => insert(lang, 1, mine.stockId, 4), {
      status: 400,
      statusCode: "ERROR_400",
      english: "Out of stock",
    });
    await expectTranslated((lang) => insert(lang, 1, elsewhere.stockId, 1), {
      status: 400,
      statusCode: "ERROR_400",
      english: "The stock does not belong to this shop",
    });
    await expectTranslated((lang) => insert(lang, 2, elsewhere.stockId, 1), {
      status: 400,
      statusCode: "ERROR_400",
      english: "You can only add items from one restaurant to your shopping cart",
    });
  });

  it("a cart, an order and an address of nobody's are not found in French and Arabic", async () => {
    const user = await createUser();
    await expectTranslated((lang) => call(withLang("dashboard/user/cart", lang), { headers: user.auth }), {
      status: 404,
      statusCode: "ERROR_404",
      english: "Cart not found",
    });
    await expectTranslated((lang) => call(withLang("dashboard/user/orders/99999999", lang), { headers: user.auth }), {
      status: 404,
      statusCode: "ERROR_404",
      english: "Order not found",
    });
    await expectTranslated((lang) => call(withLang("no-such-route", lang)), {
      status: 404,
      statusCode: "ERROR_404",
      english: "Not found",
    });
  });

  it("an order past the unpaid-order cap, a short wallet and a shop's minimum are refused in French and Arabic", async () => {
    await setSetting("max_open_unpaid_orders", "1");
    const holder = await createUser();
    await placeOrder(holder);
    const { cartId } = await fillCart(holder);
    await expectTranslated((lang) => post("dashboard/user/orders", lang, orderBody(cartId), holder.auth), {
      status: 400,
      statusCode: "ERROR_256",
      english: "You already have 1 unpaid orders waiting. Pay for or cancel one before ordering again.",
    });
    await setSetting("max_open_unpaid_orders", "3");

    const poor = await createUser({ wallet: 500 });
    const poorCart = await fillCart(poor, { price: 1500 });
    await expectTranslated(
      (lang) => post("dashboard/user/orders", lang, orderBody(poorCart.cartId, { payment_id: 2 }), poor.auth),
      { status: 400, statusCode: "ERROR_109", english: "Insufficient wallet balance" },
    );

    const small = await createUser();
    const smallCart = await fillCart(small, { price: 100 });
    const shop = await env.DB.prepare("SELECT min_amount FROM shops WHERE id = 1").first<{ min_amount: number }>();
    await env.DB.prepare("UPDATE shops SET min_amount = 5000 WHERE id = 1").run();
    try {
      await expectTranslated((lang) => post("dashboard/user/orders", lang, orderBody(smallCart.cartId), small.auth), {
        status: 400,
        statusCode: "ERROR_400",
        english: /^The order must come to at least \D{0,3}50\.00\D{0,3}$/,
      });
    } finally {
      await env.DB.prepare("UPDATE shops SET min_amount = ?1 WHERE id = 1")
        .bind(shop?.min_amount ?? 0)
        .run();
    }
  });

  it("money sent to oneself, past the balance or to nobody, and a review of an undelivered order are refused in French and Arabic", async () => {
    const user = await createUser({ wallet: 1000 });
    const other = await createUser({ wallet: 0 });
    const sendTo = (uuid: string, price: number) => (lang: Lang) =>
      post("dashboard/user/wallet/send", lang, { uuid, price }, user.auth);
    await expectTranslated(sendTo(user.uuid, 1), {
      status: 400,
      statusCode: "ERROR_400",
      english: "You cannot send money to yourself",
    });
    await expectTranslated(sendTo(other.uuid, 500), {
      status: 400,
      statusCode: "ERROR_109",
      english: "Insufficient wallet balance",
    });
    await expectTranslated(sendTo(crypto.randomUUID(), 1), {
      status: 404,
      statusCode: "ERROR_404",
      english: "User not found",
    });
    const orderId = await placeOrder(user);
    await expectTranslated((lang) => post(`dashboard/user/orders/review/${orderId}`, lang, { rating: 5 }, user.auth), {
      status: 400,
      statusCode: "ERROR_400",
      english: "Only a delivered order can be reviewed",
    });
  });

  it("a second refund request for one order is refused in French and Arabic", async () => {
    const user = await createUser();
    const orderId = await placeOrder(user);
    const refund = (lang: Lang) =>
      post("dashboard/user/order-refunds", lang, { order_id: orderId, cause: "Cold food" }, user.auth);
    expect((await refund("en")).status).toBe(200);
    await expectTranslated(refund, {
      status: 400,
      statusCode: "ERROR_400",
      english: "A refund for this order is already pending",
    });
  });

  it("bookings past the per-slot and per-day limits, a too-small table and a second cancel are refused in French and Arabic", async () => {
    const user = await createUser();
    const tables = await tablesOfShop();
    const [first, second] = tables;
    if (!first || !second) throw new Error("the seeded shop has fewer than two tables");
    const day = dayFromNow(8);
    const book = (lang: Lang, tableId: number, hour: string, guest = 1) =>
      post("dashboard/user/my-bookings", lang, { table_id: tableId, start_date: `${day} ${hour}`, guest }, user.auth);
    const booked = await book("en", first.id, "12:00");
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await expectTranslated((lang) => book(lang, second.id, "12:00"), {
      status: 400,
      statusCode: "ERROR_257",
      english: "You may hold at most 1 booking(s) at one time",
    });
    expect((await book("en", first.id, "14:00")).status).toBe(200);
    await expectTranslated((lang) => book(lang, first.id, "16:00"), {
      status: 400,
      statusCode: "ERROR_258",
      english: "You may hold at most 2 booking(s) on one day",
    });
    await expectTranslated((lang) => book(lang, first.id, "18:00", 100), {
      status: 400,
      statusCode: "ERROR_259",
      english: `This table seats ${first.chair_count}`,
    });
    const bookingId = (booked.body as { data: { id: number } }).data.id;
    const cancel = (lang: Lang) => post(`dashboard/user/my-bookings/${bookingId}/cancel`, lang, undefined, user.auth);
    expect((await cancel("en")).status).toBe(200);
    await expectTranslated(cancel, {
      status: 409,
      statusCode: "ERROR_409",
      english: "This booking is already canceled",
    });
  });
});
