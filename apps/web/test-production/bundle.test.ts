import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
// @ts-expect-error the seed's data modules are plain ESM JavaScript
import { coupons } from "../../api/seed/data/coupons.mjs";
// @ts-expect-error the seed's data modules are plain ESM JavaScript
import { DEMO_PASSWORD, people } from "../../api/seed/data/users.mjs";

/** Every JavaScript file under a directory, as one text. */
function javascriptIn(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .join("\n");
}

const worker = javascriptIn(inject("bundleDir"));
const client = javascriptIn(inject("clientDir"));

/** Text only the development tools hold: if any is in the bundle, so is their code. */
const DEV_ONLY = {
  outbox: ["/dev/outbox", "outboxRoutes"],
  gallery: ["Tiffin UI", "IconButton and Badge", "Form controls", "routes/dev.ui", "ComponentGallery"],
  sandbox: ["/sandbox-pay/", "Sandbox payment", "No money moves", "sbx_", "sandboxProvider"],
  seed: [
    DEMO_PASSWORD as string,
    ...(people as { email: string }[]).map((person) => person.email),
    ...(coupons as { name: string }[]).map((coupon) => coupon.name),
    "buildSeed",
  ],
};

describe("the production Worker bundle (wrangler deploy --dry-run)", () => {
  it("is the real Worker: it holds the API and the storefront", () => {
    // Without these the checks below would pass on an empty file.
    expect(worker).toContain("/rest/payments");
    expect(worker).toContain("Please, choose payment method");
    expect(worker).toContain("routes/_home+/_index");
    expect(worker).toContain("OrderProgress");
  });

  it.each(Object.entries(DEV_ONLY))("holds none of the development-only %s code", (_part, markers) => {
    const found = markers.filter((marker) => worker.includes(marker));
    expect(found).toEqual([]);
  });

  it("holds one API client, shared by the routes and the in-process transport, not a second copy in the routes", () => {
    const routes = javascriptIn(join(import.meta.dirname, "../build/server"));
    expect(/from\s*"@tiffin\/api-client"/.test(routes), "the routes import the API client").toBe(true);
    // Bundled once, by the Worker's bundler, which keeps its function names.
    expect(worker.match(/function (answerWithText|responseText)\(/g)?.sort()).toEqual([
      "function answerWithText(",
      "function responseText(",
    ]);
  });

  it("ships no gallery to browsers either", () => {
    expect(client).toContain("modulepreload");
    const found = DEV_ONLY.gallery.filter((marker) => client.includes(marker));
    expect(found).toEqual([]);
  });

  it("gives the static files Cloudflare serves before the Worker their own security headers (_headers)", () => {
    const rules = readFileSync(join(inject("clientDir"), "_headers"), "utf8");
    expect(rules).toMatch(/^\/\*$/m);
    expect(rules).toContain("X-Content-Type-Options: nosniff");
    expect(rules).toContain("frame-ancestors 'none'");
    expect(rules).toContain("Referrer-Policy: strict-origin-when-cross-origin");
  });
});
