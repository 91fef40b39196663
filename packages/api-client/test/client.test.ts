import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  answerWithText,
  createApiClient,
  getActiveCurrencies,
  getShop,
  getShopCategories,
  getShopMenuList,
  getShopProducts,
  httpTransport,
  imageUrl,
  isUnauthorized,
  paginateShopProducts,
  paginateShopRecommendedProducts,
  paginateShopReviews,
  paginateShops,
  TimeoutError,
  UnauthorizedError,
} from "../src";

const ok = (data: unknown) =>
  new Response(JSON.stringify({ timestamp: "2026-01-01T00:00:00Z", status: true, message: "OK", data }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

const fail = (status: number, statusCode: string, message: string) =>
  new Response(JSON.stringify({ timestamp: "2026-01-01T00:00:00Z", status: false, statusCode, message }), { status });

function recording(respond: (req: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const transport = async (req: Request) => {
    seen.push(req);
    return respond(req);
  };
  return { seen, transport };
}

afterEach(() => vi.useRealTimers());

describe("createApiClient", () => {
  it("sends lang on every call and the bearer token only when present", async () => {
    const { seen, transport } = recording(() => ok([]));
    const anonymous = createApiClient({ transport, lang: "ar" });
    await anonymous.request("rest/settings", { schema: z.unknown() });
    const signedIn = createApiClient({ transport, lang: "fr", token: "abc" });
    await signedIn.request("rest/settings?x=1", { schema: z.unknown() });

    expect(new URL(seen[0]!.url).searchParams.get("lang")).toBe("ar");
    expect(seen[0]!.headers.get("Authorization")).toBeNull();
    expect(new URL(seen[1]!.url).searchParams.get("lang")).toBe("fr");
    expect(new URL(seen[1]!.url).searchParams.get("x")).toBe("1");
    expect(seen[1]!.headers.get("Authorization")).toBe("Bearer abc");
  });

  it("adds currency_id and encodes nested and array query values", async () => {
    const { seen, transport } = recording(() =>
      Response.json({
        data: [],
        links: { first: null, last: null, prev: null, next: null },
        meta: { current_page: 1, from: null, last_page: 1, links: [], path: "", per_page: 2, to: null, total: 0 },
      }),
    );
    const client = createApiClient({ transport, currencyId: 3 });
    await paginateShops(client, { perPage: 2, address: { latitude: 51.5, longitude: -0.1 }, take: [1, 2] });
    const params = new URL(seen[0]!.url).searchParams;
    expect(new URL(seen[0]!.url).pathname).toBe("/api/v1/rest/shops/paginate");
    expect(params.get("currency_id")).toBe("3");
    expect(params.get("address[latitude]")).toBe("51.5");
    expect(params.getAll("take[]")).toEqual(["1", "2"]);
  });

  it("validates the response against the call's schema", async () => {
    const { transport } = recording(() =>
      ok([{ id: 1, symbol: "$", title: "USD", position: "left", default: true, rate: 1 }]),
    );
    await expect(getActiveCurrencies(createApiClient({ transport }))).rejects.toThrow();
  });

  it("throws a typed error carrying the contract's statusCode and message", async () => {
    const { transport } = recording(() => fail(404, "ERROR_404", "Shop not found"));
    const error = await createApiClient({ transport })
      .request("rest/shops/9", { schema: z.unknown() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).statusCode).toBe("ERROR_404");
    expect((error as ApiError).message).toBe("Shop not found");
  });

  it("signals 401 distinctly", async () => {
    const { transport } = recording(() => fail(401, "ERROR_100", "Unauthorized"));
    const error = await createApiClient({ transport, token: "stale" })
      .request("dashboard/user/profile/show", { schema: z.unknown() })
      .catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
    expect((error as UnauthorizedError).statusCode).toBe("ERROR_100");
  });

  it("gives up after 16 seconds by default", async () => {
    vi.useFakeTimers();
    const transport = () => new Promise<Response>(() => {});
    const pending = createApiClient({ transport }).request("rest/settings", { schema: z.unknown() });
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_999);
    let settled = false;
    void caught.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(TimeoutError);
  });
});

describe("imageUrl", () => {
  it("prefixes paths without a scheme by the image base", () => {
    expect(imageUrl("/storage/images/shops/a.svg", "https://img.example.test/")).toBe(
      "https://img.example.test/storage/images/shops/a.svg",
    );
    expect(imageUrl("https://cdn.test/x.png", "https://img.example.test")).toBe("https://cdn.test/x.png");
    expect(imageUrl("/storage/images/a.svg")).toBe("/storage/images/a.svg");
    expect(imageUrl(null, "https://img")).toBeUndefined();
  });
});

describe("httpTransport", () => {
  it("keeps path and query and targets the base host", async () => {
    const seen: string[] = [];
    const fetchImpl = (async (input: Request) => {
      seen.push(input.url);
      return ok([]);
    }) as unknown as typeof fetch;
    const client = createApiClient({ transport: httpTransport("http://127.0.0.1:9999", fetchImpl), lang: "en" });
    await client.request("rest/settings", { schema: z.unknown() });
    expect(seen[0]).toBe("http://127.0.0.1:9999/api/v1/rest/settings?lang=en");
  });
});

describe("shop calls named by a page's URL", () => {
  it("encodes the shop id, so an id like ../../dashboard/user/wallet asks the shop path, never another one", async () => {
    const { seen, transport } = recording(() => fail(404, "ERROR_404", "Shop not found"));
    const client = createApiClient({ transport, token: "a-signed-in-token" });
    const hostile = "../../dashboard/user/wallet";
    const calls = [
      getShop(client, hostile),
      getShopProducts(client, hostile),
      paginateShopReviews(client, hostile),
      paginateShopProducts(client, hostile),
      paginateShopRecommendedProducts(client, hostile),
      getShopCategories(client, hostile),
    ];
    for (const call of calls) await expect(call).rejects.toThrow(ApiError);
    const paths = seen.map((request) => new URL(request.url).pathname);
    expect(paths).toEqual([
      "/api/v1/rest/shops/..%2F..%2Fdashboard%2Fuser%2Fwallet",
      "/api/v1/rest/shops/..%2F..%2Fdashboard%2Fuser%2Fwallet/products",
      "/api/v1/rest/shops/..%2F..%2Fdashboard%2Fuser%2Fwallet/reviews",
      "/api/v1/rest/shops/..%2F..%2Fdashboard%2Fuser%2Fwallet/products/paginate",
      "/api/v1/rest/shops/..%2F..%2Fdashboard%2Fuser%2Fwallet/products/recommended/paginate",
      "/api/v1/rest/shops/..%2F..%2Fdashboard%2Fuser%2Fwallet/categories",
    ]);
  });
});

describe("getShopMenuList", () => {
  const money = { price: 5, discount: 0, tax: 0.5, total_price: 5.5 };
  const stock = { id: 7, product_id: 3, quantity: 9, ...money, addon: false, extras: [], addons: [] };
  const product = {
    id: 3,
    uuid: "p-3",
    shop_id: 1,
    shop: { id: 1, uuid: "s-1", slug: "one", type: "restaurant", logo_img: null, open: true, translation: null },
    category_id: 2,
    brand_id: null,
    img: null,
    tax: 10,
    min_qty: 1,
    max_qty: 5,
    interval: 1,
    vegetarian: false,
    kcal: null,
    addon: false,
    is_recommended: true,
    translation: { id: 1, locale: "en", title: "Dal" },
    locales: ["en"],
    unit: null,
    stock: { id: 7, quantity: 9, ...money, bonus: null },
    sold_count: 0,
    rating_avg: null,
    reviews_count: 0,
    rating_percent: 0,
  };
  const category = {
    id: 2,
    uuid: "c-2",
    type: "main",
    parent_id: null,
    img: null,
    position: 0,
    translation: null,
    locales: [],
  };

  it("asks for stocks=omit and reads the listed form", async () => {
    const { seen, transport } = recording(() =>
      ok({ recommended: [product], all: [{ ...category, products: [product] }] }),
    );
    const menu = await getShopMenuList(createApiClient({ transport }), "one");
    expect(new URL(seen[0]!.url).pathname).toBe("/api/v1/rest/shops/one/products");
    expect(new URL(seen[0]!.url).searchParams.get("stocks")).toBe("omit");
    expect(menu.all[0]?.products[0]?.stock?.total_price).toBe(5.5);
  });

  it("reads a host that ignores stocks=omit and answers whole products as listed products without stocks", async () => {
    const whole = { ...product, stocks: [stock] };
    const { transport } = recording(() => ok({ recommended: [whole], all: [{ ...category, products: [whole] }] }));
    const menu = await getShopMenuList(createApiClient({ transport }), 1);
    expect(menu.recommended[0]).toEqual(product);
    expect(menu.all[0]?.products[0]).not.toHaveProperty("stocks");
  });

  it("refuses a listed product whose stock is missing, as the contract requires it (null when there is none)", async () => {
    const { stock: _left, ...noStock } = product;
    const { transport } = recording(() => ok({ recommended: [noStock], all: [] }));
    await expect(getShopMenuList(createApiClient({ transport }), 1)).rejects.toThrow();
  });
});

describe("the client keeps nothing across calls", () => {
  it("hands each call of the same answer its own writable value: one caller's change never reaches another", async () => {
    const text = JSON.stringify({
      timestamp: "t",
      status: true,
      message: "OK",
      data: { title: "Menu", items: [1, 2] },
    });
    const { transport } = recording(() => answerWithText(text, { headers: { "Content-Type": "application/json" } }));
    const client = createApiClient({ transport });
    const schema = z.object({ data: z.object({ title: z.string(), items: z.array(z.number()) }) });
    const first = await client.request("rest/menu", { schema });
    first.data.title = "Changed by the first caller";
    first.data.items.push(3);
    const second = await client.request("rest/menu", { schema });
    expect(Object.isFrozen(second.data)).toBe(false);
    expect(second.data).toEqual({ title: "Menu", items: [1, 2] });
  });
});
