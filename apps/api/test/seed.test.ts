import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const TABLES = ["settings", "languages", "currencies", "shops", "shop_translations", "delivery_zones"];

async function counts() {
  const results = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`)));
  return Object.fromEntries(TABLES.map((t, i) => [t, (results[i]?.results[0] as { n: number } | undefined)?.n]));
}

describe("the demo seed", () => {
  it("seeds a believable marketplace: 12+ restaurants, 6+ shops, 3 languages with Arabic, 3+ currencies", async () => {
    const row = await env.DB.prepare(
      `SELECT SUM(type = 'restaurant') AS restaurants, SUM(type = 'shop') AS shops,
        (SELECT COUNT(*) FROM languages WHERE active = 1) AS languages,
        (SELECT group_concat(locale) FROM languages WHERE backward = 1) AS rtl,
        (SELECT COUNT(*) FROM currencies) AS currencies,
        (SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM shop_translations t WHERE t.shop_id = s.id AND t.locale = 'ar')) AS untranslated
       FROM shops`,
    ).first<{
      restaurants: number;
      shops: number;
      languages: number;
      rtl: string;
      currencies: number;
      untranslated: number;
    }>();
    expect(row?.restaurants).toBeGreaterThanOrEqual(12);
    expect(row?.shops).toBeGreaterThanOrEqual(6);
    expect(row?.languages).toBe(3);
    // Arabic is one of them, and the only right-to-left one
    expect(row?.rtl).toBe("ar");
    expect(row?.currencies).toBeGreaterThanOrEqual(3);
    expect(row?.untranslated).toBe(0);
  });

  it("can run again without duplicating or overwriting rows", async () => {
    const before = await counts();
    await env.DB.prepare("UPDATE settings SET value = '2' WHERE key = 'ui_type'").run();
    const seed = env.TEST_SEED;
    for (let i = 0; i < seed.length; i += 50) {
      await env.DB.batch(seed.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
    }
    expect(await counts()).toEqual(before);
    const uiType = await env.DB.prepare("SELECT value FROM settings WHERE key = 'ui_type'").first<{ value: string }>();
    expect(uiType?.value).toBe("2");
  });
});
