import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import { DEMO } from "./helpers/accounts";
import { send } from "./helpers/json";
import { createUser } from "./helpers/users";

const app = createApiApp();
const fetchApi = (path: string, init: RequestInit = {}) =>
  app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), env);

/** Signed-in reads a shared cache or the browser's disk could keep, each the customer's own. */
const SIGNED_IN_READS = [
  "dashboard/user/profile/show",
  "dashboard/user/orders/paginate",
  "dashboard/user/wallet/histories",
  "dashboard/user/addresses",
  "dashboard/user/cart",
  "dashboard/user/liked-shops",
  "dashboard/notifications",
  "dashboard/user/profile/notifications-statistic",
  "dashboard/user/order-refunds/paginate",
  "dashboard/user/parcel-orders",
  "dashboard/user/my-bookings",
  "dashboard/chats",
  "dashboard/user/orders/999999",
];

describe("private answers carry Cache-Control: private, no-store", () => {
  it("a signed-in customer's profile, orders, wallet and every other /dashboard read", async () => {
    const user = await createUser();
    for (const path of SIGNED_IN_READS) {
      const response = await fetchApi(path, { headers: user.auth });
      expect(response.headers.get("Cache-Control"), `${path} ${response.status}`).toBe("private, no-store");
    }
  });

  it("a /dashboard write, a /dashboard refusal without a token, and a sign-in that hands out a token", async () => {
    const user = await createUser();
    const write = await fetchApi("dashboard/user/liked-shops", send("POST", { shop_ids: [1] }, user.auth));
    expect(write.headers.get("Cache-Control")).toBe("private, no-store");
    const refused = await fetchApi("dashboard/user/profile/show");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    const signIn = await fetchApi("auth/login", send("POST", DEMO, { "CF-Connecting-IP": "203.0.113.240" }));
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a catalogue read made with a token is private too; the same read without one is not marked", async () => {
    const user = await createUser();
    expect((await fetchApi("rest/shops/1", { headers: user.auth })).headers.get("Cache-Control")).toBe(
      "private, no-store",
    );
    expect((await fetchApi("rest/shops/1")).headers.get("Cache-Control")).toBeNull();
  });
});
