import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// Moving a route module between feature folders must never change what the storefront serves.
// This is every URL pattern, with the layout it renders inside ("in …"); a move that drops,
// renames or re-nests a route fails here.
const SERVED = [
  "/ (index)",
  "/*",
  "/about",
  "/address",
  "/admin",
  "/admin (index) in /admin",
  "/admin/bookings in /admin",
  "/admin/live in /admin",
  "/admin/orders/:id in /admin",
  "/admin/parcels in /admin",
  "/admin/refunds in /admin",
  "/admin/stock in /admin",
  "/auth/social",
  "/be-seller",
  "/blog (index)",
  "/blog/:id",
  "/branches",
  "/brands",
  "/careers",
  "/cart",
  "/chats (index)",
  "/chats/:id/messages",
  "/chats/open",
  "/checkout/order",
  "/deliver",
  "/geocode",
  "/group (index)",
  "/group/:cartId",
  "/help",
  "/liked",
  "/locales/:lng/:ns",
  "/login",
  "/logout",
  "/news",
  "/notifications",
  "/notifications/panel in /notifications",
  "/notifications/unread in /notifications",
  "/order-refunds",
  "/orders (index)",
  "/orders/:id",
  "/orders/:id/live in /orders/:id",
  "/parcels (index)",
  "/parcels/:id",
  "/parcels/:id/live in /parcels/:id",
  "/parcels/new",
  "/parcels/price",
  "/preferences",
  "/privacy",
  "/profile",
  "/promotions",
  "/push-token",
  "/recipes (index)",
  "/recipes/:id",
  "/referrals",
  "/register",
  "/reservations (index)",
  "/reservations/:id",
  "/reservations/:id/live in /reservations/:id",
  "/reservations/mine",
  "/reset-password",
  "/restaurant/:id",
  "/restaurant/:id/checkout",
  "/robots.txt",
  "/saved-locations",
  "/search",
  "/settings",
  "/shop/:id",
  "/shop/:id/checkout",
  "/sitemap.xml",
  "/terms",
  "/update-details",
  "/update-password",
  "/verify-phone",
  "/verify/:code",
  "/wallet",
  "/welcome",
];

interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: Entry[];
}

const appDirectory = path.resolve(import.meta.dirname, "../app");

/** app/routes.ts evaluated as the Remix plugin does, with DEV_TOOLS as given. */
async function routeConfig(devTools: string): Promise<Entry[]> {
  vi.stubEnv("DEV_TOOLS", devTools);
  vi.resetModules();
  // The Remix plugin names the app directory before it reads routes.ts.
  (globalThis as { __remixAppDirectory?: string }).__remixAppDirectory = appDirectory;
  const routes = await import("../app/routes");
  return (await routes.default) as Entry[];
}

function flatten(entries: Entry[], parent = ""): { url: string; id?: string; file: string }[] {
  return entries.flatMap((entry) => {
    const joined = `/${[parent, entry.path ?? ""].filter(Boolean).join("/")}`;
    const url = `${joined}${entry.index ? " (index)" : ""}${parent ? ` in /${parent}` : ""}`;
    const here = [entry.id === undefined ? { url, file: entry.file } : { url, id: entry.id, file: entry.file }];
    const within = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...here, ...flatten(entry.children ?? [], within)];
  });
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

// The first read loads @remix-run/dev, which takes a few seconds on a busy machine.
describe("the storefront's routes", { timeout: 30_000 }, () => {
  it("serve exactly the pinned URLs in a production build", async () => {
    const urls = flatten(await routeConfig("")).map((route) => route.url);
    expect(urls.sort()).toEqual([...SERVED].sort());
  });

  it("add only the /dev/ui gallery in a DEV_TOOLS=1 build", async () => {
    const urls = flatten(await routeConfig("1")).map((route) => route.url);
    expect(urls.sort()).toEqual([...SERVED, "/dev/ui"].sort());
  });

  it("are route modules only: no server module, component, client module or test is a route", async () => {
    const files = flatten(await routeConfig("1")).map((route) => route.file);
    const besides = files.filter((file) => /(^|\/)__|\.(server|client|test)\./.test(file));
    expect(besides).toEqual([]);
  });

  it("include every route id the code looks up by name", async () => {
    const ids = new Set(flatten(await routeConfig("")).map((route) => route.id));
    ids.add("root");
    const lookedUp = sourceFiles(appDirectory).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/useRouteLoaderData(?:<[^>]*>)?\("([^"]+)"\)/g)].map((match) => match[1]),
    );
    expect(lookedUp.length).toBeGreaterThan(0);
    expect(lookedUp.filter((id) => !ids.has(id))).toEqual([]);
  });
});
