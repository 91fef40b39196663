import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPERSONAL_PARTS } from "../app/lib/site/impersonal-main";
import { mainOf, partsOf, VISITOR_VERSION_MS } from "../server/cache";
import { ORIGIN, productionWorkerWithDb, stored, storefrontSignIn } from "./production-worker";

// A signed-in home takes its <main> from the visitors' cached home (docs/decisions/045): the
// customer's header is rendered for them, the lists are the visitors' copy. The Worker's
// `x-page-main` header says where the main came from (hit, stale or miss of the page cache).

const production = productionWorkerWithDb();
/** A name no page of the seed contains, given to the demo customer for this file. */
const NAME = "Quillonette";

async function get(path: string, cookie?: string) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  } as never);
  const text = await response.text();
  return { status: response.status, text, main: mainOf(text), from: response.headers.get("x-page-main") };
}

let oldName = "";
let customer = "";
beforeAll(async () => {
  oldName =
    (await production.db.prepare("SELECT firstname FROM users WHERE id = 1").first<string>("firstname")) ?? "Demo";
  await production.db.prepare("UPDATE users SET firstname = ?1 WHERE id = 1").bind(NAME).run();
  customer = (await storefrontSignIn(production.worker)).cookie;
});
afterAll(async () => {
  await production.db.prepare("UPDATE users SET firstname = ?1 WHERE id = 1").bind(oldName).run();
});

/** The customer's cookies with their list of liked shops (sign-in hands an empty one) replaced. */
const liking = (ids: number[]) =>
  [...customer.split("; ").filter((cookie) => !cookie.startsWith("liked=")), stored("liked", ids)].join("; ");

describe("a signed-in home's main", () => {
  it("is the visitors' cached main, the same bytes as the customer's own render of it", async () => {
    const visitor = await get("/?v=2");
    expect(visitor.main).toBeTruthy();
    const signedIn = await get("/?v=2", customer);
    expect(signedIn.status).toBe(200);
    expect(["hit", "stale"]).toContain(signedIn.from);
    expect(signedIn.text).toContain(NAME);
    expect(signedIn.main).toBe(visitor.main);
    // A liked cookie that names no shop on home renders the page whole: the same main.
    const whole = await get("/?v=2", liking([987654]));
    expect(whole.from).toBeNull();
    expect(whole.text).toContain(NAME);
    expect(whole.main).toBe(signedIn.main);
    // The footer and both sets of pickers come the same way (ADR 050), each the bytes the
    // customer's own whole render writes.
    const [spliced, own, visitors] = [partsOf(signedIn.text), partsOf(whole.text), partsOf(visitor.text)];
    expect([...spliced.keys()].sort()).toEqual([...IMPERSONAL_PARTS].sort());
    for (const name of IMPERSONAL_PARTS) {
      expect(spliced.get(name), name).toBe(own.get(name));
      expect(spliced.get(name), name).toBe(visitors.get(name));
    }
    expect(signedIn.text).not.toContain('<template data-impersonal="');
  });

  it("is rendered for visitors when a customer asks first, and the visitors' copy holds nothing of the customer", async () => {
    const signedIn = await get("/?v=3", customer);
    expect(signedIn.from).toBe("miss");
    expect(signedIn.text).toContain(NAME);
    expect(signedIn.main).not.toContain(NAME);
    const visitor = await get("/?v=3");
    expect(visitor.text).not.toContain(NAME);
    expect(visitor.main).toBe(signedIn.main);
  });

  it("is the customer's own render when they like shops: their hearts show", async () => {
    const visitor = await get("/");
    const shopId = Number(/href="\/restaurant\/(\d+)"/.exec(visitor.main ?? "")?.[1]);
    expect(shopId).toBeGreaterThan(0);
    const hearts = await get("/", liking([shopId]));
    expect(hearts.from).toBeNull();
    expect(hearts.main).toContain('aria-pressed="true"');
    expect(visitor.main).not.toContain('aria-pressed="true"');
  });

  it("shows a catalogue change within a second, as visitors see it: their version read, not one of its own", async () => {
    // Past the isolate's last version read, so the home below makes one, from `started` on.
    await new Promise((resolve) => setTimeout(resolve, VISITOR_VERSION_MS + 150));
    const started = performance.now();
    const before = await get("/", customer);
    const titles = [...(before.main ?? "").matchAll(/<h3[^>]*><a [^>]*>([^<&]+)<\/a><\/h3>/g)].map((m) => m[1]);
    const title = titles[0];
    expect(title).toBeTruthy();
    const renamed = `${title} Renamed`;
    await production.db
      .prepare("UPDATE shop_translations SET title = ?1 WHERE title = ?2 AND locale = 'en'")
      .bind(renamed, title)
      .run();
    try {
      const soon = await get("/", customer);
      // Within the second of the version read the home before made (VISITOR_VERSION_MS), the
      // customer is shown the visitors' kept page, as a visitor would be.
      if (performance.now() - started < VISITOR_VERSION_MS) {
        expect(["hit", "stale"]).toContain(soon.from);
        expect(soon.main).toBe(before.main);
      }
      await new Promise((resolve) => setTimeout(resolve, VISITOR_VERSION_MS + 150));
      const after = await get("/", customer);
      expect(after.from).toBe("miss");
      expect(after.main).toContain(renamed);
    } finally {
      await production.db
        .prepare("UPDATE shop_translations SET title = ?1 WHERE title = ?2 AND locale = 'en'")
        .bind(title, renamed)
        .run();
    }
  });

  it("is never taken for other pages: a shop's page and search render their own", async () => {
    for (const path of ["/shop/1", "/restaurant/2", "/search?q=pizza"]) {
      await get(path);
      const signedIn = await get(path, customer);
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.from, path).toBeNull();
      expect(signedIn.text, path).toContain(NAME);
    }
  });
});
