import { env } from "cloudflare:test";
import { receiptResponse, receiptsPageResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";

const recipe = async (path: string) => receiptResponse.parse((await call(path)).body).data;

describe("a recipe's products", () => {
  it("lists the stocks recipe 1 needs, from its own shop, titled in the reader's language", async () => {
    const one = await recipe("rest/receipts/1?lang=fr");
    expect(one.stocks?.length).toBe(3);
    expect(one.stocks?.every((s) => s.product.shop_id === one.shop_id)).toBe(true);
    expect(one.stocks?.[0]?.quantity).toBe(2);
    const frTitles = one.stocks?.map((s) => s.product.title);
    const enTitles = (await recipe("rest/receipts/1?lang=en")).stocks?.map((s) => s.product.title);
    expect(frTitles?.every((t) => t.length > 0)).toBe(true);
    expect(frTitles).not.toEqual(enTitles);
  });

  it("converts each product's price with the chosen currency's rate", async () => {
    const base = await recipe("rest/receipts/1");
    const { rate } = (await env.DB.prepare("SELECT rate FROM currencies WHERE id = 2").first<{ rate: number }>()) ?? {
      rate: 1,
    };
    const converted = await recipe("rest/receipts/1?currency_id=2");
    expect(rate).not.toBe(1);
    expect(converted.stocks?.[0]?.price).toBeCloseTo((base.stocks?.[0]?.price ?? 0) * rate, 1);
  });

  it("never offers another shop's stock, an add-on or a hidden product even when linked to the recipe", async () => {
    const before = (await recipe("rest/receipts/1")).stocks?.map((s) => s.id) ?? [];
    const foreign = await createProduct(3, { price: 500 });
    const addon = await createProduct(2, { price: 100, addon: true });
    const hidden = await createProduct(2, { price: 300 });
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = ?1").bind(hidden.productId).run();
    for (const stock of [foreign, addon, hidden]) {
      await env.DB.prepare("INSERT INTO receipt_stocks (receipt_id, stock_id, quantity) VALUES (1, ?1, 1)")
        .bind(stock.stockId)
        .run();
    }
    const after = (await recipe("rest/receipts/1")).stocks?.map((s) => s.id);
    expect(after).toEqual(before);
  });

  it("keeps the recipe list light: no products on the paginated recipes", async () => {
    const page = receiptsPageResponse.parse((await call("rest/receipts/paginate")).body);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((r) => r.stocks === undefined)).toBe(true);
  });
});
