import { env } from "cloudflare:test";
import { errorBodySchema, orderResponse, paymentMethodsResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import { apiDevTools } from "../src/dev";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { countRows, createUser, type TestUser } from "./helpers/users";

/** A development build (dev tools bundled) and a production one (never given them). */
const devBuild = createApiApp({ devTools: apiDevTools });
const productionBuild = createApiApp();

const PRODUCTION = { ENVIRONMENT: "production", DEV_TOOLS: "1" };

async function fetchApi(app: ReturnType<typeof createApiApp>, vars: Record<string, unknown>, path: string, init = {}) {
  const response = await app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), { ...env, ...vars });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

const SANDBOX_ID = 3;

async function unpaidCashOrder(user: TestUser) {
  const { cartId } = await fillCart(user);
  const placed = await fetchApi(
    devBuild,
    {},
    "dashboard/user/orders",
    send("POST", orderBody(cartId, { payment_id: 1 }), user.auth),
  );
  return orderResponse.parse(placed.body).data;
}

describe("the outbox in production", () => {
  it("answers 404 when ENVIRONMENT is production, even with DEV_TOOLS=1 in a build that has the outbox", async () => {
    expect((await fetchApi(devBuild, {}, "dev/outbox")).status).toBe(200);
    expect((await fetchApi(devBuild, PRODUCTION, "dev/outbox")).status).toBe(404);
    // ENVIRONMENT unset is production too.
    expect((await fetchApi(devBuild, { ENVIRONMENT: undefined, DEV_TOOLS: "1" }, "dev/outbox")).status).toBe(404);
  });

  it("answers 404 in development unless DEV_TOOLS is exactly 1", async () => {
    expect((await fetchApi(devBuild, { ENVIRONMENT: "development", DEV_TOOLS: undefined }, "dev/outbox")).status).toBe(
      404,
    );
    expect((await fetchApi(devBuild, { ENVIRONMENT: "development", DEV_TOOLS: "true" }, "dev/outbox")).status).toBe(
      404,
    );
    expect((await fetchApi(devBuild, { ENVIRONMENT: "development", DEV_TOOLS: "1" }, "dev/outbox")).status).toBe(200);
  });

  it("does not exist in a build without dev tools, whatever the flags say", async () => {
    const res = await fetchApi(productionBuild, { ENVIRONMENT: "development", DEV_TOOLS: "1" }, "dev/outbox");
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).statusCode).toBe("ERROR_404");
  });
});

describe("the sandbox payment provider in production", () => {
  it("is not listed among the payment methods", async () => {
    const tags = async (app: typeof devBuild, vars: Record<string, unknown>) =>
      paymentMethodsResponse.parse((await fetchApi(app, vars, "rest/payments")).body).data.map((p) => p.tag);
    expect(await tags(devBuild, {})).toContain("sandbox");
    expect(await tags(devBuild, PRODUCTION)).not.toContain("sandbox");
    expect(await tags(productionBuild, {})).not.toContain("sandbox");
    expect(await tags(productionBuild, {})).toEqual(expect.arrayContaining(["cash", "wallet"]));
  });

  it("a visitor reading shops in production finds no sandbox in any shop's shop_payments", async () => {
    type Shop = { id: number; shop_payments: { payment: { tag: string } }[] };
    const shopTags = async (app: typeof devBuild, vars: Record<string, unknown>, path: string) => {
      const body = (await fetchApi(app, vars, path)).body as { data: Shop | Shop[] };
      const shops = Array.isArray(body.data) ? body.data : [body.data];
      expect(shops.length).toBeGreaterThan(0);
      return shops.flatMap((s) => s.shop_payments.map((p) => p.payment.tag));
    };
    // The seeded shops do hold the sandbox: a development build lists it.
    expect(await shopTags(devBuild, {}, "rest/shops/1")).toContain("sandbox");
    for (const path of ["rest/shops/1", "rest/shops/paginate?perPage=50"]) {
      expect(await shopTags(devBuild, PRODUCTION, path)).not.toContain("sandbox");
      const production = await shopTags(productionBuild, {}, path);
      expect(production).not.toContain("sandbox");
      expect(production).toContain("cash");
    }
  });

  it("refuses an order paid with the sandbox with a 400 and writes no order", async () => {
    for (const [app, vars] of [
      [devBuild, PRODUCTION],
      [productionBuild, {}],
    ] as const) {
      const user = await createUser({ wallet: 100_000 });
      const { cartId } = await fillCart(user);
      const res = await fetchApi(
        app,
        vars,
        "dashboard/user/orders",
        send("POST", orderBody(cartId, { payment_id: SANDBOX_ID }), user.auth),
      );
      expect(res.status).toBe(400);
      const error = errorBodySchema.parse(res.body);
      expect(error.message).toBe("The sandbox payment is only available in development");
      expect(error.params).toHaveProperty("payment_id");
      expect(await countRows("orders", "user_id = ?1", user.id)).toBe(0);
    }
  });

  it("refuses a sandbox checkout and a sandbox top-up with a 400 and starts no transaction", async () => {
    for (const [app, vars] of [
      [devBuild, PRODUCTION],
      [productionBuild, {}],
    ] as const) {
      const user = await createUser({ wallet: 0 });
      const order = await unpaidCashOrder(user);
      const before = await countRows("transactions", "user_id = ?1", user.id);
      const checkout = await fetchApi(app, vars, `dashboard/user/order-sandbox-process?order_id=${order.id}`, {
        headers: user.auth,
      });
      expect(checkout.status).toBe(400);
      expect(errorBodySchema.parse(checkout.body).message).toBe("The sandbox payment is only available in development");
      const topUp = await fetchApi(
        app,
        vars,
        "payments/wallet/payment/top-up",
        send("POST", { payment_type: "sandbox", price: 20 }, user.auth),
      );
      expect(topUp.status).toBe(400);
      expect(errorBodySchema.parse(topUp.body).params).toHaveProperty("payment_type");
      const inHouse = await fetchApi(
        app,
        vars,
        `payments/order/${order.id}/transactions`,
        send("POST", { payment_sys_id: SANDBOX_ID }, user.auth),
      );
      expect(inHouse.status).toBe(400);
      expect(await countRows("transactions", "user_id = ?1", user.id)).toBe(before);
    }
  });

  it("serves neither its hosted page nor its approve call", async () => {
    // A session that exists, made in development, cannot be approved once the flags say production.
    const user = await createUser({ wallet: 0 });
    const started = await fetchApi(
      devBuild,
      {},
      "payments/wallet/payment/top-up",
      send("POST", { payment_type: "sandbox", price: 20 }, user.auth),
    );
    const url = (started.body as { data: { data: { url: string } } }).data.data.url;
    const session = new URL(url).pathname.split("/").pop();
    for (const [app, vars] of [
      [devBuild, PRODUCTION],
      [productionBuild, {}],
    ] as const) {
      const page = await app.fetch(new Request(`http://tiffin.test/api/v1/sandbox-pay/${session}`), {
        ...env,
        ...vars,
      });
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain("Sandbox payment");
      const approve = await fetchApi(app, vars, `payments/sandbox/callback?session_id=${session}&outcome=approve`);
      expect([400, 404]).toContain(approve.status);
    }
    expect(await countRows("wallet_histories", "user_id = ?1", user.id)).toBe(0);
    expect(await countRows("transactions", "user_id = ?1 AND status = 'paid'", user.id)).toBe(0);
  });
});
