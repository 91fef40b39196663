import { describe, expect, it } from "vitest";
import { ORIGIN, productionWorkerWithDb, storefrontSignIn } from "./production-worker";

// Every answer of a signed-in visit is theirs alone: the production bundle must mark it
// `Cache-Control: private, no-store` so no shared cache or browser disk keeps it.

const production = productionWorkerWithDb();

async function get(path: string, init: RequestInit = {}) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init } as never);
  await response.arrayBuffer();
  return response;
}

const sameOrigin = { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" };

/** Signs in through the storefront's form; answers the form's response and the session cookies. */
const signIn = () => storefrontSignIn(production.worker);

const SIGNED_IN_PAGES = [
  "/",
  "/shop/1",
  "/profile",
  "/orders",
  "/wallet",
  "/liked",
  "/notifications",
  "/settings",
  "/saved-locations",
  "/referrals",
  "/reservations/mine",
  "/parcels",
  "/cart",
  "/order-refunds",
  // a page's loader data, as the browser fetches it on a client-side navigation (single fetch)
  "/profile.data",
  "/orders.data",
  "/wallet.data",
  "/notifications/unread",
  "/notifications/panel?tab=all&page=1",
];

describe("a signed-in visit is never cacheable", () => {
  it("the sign-in action that hands out the session answers private, no-store", async () => {
    const { response } = await signIn();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a signed-in customer's pages and loaders each answer private, no-store", async () => {
    const { cookie } = await signIn();
    for (const path of SIGNED_IN_PAGES) {
      const response = await get(path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("Cache-Control"), `${path} ${response.status}`).toBe("private, no-store");
    }
  });

  it("a signed-in customer's form action (saving notification settings, signing out) answers private, no-store", async () => {
    const { cookie } = await signIn();
    const saved = await get("/settings", {
      method: "POST",
      headers: { ...sameOrigin, Cookie: cookie },
      body: new URLSearchParams({ notification: "1" }).toString(),
    });
    expect(saved.status, "settings").toBeLessThan(500);
    expect(saved.headers.get("Cache-Control")).toBe("private, no-store");
    const out = await get("/logout", { method: "POST", headers: { ...sameOrigin, Cookie: cookie } });
    expect(out.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("public answers stay public: a locale bundle for a signed-in visitor, a page for a signed-out one", async () => {
    const { cookie } = await signIn();
    const bundle = await get("/locales/en/common.json", { headers: { Cookie: cookie } });
    expect(bundle.headers.get("Cache-Control")).toMatch(/public/);
    expect((await get("/shop/1")).headers.get("Cache-Control") ?? "").not.toContain("no-store");
  });
});
