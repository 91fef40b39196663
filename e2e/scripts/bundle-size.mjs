// First-load JavaScript of the storefront's home, cart and checkout routes: every script the
// server's HTML loads or modulepreloads for the page, each gzipped, summed. Prints; it is a measurement, not a test.
//
//   node e2e/scripts/bundle-size.mjs            reads the built Remix manifest (after a build)
//   node e2e/scripts/bundle-size.mjs <url>      parses the HTML a running server returns
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 100;
const client = new URL("../../apps/web/build/client/", import.meta.url).pathname;

/**
 * The same list Remix renders as <link rel="modulepreload"> and <script type="module">. The
 * route manifest file itself is not on it: with lazy route discovery the page carries the
 * manifest of its own routes inline and asks `/__manifest` for others as links appear, so the
 * browser never loads `manifest-*.js`.
 */
function scriptsFromManifest(routeIds) {
  const file = readdirSync(join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("No Remix manifest in apps/web/build/client/assets: build the app first.");
  const source = readFileSync(join(client, "assets", file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

async function scriptsFromHtml(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set();
  // The browse pages send their preloads inert (x-modulepreload) and turn them on after the first paint.
  for (const match of html.matchAll(/<link[^>]+rel="(?:x-)?modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]);
  return [...urls].filter((url) => url.startsWith("/"));
}

/** The measured routes and their budgets (first-load KB gzipped). */
const ROUTES = [
  { name: "home", ids: ["root", "routes/_index"], budget: BUDGET_KB },
  { name: "cart", ids: ["root", "routes/cart"], budget: 120 },
  { name: "checkout", ids: ["root", "routes/restaurant.$id_.checkout"], budget: 120 },
];

function measure(name, scripts, budget) {
  let total = 0;
  const rows = scripts.map((url) => {
    const bytes = readFileSync(join(client, url.replace(/^\//, "")));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    total += gzip;
    return { file: url, raw: bytes.length, gzip };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${name}`);
  for (const row of rows) {
    console.log(
      `${(row.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(row.raw / 1024).toFixed(1).padStart(7)} KB  ${row.file}`,
    );
  }
  const kb = total / 1024;
  console.log(
    `First-load JS for the ${name} route: ${kb.toFixed(1)} KB gzipped (${rows.length} files; budget ${budget} KB)`,
  );
  console.log(kb <= budget ? "Within budget." : "OVER BUDGET.");
}

const target = process.argv[2];
if (target) measure(target, await scriptsFromHtml(target), BUDGET_KB);
else for (const route of ROUTES) measure(route.name, scriptsFromManifest(route.ids), route.budget);
