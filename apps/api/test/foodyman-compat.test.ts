import { env } from "cloudflare:test";
import { errorBodySchema, phoneVerificationResponse, tokenResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import { shopClock } from "../src/services/market-clock";
import { codeIn, lastMessage, linkCodeIn } from "./helpers/accounts";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { dayFromNow, fillCart, HOME, orderBody } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

/**
 * The Foodyman client family (Laravel conventions) sends auth fields in the query string, phone
 * numbers as JSON numbers without "+", and lists in qs's indexed form (query-arrays.test.ts).
 * These calls are made exactly as such a client makes them.
 */
const post = (path: string, body?: unknown) => call(path, send("POST", body));
const app = createApiApp();

describe("auth calls the way a Foodyman client makes them", () => {
  it("registers by phone from the query string alone, verifies from the query string, and signs in with the phone as a number", async () => {
    const registered = await post("auth/register?phone=447700900777");
    expect(registered.status).toBe(200);
    const { data } = phoneVerificationResponse.parse(registered.body);
    expect(data.phone).toBe("+447700900777");
    const code = codeIn(await lastMessage("+447700900777"));
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(`auth/verify/phone?verifyId=${encodeURIComponent(data.verifyId)}&verifyCode=${code}`);
    expect(verified.status).toBe(200);
    const session = tokenResponse.parse(verified.body).data;
    expect(session.user.phone).toBe("+447700900777");
    expect(await countRows("users", "phone = ?1", "+447700900777")).toBe(1);

    // Set a password through the signed-in profile call, then log in with the phone as a number.
    const auth = { Authorization: `Bearer ${session.token}` };
    const password = await call(
      "dashboard/user/profile/password/update",
      send("POST", { password: "compat-pass-1", password_confirmation: "compat-pass-1" }, auth),
    );
    expect(password.status, JSON.stringify(password.body)).toBe(200);
    const byNumber = await post("auth/login", { phone: 447700900777, password: "compat-pass-1" });
    expect(byNumber.status).toBe(200);
    const signedIn = byNumber.body as { data: { access_token: string; user: { phone: string } } };
    expect(signedIn.data.user.phone).toBe("+447700900777");
    expect(signedIn.data.access_token.length).toBeGreaterThan(20);
    const byString = await post("auth/login", { phone: "447700900777", password: "compat-pass-1" });
    expect(byString.status).toBe(200);
    // The same number cannot be registered again in another spelling.
    expect(await countRows("users", "phone LIKE '%447700900777'")).toBe(1);
  });

  it("still refuses a phone number that is not one, sent as a number or a string", async () => {
    for (const phone of [12, "12", -447700900777, "+44x7700900777"]) {
      const response = await post("auth/login", { phone, password: "whatever-1" });
      expect(response.status, String(phone)).toBe(400);
      const error = errorBodySchema.parse(response.body);
      expect(error.statusCode, JSON.stringify(error)).toBe("ERROR_400");
    }
  });

  it("registers by email from the query string and resends the link from the query string", async () => {
    const email = "compat-query@tiffin.test";
    expect((await post(`auth/register?email=${encodeURIComponent(email)}`)).status).toBe(200);
    const first = linkCodeIn(await lastMessage(email));
    expect(first).not.toBe("");
    expect((await post(`auth/resend-verify?email=${encodeURIComponent(email)}`)).status).toBe(200);
    const second = linkCodeIn(await lastMessage(email));
    expect(second).not.toBe("");
    expect(second).not.toBe(first);
  });

  it("reads the JSON body over the query string when a field is in both", async () => {
    const response = await post("auth/register?phone=447700900778", { phone: "+447700900779" });
    expect(response.status).toBe(200);
    expect(phoneVerificationResponse.parse(response.body).data.phone).toBe("+447700900779");
  });
});

describe("lists a Foodyman client pages through", () => {
  type Page = {
    data: { id: number }[];
    meta: { current_page: number; last_page: number; per_page: number; total: number };
    links: { first: string; last: string; prev: string | null; next: string | null };
  };

  it("pages shops/{id}/categories with meta and links, the pages adding up to the whole menu", async () => {
    const whole = (await call("rest/shops/1/categories")).body as Page;
    expect(whole.data.length).toBeGreaterThan(2);
    expect(whole.meta).toMatchObject({ current_page: 1, last_page: 1, total: whole.data.length });
    expect(whole.links.next).toBeNull();

    const first = (await call("rest/shops/1/categories?perPage=2")).body as Page;
    expect(first.data.map((c) => c.id)).toEqual(whole.data.slice(0, 2).map((c) => c.id));
    expect(first.meta).toMatchObject({
      current_page: 1,
      per_page: 2,
      total: whole.data.length,
      last_page: Math.ceil(whole.data.length / 2),
    });
    expect(first.links.next).toContain("page=2");
    const second = (await call("rest/shops/1/categories?perPage=2&page=2")).body as Page;
    expect(second.data.map((c) => c.id)).toEqual(whole.data.slice(2, 4).map((c) => c.id));
    expect(second.links.prev).toContain("page=1");
  });
});

describe("every list a Foodyman client pages through", () => {
  type Page = {
    data: { id?: number; uuid?: string }[];
    meta: { current_page: number; last_page: number; per_page: number; total: number };
    links: { first: string | null; last: string | null; prev: string | null; next: string | null };
  };
  const key = (item: { id?: number; uuid?: string }) => String(item.id ?? item.uuid);
  const withPage = (path: string, page: number) => `${path}${path.includes("?") ? "&" : "?"}perPage=1&page=${page}`;

  async function expectPaged(path: string, headers?: Record<string, string>) {
    const read = async (page: number) => {
      const response = await call(withPage(path, page), headers ? { headers } : {});
      expect(response.status, `${path} page ${page}`).toBe(200);
      return response.body as Page;
    };
    const first = await read(1);
    const { total } = first.meta;
    expect(first.meta, path).toMatchObject({ current_page: 1, per_page: 1, last_page: Math.max(1, total) });
    expect(first.data.length, path).toBe(Math.min(1, total));
    expect(first.links.prev, path).toBeNull();
    if (total > 1) {
      expect(first.links.next, path).toContain("page=2");
      const second = await read(2);
      expect(second.meta, path).toMatchObject({ current_page: 2, per_page: 1, total });
      expect(second.data.map(key), path).not.toEqual(first.data.map(key));
      expect(second.links.prev, path).toContain("page=1");
    } else {
      expect(first.links.next, path).toBeNull();
    }
    return total;
  }

  it("answers meta (current_page, last_page, per_page, total) and links on every public list, one item a page", async () => {
    const lists = [
      "rest/shops/paginate",
      "rest/shops/1/categories",
      "rest/shops/1/products/paginate",
      "rest/shops/1/products/recommended/paginate",
      "rest/shops/1/reviews",
      "rest/products/paginate",
      "rest/products/most-sold",
      "rest/products/discount",
      "rest/categories/paginate",
      "rest/brands/paginate",
      "rest/banners/paginate",
      "rest/banners-ads",
      "rest/branches",
      "rest/booking/shops/paginate",
      "rest/blogs/paginate",
      "rest/receipts/paginate",
      "rest/careers/paginate",
      "rest/faqs/paginate",
    ];
    let withSeveral = 0;
    for (const path of lists) if ((await expectPaged(path)) > 1) withSeveral += 1;
    // The seed gives most lists more than one item, so page 2 is really read.
    expect(withSeveral).toBeGreaterThan(lists.length / 2);
  });

  it("pages a customer's own orders with meta and links, counting only that customer's", async () => {
    const user = await createUser({ wallet: 100_000 });
    const other = await createUser({ wallet: 100_000 });
    for (const who of [user, user, other]) {
      const { cartId } = await fillCart(who);
      const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId), who.auth));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    expect(await expectPaged("dashboard/user/orders/paginate", user.auth)).toBe(2);
    expect(await expectPaged("dashboard/user/orders/paginate", other.auth)).toBe(1);
  });
});

describe("products the way a Foodyman client reads them", () => {
  type Money = { id: number; price: number; total_price: number; discount: number; tax: number };
  type Product = { id: number; stocks: Money[]; stock: (Money & { bonus: null }) | null };

  it("gives every product of a list a single stock with its price, total, discount, tax and bonus, equal to its first stock", async () => {
    const page = (await call("rest/products/paginate?perPage=20")).body as { data: Product[] };
    expect(page.data.length).toBeGreaterThan(0);
    for (const product of page.data) {
      const first = product.stocks[0];
      if (!first) {
        expect(product.stock).toBeNull();
        continue;
      }
      expect(product.stock, String(product.id)).toEqual({
        id: first.id,
        quantity: (first as Money & { quantity: number }).quantity,
        price: first.price,
        total_price: first.total_price,
        discount: first.discount,
        tax: first.tax,
        bonus: null,
      });
      expect(product.stock?.total_price).toBeCloseTo(first.price - first.discount + first.tax, 2);
    }
  });
});

describe("notification settings the way a Foodyman client reads and writes them", () => {
  type Kind = { id: number; type: string; active: boolean; notification: { active: boolean } };
  const kinds = async (auth: Record<string, string>) =>
    ((await call("dashboard/user/notifications", { headers: auth })).body as { data: Kind[] }).data;

  it("switches a kind off by a string id, shows it under notification.active, and leaves another user's settings alone", async () => {
    const user = await createUser();
    const other = await createUser();
    const before = await kinds(user.auth);
    const kind = before[0];
    if (!kind) throw new Error("no notification kinds seeded");
    expect(kind.notification).toEqual({ active: kind.active });

    const saved = await call(
      "dashboard/user/update/notifications",
      send("POST", { notifications: [{ notification_id: String(kind.id), active: 0 }] }, user.auth),
    );
    expect(saved.status).toBe(200);
    const after = (await kinds(user.auth)).find((k) => k.id === kind.id);
    expect(after).toMatchObject({ active: false, notification: { active: false } });
    expect((await kinds(other.auth)).find((k) => k.id === kind.id)).toMatchObject({ active: true });
  });

  it("refuses a string id that is not a number with the field's error, saving nothing", async () => {
    const user = await createUser();
    const response = await call(
      "dashboard/user/update/notifications",
      send("POST", { notifications: [{ notification_id: "1; DROP", active: 0 }] }, user.auth),
    );
    expect(response.status).toBe(400);
    expect((await kinds(user.auth)).every((k) => k.active)).toBe(true);
  });
});

describe("banners-ads", () => {
  type Banner = { id: number; type: string; shops: { id: number }[] };
  type Page = { data: Banner[]; meta: { total: number } };

  it("lists only ads, each with its shops, and never an ad among the home banners", async () => {
    const ads = (await call("rest/banners-ads")).body as Page;
    expect(ads.data.length).toBeGreaterThan(0);
    expect(ads.meta.total).toBe(ads.data.length);
    expect(ads.data.every((ad) => ad.type === "ads" && ad.shops.length > 0)).toBe(true);
    const banners = (await call("rest/banners/paginate?perPage=100")).body as Page;
    expect(banners.data.every((banner) => banner.type === "banner")).toBe(true);
    const adIds = new Set(ads.data.map((ad) => ad.id));
    expect(banners.data.some((banner) => adIds.has(banner.id))).toBe(false);
  });

  it("shows one ad by id with its shops, and 404 for a home banner's id or an unknown one", async () => {
    const ads = (await call("rest/banners-ads")).body as Page;
    const first = ads.data[0];
    if (!first) throw new Error("no ads seeded");
    const one = await call(`rest/banners-ads/${first.id}`);
    expect(one.status).toBe(200);
    expect((one.body as { data: Banner }).data).toMatchObject({ id: first.id, type: "ads" });
    const banner = ((await call("rest/banners/paginate")).body as Page).data[0];
    expect((await call(`rest/banners-ads/${banner?.id}`)).status).toBe(404);
    expect((await call(`rest/banners/${first.id}`)).status).toBe(404);
    expect((await call("rest/banners-ads/999")).status).toBe(404);
  });
});

describe("pictures the way a Foodyman client shows them", () => {
  const imageKeys = new Set(["img", "logo_img", "background_img", "url"]);
  /** Every picture of a body: the image keys, story urls and story file lists. */
  const pictures = (node: unknown, out: string[] = [], key = ""): string[] => {
    if (Array.isArray(node)) {
      for (const item of node) pictures(item, out, key === "file_urls" ? "img" : "");
    } else if (node && typeof node === "object") {
      for (const [k, v] of Object.entries(node)) pictures(v, out, k);
    } else if (typeof node === "string" && imageKeys.has(key) && node.includes("/storage/images/")) {
      out.push(node);
    }
    return out;
  };
  const lists = [
    "rest/shops/paginate?perPage=50",
    "rest/products/paginate?perPage=50",
    "rest/banners/paginate",
    "rest/banners-ads",
    "rest/stories/paginate",
    "rest/categories/paginate?perPage=50",
    "rest/brands/paginate",
    "rest/blogs/paginate",
    "rest/receipts/paginate",
    "rest/shops/1/categories",
    // Answers whose presenters write their pictures absolute (no pass over the JSON text).
    "rest/shops/1/products",
    "rest/shops/1/products/paginate?perPage=50",
    "rest/shops/1/products/recommended/paginate",
    "rest/products/search?search=pizza",
    "rest/products/most-sold",
    "rest/products/discount",
    "rest/products/9a0d0000-0000-4000-8000-000000000004",
  ];
  const callWith = async (path: string, bindings: Record<string, string>, init: RequestInit = {}) => {
    const response = await app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), { ...env, ...bindings });
    return (await response.json()) as unknown;
  };

  it("answers every picture of shops, products, banners, ads, stories, categories, brands, blogs and recipes as an absolute URL on the request's origin, prefixed once", async () => {
    for (const path of lists) {
      const found = pictures((await call(path)).body);
      expect(found.length, path).toBeGreaterThan(0);
      for (const url of found) {
        expect(url, path).toMatch(/^http:\/\/tiffin\.test\/storage\/images\/[a-z0-9-]+\/[^/]/);
        expect(url.split("/storage/images/").length, url).toBe(2);
      }
    }
  });

  it("puts IMAGE_BASE in front of every picture when it is set, with or without a trailing slash", async () => {
    for (const base of ["https://img.example.test/tiffin", "https://img.example.test/tiffin/"]) {
      for (const path of [
        "rest/shops/paginate",
        "rest/stories/paginate",
        "rest/products/paginate",
        "rest/shops/1/products",
        "rest/products/9a0d0000-0000-4000-8000-000000000004",
      ]) {
        const found = pictures(await callWith(path, { IMAGE_BASE: base }));
        expect(found.length, path).toBeGreaterThan(0);
        for (const url of found)
          expect(url, path).toMatch(/^https:\/\/img\.example\.test\/tiffin\/storage\/images\/[a-z]/);
      }
    }
  });

  it("shows an uploaded avatar once prefixed, keeps it a path when the client sends the URL back, and refuses another site's picture", async () => {
    const user = await createUser();
    const png = /* a 1×1 PNG */ Uint8Array.from(
      atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
      (ch) => ch.charCodeAt(0),
    );
    const uploaded = await call("dashboard/user/profile/avatar", {
      method: "POST",
      headers: { ...user.auth, "Content-Type": "image/png" },
      body: png,
    });
    const img = (uploaded.body as { data: { img: string } }).data.img;
    expect(img).toMatch(new RegExp(`^http://tiffin\\.test/storage/images/avatars/${user.uuid}/[A-Za-z0-9_-]+\\.png$`));

    // A Foodyman client saves its profile with the picture it was given.
    const saved = await call(
      "dashboard/user/profile/update",
      send("PUT", { firstname: "Ana", images: [img] }, user.auth),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as { data: { img: string } }).data.img).toBe(img);
    const stored = await env.DB.prepare("SELECT img FROM users WHERE id = ?1").bind(user.id).first<{ img: string }>();
    expect(stored?.img).toBe(img.replace("http://tiffin.test", ""));

    const foreign = await call(
      "dashboard/user/profile/update",
      send("PUT", { images: ["https://evil.example/storage/images/x.png"] }, user.auth),
    );
    expect(foreign.status).toBe(400);
    const after = await env.DB.prepare("SELECT img FROM users WHERE id = ?1").bind(user.id).first<{ img: string }>();
    expect(after?.img).toBe(stored?.img);
  });

  it("leaves a stored absolute picture as it is and collapses a doubled /storage/images/ prefix", async () => {
    const user = await createUser();
    const show = async () =>
      ((await call("dashboard/user/profile/show", { headers: user.auth })).body as { data: { img: string } }).data.img;
    await env.DB.prepare("UPDATE users SET img = ?2 WHERE id = ?1")
      .bind(user.id, "https://cdn.example.test/a.png")
      .run();
    expect(await show()).toBe("https://cdn.example.test/a.png");
    await env.DB.prepare("UPDATE users SET img = ?2 WHERE id = ?1")
      .bind(user.id, "/storage/images//storage/images/users/ana.svg")
      .run();
    expect(await show()).toBe("http://tiffin.test/storage/images/users/ana.svg");
  });
});

describe("stories the way a Foodyman client reads them", () => {
  type StoryItem = {
    url: string;
    logo_img: string | null;
    title: string;
    shop_id: number;
    product_uuid: string | null;
    product_title: string | null;
  };

  it("answers stories/paginate as a bare array of arrays, one per shop, each story with exactly the client's fields", async () => {
    const response = await call("rest/stories/paginate");
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const groups = response.body as StoryItem[][];
    expect(groups.length).toBeGreaterThan(1);
    const shops = groups.map((group) => group[0]?.shop_id);
    expect(new Set(shops).size).toBe(groups.length);
    for (const group of groups) {
      expect(group.length).toBeGreaterThan(0);
      for (const story of group) {
        expect(Object.keys(story).sort()).toEqual(
          ["logo_img", "product_title", "product_uuid", "shop_id", "title", "url"].sort(),
        );
        expect(story.shop_id).toBe(group[0]?.shop_id);
        expect(story.title.length).toBeGreaterThan(0);
        expect(story.url).toMatch(/^http:\/\/tiffin\.test\/storage\/images\/stories\//);
        if (story.product_uuid) expect(story.product_title?.length ?? 0).toBeGreaterThan(0);
      }
    }
    const firstShop = (await call("rest/stories/paginate?perPage=1")).body as StoryItem[][];
    expect(firstShop).toEqual(groups.slice(0, 1));
    const secondShop = (await call("rest/stories/paginate?perPage=1&page=2")).body as StoryItem[][];
    expect(secondShop).toEqual(groups.slice(1, 2));
  });

  it("leaves out a switched-off story", async () => {
    const before = ((await call("rest/stories/paginate?perPage=100")).body as StoryItem[][]).flat().length;
    const story = await env.DB.prepare("SELECT id, file_urls FROM stories WHERE active = 1 LIMIT 1").first<{
      id: number;
      file_urls: string;
    }>();
    await env.DB.prepare("UPDATE stories SET active = 0 WHERE id = ?1").bind(story?.id).run();
    const after = ((await call("rest/stories/paginate?perPage=100")).body as StoryItem[][]).flat().length;
    await env.DB.prepare("UPDATE stories SET active = 1 WHERE id = ?1").bind(story?.id).run();
    expect(after).toBe(before - (JSON.parse(story?.file_urls ?? "[]") as string[]).length);
  });
});

describe("paying with cash or wallet the way a Foodyman client does", () => {
  it("answers POST payments/order/{id}/transactions with the order itself carrying its new transaction", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user);
    const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: 3 }), user.auth));
    const order = (placed.body as { data: { id: number; total_price: number } }).data;
    const paid = await call(`payments/order/${order.id}/transactions`, send("POST", { payment_sys_id: 2 }, user.auth));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const data = (paid.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      id: order.id,
      total_price: order.total_price,
      transaction: { status: "paid", payment_system: { tag: "wallet" } },
    });
    expect(Array.isArray(data.details)).toBe(true);
    expect((data.details as unknown[]).length).toBeGreaterThan(0);
    const shown = await call(`dashboard/user/orders/${order.id}`, { headers: user.auth });
    expect((shown.body as { data: unknown }).data).toEqual(data);
  });

  it("answers POST payments/parcel-order/{id}/transactions with the parcel carrying its transaction, and 404 for another customer's parcel", async () => {
    const user = await createUser({ wallet: 100_000 });
    const body = {
      type_id: 1,
      currency_id: 1,
      phone_from: "+44 20 7946 0001",
      username_from: "Sam Sender",
      address_from: { ...HOME, address: "1 Strand", house: "1" },
      phone_to: "+44 20 7946 0002",
      username_to: "Rita Receiver",
      address_to: { latitude: 51.5155, longitude: -0.1419, address: "10 Oxford St" },
      delivery_date: dayFromNow(1),
      delivery_time: "15:00",
    };
    const created = await call("dashboard/user/parcel-orders", send("POST", body, user.auth));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const parcel = (created.body as { data: { id: number } }).data;
    const stranger = await createUser({ wallet: 100_000 });
    const foreign = await call(
      `payments/parcel-order/${parcel.id}/transactions`,
      send("POST", { payment_sys_id: 2 }, stranger.auth),
    );
    expect(foreign.status).toBe(404);
    expect(await countRows("transactions", "payable_type = 'parcel' AND payable_id = ?1", parcel.id)).toBe(0);

    const paid = await call(
      `payments/parcel-order/${parcel.id}/transactions`,
      send("POST", { payment_sys_id: 1 }, user.auth),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const data = (paid.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      id: parcel.id,
      username_to: "Rita Receiver",
      transaction: { payment_system: { tag: "cash" } },
    });
  });
});

describe("open=1 the way a Foodyman client means it: open today", () => {
  const hh = (h: number) => `${String((h + 24) % 24).padStart(2, "0")}-00`;
  const openIds = async (path = "rest/shops/paginate?open=1&perPage=100") =>
    ((await call(path)).body as { data: { id: number }[] }).data.map((s) => s.id);

  it("keeps a shop that works today though not this hour, and drops one off today, closed on today's date, or switched off", async () => {
    const { day, date, time } = shopClock(new Date(), "Europe/London");
    const hour = Number(time.slice(0, 2));
    expect(await countRows("shops", "id IN (3, 4, 5, 6) AND time_zone = 'Europe/London' AND open = 1")).toBe(4);
    // Every day, from two to three hours from now: today, but not this minute.
    await env.DB.prepare(
      "UPDATE shop_working_days SET from_time = ?1, to_time = ?2, disabled = 0 WHERE shop_id IN (3, 4, 5, 6)",
    )
      .bind(hh(hour + 2), hh(hour + 3))
      .run();
    await env.DB.prepare("UPDATE shop_working_days SET disabled = 1 WHERE shop_id = 4 AND day = ?1").bind(day).run();
    await env.DB.prepare("UPDATE shops SET open = 0 WHERE id = 5").run();
    await env.DB.prepare("INSERT INTO shop_closed_dates (shop_id, day) VALUES (6, ?1)").bind(date).run();
    try {
      for (const path of ["rest/shops/paginate?open=1&perPage=100", "rest/shops/search?search=a&open=1&perPage=100"]) {
        const ids = await openIds(path);
        if (path.includes("paginate")) expect(ids, path).toContain(3);
        for (const closed of [4, 5, 6]) expect(ids, path).not.toContain(closed);
      }
      const all = await openIds("rest/shops/paginate?perPage=100");
      expect(all).toEqual(expect.arrayContaining([3, 4, 5, 6]));
    } finally {
      await env.DB.prepare("UPDATE shops SET open = 1 WHERE id = 5").run();
      await env.DB.prepare("DELETE FROM shop_closed_dates WHERE shop_id = 6 AND day = ?1").bind(date).run();
    }
  });

  it("judges today by the shop's own time zone: a shop working only on Kiritimati's weekday is open there, not in Pago Pago", async () => {
    // UTC+14 and UTC-11 are always on different dates, so their weekdays always differ.
    const { day } = shopClock(new Date(), "Pacific/Kiritimati");
    await env.DB.prepare(
      "UPDATE shop_working_days SET disabled = CASE WHEN day = ?1 THEN 0 ELSE 1 END WHERE shop_id = 5",
    )
      .bind(day)
      .run();
    await env.DB.prepare("UPDATE shops SET time_zone = 'Pacific/Pago_Pago' WHERE id = 5").run();
    expect(await openIds()).not.toContain(5);
    await env.DB.prepare("UPDATE shops SET time_zone = 'Pacific/Kiritimati' WHERE id = 5").run();
    expect(await openIds()).toContain(5);
    await env.DB.prepare("UPDATE shops SET time_zone = 'Europe/London' WHERE id = 5").run();
    await env.DB.prepare("UPDATE shop_working_days SET disabled = 0 WHERE shop_id = 5").run();
  });
});

describe("money rows the way a Foodyman client adds them up", () => {
  const cents = (major: number) => Math.round(major * 100);
  type Quote = Record<
    "price" | "total_discount" | "total_tax" | "delivery_fee" | "service_fee" | "tips" | "coupon_price" | "total_price",
    number
  >;
  type Placed = Record<
    | "origin_price"
    | "total_discount"
    | "tax"
    | "shop_tax"
    | "delivery_fee"
    | "service_fee"
    | "tips"
    | "coupon_price"
    | "total_price",
    number
  >;

  it.each([
    [1, "the default currency"],
    [4, "AED"],
  ])(
    "currency %i (%s): calculate's and the placed order's price, discount, tax, delivery fee, service fee, tips and coupon rows sum to the total",
    async (currencyId) => {
      const user = await createUser();
      const taxed = await createProduct(1, { price: 1333, tax: 7, quantity: 50 });
      const discounted = await createProduct(1, { price: 2199, discount: 111, quantity: 50 });
      const cart = await call(
        "dashboard/user/cart/insert-product",
        send(
          "POST",
          {
            shop_id: 1,
            products: [
              { stock_id: taxed.stockId, quantity: 3 },
              { stock_id: discounted.stockId, quantity: 1 },
            ],
          },
          user.auth,
        ),
      );
      const cartId = (cart.body as { data: { id: number } }).data.id;
      const location = { latitude: HOME.latitude + 0.0123, longitude: HOME.longitude - 0.0171 };
      const quoted = await call(
        `dashboard/user/cart/calculate/${cartId}?currency_id=${currencyId}`,
        send(
          "POST",
          { type: "delivery", address: location, tips: 1.37, coupon: "FIVEOFF", currency_id: currencyId },
          user.auth,
        ),
      );
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      const q = (quoted.body as { data: Quote }).data;
      expect(q.total_tax).toBeGreaterThan(0);
      expect(q.coupon_price).toBeGreaterThan(0);
      expect(
        cents(q.price) -
          cents(q.total_discount) +
          cents(q.total_tax) +
          cents(q.delivery_fee) +
          cents(q.service_fee) +
          cents(q.tips) -
          cents(q.coupon_price),
      ).toBe(cents(q.total_price));

      const placed = await call(
        `dashboard/user/orders?currency_id=${currencyId}`,
        send(
          "POST",
          orderBody(cartId, { currency_id: currencyId, location, tips: 1.37, coupon: "FIVEOFF" }),
          user.auth,
        ),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const id = (placed.body as { data: { id: number } }).data.id;
      const shown = (await call(`dashboard/user/orders/${id}`, { headers: user.auth })).body as { data: Placed };
      for (const o of [(placed.body as { data: Placed }).data, shown.data]) {
        expect(o.tax).toBe(o.shop_tax);
        expect(o.tax).toBe(q.total_tax);
        expect(o.total_price).toBe(q.total_price);
        expect(
          cents(o.origin_price) -
            cents(o.total_discount) +
            cents(o.tax) +
            cents(o.delivery_fee) +
            cents(o.service_fee) +
            cents(o.tips) -
            cents(o.coupon_price),
        ).toBe(cents(o.total_price));
      }
    },
  );
});

describe("address location the way a Foodyman client sends and reads it: [latitude, longitude]", () => {
  const body = (location: unknown) => ({
    title: "Home",
    address: { address: "1 Strand", house: "1" },
    location,
    active: true,
  });

  it("saves an address sent with location [lat, lng], answers it as [lat, lng], and updates it the same way", async () => {
    const user = await createUser();
    const saved = await call("dashboard/user/addresses", send("POST", body([51.5101, -0.1337]), user.auth));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const address = (saved.body as { data: { id: number; location: unknown } }).data;
    expect(address.location).toEqual([51.5101, -0.1337]);
    const updated = await call(`dashboard/user/addresses/${address.id}`, send("PUT", body([51.52, -0.14]), user.auth));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const list = (await call("dashboard/user/addresses", { headers: user.auth })).body as {
      data: { id: number; location: unknown }[];
    };
    expect(list.data.find((a) => a.id === address.id)?.location).toEqual([51.52, -0.14]);
    // The older object form is still read, and answered as the array.
    const old = await call(
      "dashboard/user/addresses",
      send("POST", body({ latitude: 51.5, longitude: -0.12 }), user.auth),
    );
    expect((old.body as { data: { location: unknown } }).data.location).toEqual([51.5, -0.12]);
  });

  it("refuses a location that is not two numbers in range, saving nothing", async () => {
    const user = await createUser();
    for (const location of [[51.5], [91, 0], [51.5, -0.12, 3], ["north", "west"], "51.5,-0.12", null]) {
      const response = await call("dashboard/user/addresses", send("POST", body(location), user.auth));
      expect(response.status, JSON.stringify(location)).toBe(400);
      const fields = Object.keys((response.body as { params?: Record<string, unknown> }).params ?? {});
      expect(
        fields.some((field) => field.startsWith("location")),
        JSON.stringify([location, fields]),
      ).toBe(true);
    }
    expect(await countRows("user_addresses", "user_id = ?1", user.id)).toBe(0);
  });

  it("places a delivery order with location [lat, lng] and shows the order's location as [lat, lng]; calculate takes the array too", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user);
    const point: [number, number] = [HOME.latitude + 0.001, HOME.longitude];
    const quoted = await call(
      `dashboard/user/cart/calculate/${cartId}`,
      send("POST", { type: "delivery", address: point }, user.auth),
    );
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId, { location: point }), user.auth));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = (placed.body as { data: { id: number; location: unknown; total_price: number } }).data;
    expect(order.location).toEqual(point);
    expect(order.total_price).toBe((quoted.body as { data: { total_price: number } }).data.total_price);
    const shown = (await call(`dashboard/user/orders/${order.id}`, { headers: user.auth })).body as {
      data: { location: unknown };
    };
    expect(shown.data.location).toEqual(point);
    const row = await env.DB.prepare("SELECT latitude, longitude FROM orders WHERE id = ?1").bind(order.id).first();
    expect(row).toEqual({ latitude: point[0], longitude: point[1] });
  });
});

/** The flows of issue 36, each test one call made as the Foodyman web client makes it. */
describe("the Foodyman web client's flows, call by call", () => {
  type Paged<T> = { data: T[]; meta: { total: number; current_page: number; per_page: number } };
  type Envelope<T> = { status: boolean; data: T };

  it("about: GET rest/pages/paginate?page=1&perPage=10&type=all_about lists the about page and its sections, paged", async () => {
    const response = await call("rest/pages/paginate?page=1&perPage=10&type=all_about");
    expect(response.status).toBe(200);
    const page = response.body as Paged<{ id: number; type: string; translation: { title: string } | null }>;
    const types = page.data.map((p) => p.type);
    expect(types).toContain("about");
    expect(types.length).toBeGreaterThan(1);
    expect(
      types.every((t) => t === "about" || t.startsWith("about_")),
      types.join(),
    ).toBe(true);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10, total: types.length });
    expect(page.data.every((p) => (p.translation?.title ?? "") !== "")).toBe(true);
    const second = (await call("rest/pages/paginate?page=2&perPage=1&type=all_about")).body as typeof page;
    expect(second.data.map((p) => p.type)).toEqual([types[1]]);
  });

  it("welcome: GET rest/landing-pages/welcome, rest/stat and rest/last-blog/show answer the page, counters and newest post", async () => {
    const landing = await call("rest/landing-pages/welcome?lang=fr");
    expect(landing.status).toBe(200);
    const page = (landing.body as Envelope<{ type: string; translation: { locale: string; title: string } }>).data;
    expect(page.type).toBe("welcome");
    expect(page.translation).toMatchObject({ locale: "fr", title: "Bienvenue sur Tiffin" });

    const stat = await call("rest/stat");
    expect(stat.status).toBe(200);
    const counters = (stat.body as Envelope<Record<string, number>>).data;
    const shops = await countRows("shops", "status = 'approved' AND open = 1");
    expect(counters).toMatchObject({ shops, users: await countRows("users", "role = 'user'") });
    expect(counters.products).toBeGreaterThan(0);

    const last = await call("rest/last-blog/show");
    expect(last.status).toBe(200);
    const blog = (last.body as Envelope<{ uuid: string; type: string }>).data;
    const newest = ((await call("rest/blogs/paginate?type=blog&perPage=1")).body as Paged<{ uuid: string }>).data[0];
    expect(blog).toMatchObject({ type: "blog", uuid: newest?.uuid });
  });

  it("reservation: GET rest/booking/tables?page=1&perPage=100&shop_id= answers every table of that shop, none of another", async () => {
    const response = await call("rest/booking/tables?page=1&perPage=100&shop_id=3");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const tables = (response.body as Paged<{ id: number; shop_section: { shop_id: number } }>).data;
    expect(tables.length).toBe(await countRows("booking_tables", "shop_section_id IN (31, 32)"));
    expect(tables.length).toBeGreaterThan(5);
    expect(tables.every((t) => t.shop_section.shop_id === 3)).toBe(true);
    // Neither a shop nor a section: a clear 400, not every table of the marketplace.
    const neither = await call("rest/booking/tables?page=1&perPage=100");
    expect(neither.status).toBe(400);
    expect(errorBodySchema.parse(neither.body).message).toMatch(/shop id/i);
  });

  it("reservation: GET rest/booking/disable-dates/table/{id} without date_from answers the taken slots from today on", async () => {
    const user = await createUser();
    const tomorrow = dayFromNow(1);
    const yesterday = dayFromNow(-1);
    const insert = `INSERT INTO user_bookings (user_id, booking_id, table_id, start_date, end_date, guest, status, created_at)
      VALUES (?1, 1, 111, ?2, ?3, 2, 'new', ?4)`;
    const now = new Date().toISOString();
    await env.DB.prepare(insert).bind(user.id, `${yesterday} 12:00`, `${yesterday} 14:00`, now).run();
    await env.DB.prepare(insert).bind(user.id, `${tomorrow} 19:00`, `${tomorrow} 21:00`, now).run();
    const response = await call("rest/booking/disable-dates/table/111");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual([{ start_date: `${tomorrow} 19:00`, end_date: `${tomorrow} 21:00` }]);
  });

  it("reservation: GET rest/booking/shop-sections?shop_id= gives each zone a translation.title", async () => {
    const response = await call("rest/booking/shop-sections?shop_id=1&perPage=50&lang=ar");
    expect(response.status).toBe(200);
    const sections = (response.body as Paged<{ area: string; translation: { title: string; locale: string } }>).data;
    expect(sections.map((s) => s.translation.title)).toEqual(["Main hall", "Terrace"]);
    expect(sections.every((s) => s.translation.locale === "ar")).toBe(true);
  });

  it("reservation: GET rest/booking/bookings?shop_id= answers that shop's booking settings", async () => {
    const response = await call("rest/booking/bookings?shop_id=4");
    expect(response.status).toBe(200);
    const settings = (response.body as Paged<{ shop_id: number; max_time: number; active: boolean }>).data;
    expect(settings).toEqual([{ id: 4, shop_id: 4, max_time: 180, active: true }]);
    const none = (await call("rest/booking/bookings?shop_id=2")).body as Paged<unknown>;
    expect(none.data).toEqual([]);
  });

  it("referral: GET rest/referral answers translation.faq in the asked language", async () => {
    const response = await call("rest/referral?lang=fr");
    expect(response.status).toBe(200);
    const referral = (response.body as Envelope<{ translation: { locale: string; faq: string | null } }>).data;
    expect(referral.translation.locale).toBe("fr");
    expect(referral.translation.faq).toContain("portefeuille");
  });
});

describe("the Foodyman web client's profile and account reads", () => {
  type Envelope<T> = { status: boolean; data: T };

  it('profile: PUT dashboard/user/profile/update with gender "2" or "male" saves the word and profile/show answers the select\'s code', async () => {
    const user = await createUser();
    const update = (gender: unknown) =>
      call("dashboard/user/profile/update", send("PUT", { firstname: "Nia", gender }, user.auth));
    const byCode = await update("2");
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    expect((byCode.body as Envelope<{ gender: string }>).data.gender).toBe("2");
    const stored = () =>
      env.DB.prepare("SELECT gender FROM users WHERE id = ?1").bind(user.id).first<{ gender: string }>();
    expect((await stored())?.gender).toBe("female");
    expect((await update("male")).status).toBe(200);
    expect((await stored())?.gender).toBe("male");
    const shown = await call("dashboard/user/profile/show", { headers: user.auth });
    expect((shown.body as Envelope<{ gender: string }>).data.gender).toBe("1");
    // Neither a code nor a word: refused, the saved gender kept.
    const bad = await update("7");
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).message).not.toMatch(/gender\.|\bpath\b/);
    expect((await stored())?.gender).toBe("male");
  });
});

describe("the Foodyman web client's parcel list", () => {
  it("parcels: GET dashboard/user/parcel-orders?statuses[0]=delivered&statuses[1]=canceled answers only those statuses, counted so", async () => {
    const user = await createUser();
    const other = await createUser();
    const body = {
      type_id: 1,
      phone_from: "+44 20 7946 0001",
      username_from: "Sam Sender",
      address_from: { ...HOME, address: "1 Strand" },
      phone_to: "+44 20 7946 0002",
      username_to: "Rita Receiver",
      address_to: { latitude: 51.5155, longitude: -0.1419, address: "10 Oxford St" },
      delivery_date: dayFromNow(1),
      delivery_time: "15:00",
    };
    const ids: number[] = [];
    for (const owner of [user, user, user, other]) {
      const created = await call("dashboard/user/parcel-orders", send("POST", body, owner.auth));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      ids.push((created.body as { data: { id: number } }).data.id);
    }
    const setStatus = (id: number | undefined, status: string) =>
      env.DB.prepare("UPDATE parcel_orders SET status = ?2 WHERE id = ?1").bind(id, status).run();
    await setStatus(ids[0], "delivered");
    await setStatus(ids[1], "canceled");
    await setStatus(ids[3], "delivered");
    const response = await call("dashboard/user/parcel-orders?statuses[0]=delivered&statuses[1]=canceled", {
      headers: user.auth,
    });
    expect(response.status).toBe(200);
    const page = response.body as { data: { id: number; status: string }[]; meta: { total: number } };
    expect(page.data.map((p) => p.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(page.meta.total).toBe(2);
    const bad = await call("dashboard/user/parcel-orders?statuses[0]=lost", { headers: user.auth });
    expect(bad.status).toBe(400);
  });
});

describe("the Foodyman web client's catalogue and cart reads", () => {
  type Paged<T> = { data: T[]; meta: { total: number } };

  it("shop category: GET rest/shops/paginate?type=shop&category_id=901 lists the category's shops, as without type", async () => {
    const withType = await call("rest/shops/paginate?type=shop&category_id=901&perPage=50");
    expect(withType.status).toBe(200);
    const typed = withType.body as Paged<{ id: number }>;
    const inCategory = await countRows(
      "shops",
      "status = 'approved' AND id IN (SELECT shop_id FROM shop_categories WHERE category_id = 901)",
    );
    expect(inCategory).toBeGreaterThan(0);
    expect(typed.meta.total).toBe(inCategory);
    const untyped = (await call("rest/shops/paginate?category_id=901&perPage=50")).body as Paged<{ id: number }>;
    expect(typed.data.map((s) => s.id)).toEqual(untyped.data.map((s) => s.id));
    // Without a category, type=shop still means shops (not restaurants).
    const shops = (await call("rest/shops/paginate?type=shop&perPage=50")).body as Paged<{ type: string }>;
    expect(shops.data.length).toBeGreaterThan(0);
    expect(shops.data.every((s) => s.type === "shop")).toBe(true);
  });

  it("categories: GET rest/categories/sub-shop/{id} lists a shop category's sub-categories; 404 for one that is not", async () => {
    const response = await call("rest/categories/sub-shop/902?lang=fr");
    expect(response.status).toBe(200);
    const subs = (
      response.body as Paged<{ id: number; parent_id: number; type: string; translation: { title: string } }>
    ).data;
    expect(subs.map((c) => c.translation.title)).toEqual(["Fruits et légumes", "Épicerie sèche"]);
    expect(subs.every((c) => c.parent_id === 902 && c.type === "shop")).toBe(true);
    // The top-level list of shop categories keeps to the parents.
    const top = (await call("rest/categories/paginate?type=shop&perPage=50")).body as Paged<{ id: number }>;
    expect(top.data.map((c) => c.id)).not.toContain(921);
    expect((await call("rest/categories/sub-shop/905")).body).toMatchObject({ data: [] });
    expect((await call("rest/categories/sub-shop/951")).status).toBe(404);
    expect((await call("rest/categories/sub-shop/999999")).status).toBe(404);
  });

  it("cart: POST dashboard/user/cart/insert-product answers each line's stock.product.unit with its translation", async () => {
    const user = await createUser();
    const row = await env.DB.prepare(
      `SELECT s.id AS stock_id, p.unit_id, u.title FROM stocks s JOIN products p ON p.id = s.product_id
       JOIN unit_translations u ON u.unit_id = p.unit_id AND u.locale = 'en'
       WHERE p.shop_id = 1 AND p.active = 1 AND p.addon = 0 AND s.addon = 0 AND s.quantity > 0 LIMIT 1`,
    ).first<{ stock_id: number; unit_id: number; title: string }>();
    expect(row).not.toBeNull();
    const response = await call(
      "dashboard/user/cart/insert-product",
      send("POST", { shop_id: 1, products: [{ stock_id: row?.stock_id, quantity: 1 }] }, user.auth),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    type Unit = { id: number; translation: { title: string } | null } | null;
    const cart = (
      response.body as {
        data: { user_carts: { cartDetails: { stock: { id: number; product: { unit?: Unit } } }[] }[] };
      }
    ).data;
    const line = cart.user_carts.flatMap((u) => u.cartDetails).find((d) => d.stock.id === row?.stock_id);
    expect(line?.stock.product.unit).toEqual({
      id: row?.unit_id,
      translation: expect.objectContaining({ title: row?.title }),
    });
    const shown = await call("dashboard/user/cart", { headers: user.auth });
    expect(JSON.stringify(shown.body)).toContain(`"unit":{"id":${row?.unit_id}`);
  });
});

describe("the Foodyman web client's wallet history", () => {
  it("wallet: GET dashboard/user/wallet/histories gives a line paid by wallet its transaction_id and updated_at", async () => {
    const user = await createUser({ wallet: 100_000 });
    const other = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user);
    const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: 3 }), user.auth));
    const order = (placed.body as { data: { id: number } }).data;
    const paid = await call(`payments/order/${order.id}/transactions`, send("POST", { payment_sys_id: 2 }, user.auth));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const transaction = (paid.body as { data: { transaction: { id: number } } }).data.transaction;
    // Another customer's wallet payment at the same moment does not lend its transaction.
    const { cartId: otherCart } = await fillCart(other);
    const otherOrder = (
      (await call("dashboard/user/orders", send("POST", orderBody(otherCart, { payment_id: 3 }), other.auth))).body as {
        data: { id: number };
      }
    ).data;
    await call(`payments/order/${otherOrder.id}/transactions`, send("POST", { payment_sys_id: 2 }, other.auth));

    const response = await call("dashboard/user/wallet/histories?page=1&perPage=10", { headers: user.auth });
    expect(response.status).toBe(200);
    type Line = { type: string; transaction_id: number | null; created_at: string; updated_at: string };
    const lines = (response.body as { data: Line[] }).data;
    const withdraw = lines.find((l) => l.type === "withdraw");
    expect(withdraw?.transaction_id).toBe(transaction.id);
    expect(withdraw?.updated_at).toBe(withdraw?.created_at);
    expect(lines.every((l) => typeof l.updated_at === "string" && "transaction_id" in l)).toBe(true);
  });
});

describe("the Foodyman web client's wallet history after a checkout paid by wallet", () => {
  it("wallet: GET dashboard/user/wallet/histories names the transaction of an order paid by wallet at checkout", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user);
    const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: 2 }), user.auth));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = (placed.body as { data: { id: number } }).data;
    const transaction = await env.DB.prepare(
      "SELECT id FROM transactions WHERE payable_type = 'order' AND payable_id = ?1 AND status = 'paid'",
    )
      .bind(order.id)
      .first<{ id: number }>();
    expect(transaction).not.toBeNull();

    const response = await call("dashboard/user/wallet/histories?page=1&perPage=10", { headers: user.auth });
    type Line = { type: string; transaction_id: number | null };
    const withdraw = (response.body as { data: Line[] }).data.find((l) => l.type === "withdraw");
    expect(withdraw?.transaction_id).toBe(transaction?.id);
  });
});

describe("the Foodyman web client's recipe page", () => {
  type Text = { title: string; list: string[] };
  type Recipe = {
    id: number;
    shop_id: number;
    ingredients: Text;
    instructions: Text;
    nutritions: unknown[];
    shop: { id: number; translation: { title: string } };
    stocks: { min_quantity: number; product: { id: number; translation: { title: string } } }[];
  };

  it("recipe: GET rest/receipts/{id}?currency_id=NaN answers 200, as without a currency; another non-number is still 400", async () => {
    const plain = await call("rest/receipts/1");
    const nan = await call("rest/receipts/1?currency_id=NaN&lang=en");
    expect(nan.status, JSON.stringify(nan.body)).toBe(200);
    const strip = (body: unknown) => ({ ...(body as { data: unknown }), timestamp: "" });
    expect(strip(nan.body)).toEqual(strip(plain.body));
    expect((await call("rest/receipts/1?currency_id=abc")).status).toBe(400);
  });

  it("recipe: GET rest/receipts/{id} answers ingredients and instructions as HTML titles, nutritions, shop.translation and stocks with min_quantity and product.translation.title", async () => {
    const response = await call("rest/receipts/1?lang=fr");
    expect(response.status).toBe(200);
    const recipe = (response.body as { data: Recipe }).data;
    expect(recipe.ingredients.title).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
    expect(recipe.ingredients.title).toContain(`<li>${recipe.ingredients.list[0]}</li>`);
    expect(recipe.instructions.title).toMatch(/^<ol>(<li>[^<]+<\/li>)+<\/ol>$/);
    expect(recipe.instructions.list.length).toBeGreaterThan(0);
    expect(Array.isArray(recipe.nutritions)).toBe(true);
    const shopTitle = await env.DB.prepare("SELECT title FROM shop_translations WHERE shop_id = ?1 AND locale = 'fr'")
      .bind(recipe.shop_id)
      .first<{ title: string }>();
    expect(recipe.shop).toMatchObject({ id: recipe.shop_id, translation: { title: shopTitle?.title } });
    expect(recipe.stocks.length).toBeGreaterThan(0);
    for (const stock of recipe.stocks) {
      const product = await env.DB.prepare(
        "SELECT p.min_qty, t.title FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'fr' WHERE p.id = ?1",
      )
        .bind(stock.product.id)
        .first<{ min_qty: number; title: string }>();
      expect(stock.min_quantity).toBe(product?.min_qty);
      expect(stock.product.translation.title).toBe(product?.title);
    }
  });
});
