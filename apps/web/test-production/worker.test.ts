import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, productionWorker } from "./production-worker";

const SECRET = "a-production-secret-of-forty-eight-random-chars!";

async function get(worker: Miniflare, path: string, init: RequestInit = {}) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init } as never);
  return { response, text: await response.text() };
}

describe("production without a real SESSION_SECRET", () => {
  it.each([
    ["the development placeholder", { SESSION_SECRET: "local-development-secret-change-me" }],
    ["a short secret", { SESSION_SECRET: "short-secret-1234567890" }],
    ["no secret", {}],
  ])("refuses every request with a plain 500 when given %s", async (_case, secret) => {
    const worker = productionWorker({ ENVIRONMENT: "production", DEV_TOOLS: "1", ...secret });
    try {
      for (const path of ["/", "/login", "/api/v1/rest/settings", "/api/v1/dev/outbox"]) {
        const { response, text } = await get(worker, path);
        expect(response.status).toBe(500);
        expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
        expect(text).toContain("SESSION_SECRET");
        expect(text).not.toContain("<html");
        expect(text).not.toContain('"data"');
      }
    } finally {
      await worker.dispose();
    }
  });

  it("treats an unset ENVIRONMENT as production", async () => {
    const worker = productionWorker({ SESSION_SECRET: "local-development-secret-change-me", DEV_TOOLS: "1" });
    try {
      expect((await get(worker, "/")).response.status).toBe(500);
    } finally {
      await worker.dispose();
    }
  });
});

describe("production with its secret", () => {
  let worker: Miniflare;
  beforeAll(() => {
    worker = productionWorker({ ENVIRONMENT: "production", SESSION_SECRET: SECRET, DEV_TOOLS: "1" });
  });
  afterAll(() => worker.dispose());

  it("serves the storefront and the API", async () => {
    const home = await get(worker, "/");
    expect(home.response.status).toBe(200);
    expect(home.text).toContain("<html");
    expect((await get(worker, "/api/v1/rest/settings")).response.status).toBe(200);
  });

  it("lists the home page's categories in its filter by title, and carries nothing else of them in the page", async () => {
    const home = await get(worker, "/");
    expect(home.text).toMatch(
      /<select name="category_id"[^>]*><option value=""[^>]*>[^<]+<\/option><option value="1">Pizzas<\/option>/,
    );
    // Neither their pictures nor their uuids travel with the page's data.
    expect(home.text).not.toContain("images/categories/");
    expect(home.text).not.toContain("ca7e0000-");
  });

  it("prices every card of a shop's menu at its product's first stock, with tax, as the whole menu's stocks give it", async () => {
    const menu = JSON.parse((await get(worker, "/api/v1/rest/shops/1/products")).text) as {
      data: { all: Array<{ products: Array<{ uuid: string; stocks: Array<{ id: number; total_price: number }> }> }> };
    };
    const products = menu.data.all.flatMap((category) => category.products);
    // Shop 1 sells products in several sizes: the card's price must be the first one's.
    expect(products.some((product) => new Set(product.stocks.map((s) => s.total_price)).size > 1)).toBe(true);
    const page = (await get(worker, "/shop/1")).text;
    for (const product of products) {
      const first = [...product.stocks].sort((a, b) => a.id - b.id)[0];
      const card = page.slice(page.indexOf(`?product=${product.uuid}"`)).split("</article>")[0] ?? "";
      expect(card).toContain(`<span dir="ltr" class="font-semibold">$${first?.total_price.toFixed(2)}</span>`);
    }
  });

  it("answers 404 to a shop page whose id climbs out of the shop path (/shop/..%2F..%2Fdashboard%2Fuser%2Fwallet)", async () => {
    for (const id of ["..%2F..%2Fdashboard%2Fuser%2Fwallet", "..%2Forders", "1%3Fx%3D1"]) {
      const page = await get(worker, `/shop/${id}`);
      expect(page.response.status, id).toBe(404);
      expect(page.text, id).not.toContain("histories");
    }
  });

  it("answers 404 on the outbox and the /dev/ui gallery, DEV_TOOLS=1 notwithstanding", async () => {
    const outbox = await get(worker, "/api/v1/dev/outbox");
    expect(outbox.response.status).toBe(404);
    expect(outbox.text).not.toContain("recipient");
    const gallery = await get(worker, "/dev/ui");
    expect(gallery.response.status).toBe(404);
    expect(gallery.text).not.toContain("Tiffin UI");
  });

  it("neither lists nor accepts the sandbox payment provider", async () => {
    const payments = JSON.parse((await get(worker, "/api/v1/rest/payments")).text) as { data: { tag: string }[] };
    const tags = payments.data.map((p) => p.tag);
    expect(tags).toContain("cash");
    expect(tags).not.toContain("sandbox");

    const login = await get(worker, "/api/v1/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "demo@tiffin.test", password: "tiffin-demo" }),
    });
    expect(login.response.status).toBe(200);
    const token = (JSON.parse(login.text) as { data: { access_token: string } }).data.access_token;
    const topUp = await get(worker, "/api/v1/payments/wallet/payment/top-up", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ payment_type: "sandbox", price: 20 }),
    });
    expect(topUp.response.status).toBe(400);
    expect(topUp.text).toContain("The sandbox payment is only available in development");
    const page = await get(worker, "/api/v1/sandbox-pay/sbx_00000000000000000000000000000000");
    expect(page.response.status).toBe(404);
  });

  const HEADERS_EVERYWHERE: [string, string, RequestInit?][] = [
    ["a page", "/"],
    ["the login page", "/login"],
    ["a JSON API answer", "/api/v1/rest/settings"],
    ["an API error", "/api/v1/no-such-route"],
    ["a generated picture", "/storage/images/shops/1.svg"],
    ["a missing page", "/no-such-page"],
    [
      "a refused cross-site post",
      "/login",
      {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "x=1",
      },
    ],
  ];

  it.each(HEADERS_EVERYWHERE)("sends every security header on %s", async (_what, path, init) => {
    const { response } = await get(worker, path, init);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("puts this response's nonce on every inline script of a page, and a new nonce on each response", async () => {
    const first = await get(worker, "/", { headers: { "User-Agent": "Googlebot" } });
    const nonce = first.response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await get(worker, "/");
    expect(second.response.headers.get("Content-Security-Policy")).not.toContain(nonce);
  });

  it("serves a browse page with inert module preloads and module script, and the sign-in page with its preloads at low priority", async () => {
    const home = (await get(worker, "/")).text;
    expect(home.match(/<link rel="x-modulepreload" href="\/assets\/[^"]+\.js"/g)?.length).toBeGreaterThan(3);
    expect(home).not.toContain('rel="modulepreload"');
    expect(home.match(/<script nonce="[^"]+" type="x-module"/g)).toHaveLength(1);
    expect(home).not.toMatch(/<script[^>]* type="module"/);
    const login = (await get(worker, "/login")).text;
    const preloads = login.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
    expect(login.match(/<script nonce="[^"]+" type="module"/g)).toHaveLength(1);
    expect(login).not.toMatch(/x-module(preload)?"/);
  });

  it("refuses cross-site form posts with 403 and lets same-origin ones through", async () => {
    const post = (headers: Record<string, string>) =>
      get(worker, "/preferences", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "lang=fr&redirectTo=%2F",
      });
    expect((await post({ Origin: "https://evil.example" })).response.status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site", Origin: ORIGIN })).response.status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "same-site" })).response.status).toBe(403);
    expect((await post({ Origin: "null" })).response.status).toBe(403);
    expect((await post({ Referer: "https://evil.example/page" })).response.status).toBe(403);
    const same = await post({ "Sec-Fetch-Site": "same-origin", Origin: ORIGIN });
    expect(same.response.status).toBe(302);
    expect(same.response.headers.get("Set-Cookie")).toContain("lang");
  });
});
