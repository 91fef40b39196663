import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { ONE_WIDTH } from "./tests/support/widths";

// E2E_PORT lets two checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 8787);
const root = new URL("..", import.meta.url).pathname;
/** The Firebase Auth emulator of the social sign-in journeys (scripts/auth-emulator.mjs). */
const AUTH_EMULATOR_PORT = PORT + 2000;
const FIREBASE_PROJECT = "demo-tiffin";
/** The local map style, tiles and geocoder of the address forms (scripts/map-fixtures.mjs). */
const MAP_FIXTURES = `http://127.0.0.1:${PORT + 6000}`;

/** Journeys that run at the desktop width only (see the mobile project). */
const MOBILE_SKIPS =
  /(account|profile-contact|social-sign-in|web-push|wallet|session|notifications|no-javascript|content-security-policy|redirects|ui-gallery|crawler|content-pages|group-order|reservations|parcels|chat|storefront-pages-a11y|page-layout|admin|admin-pages|shop-logos|sign-in-by-code|translated-refusals)\.spec\.ts/;

/** Debian's Chromium; a downloaded browser cannot be fetched on this network. */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  },
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  // One browser at a time in CI: two browsers and workerd on a 2-core runner starve hydration.
  workers: process.env.CI ? 1 : 2,
  // One retry in CI so a load spike on a 2-core runner does not sink a run; Playwright reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    // The pages' Content-Security-Policy refuses scripts without its nonce, which includes the
    // axe-core checks the journeys inject; content-security-policy.spec.ts turns it back on.
    bypassCSP: true,
  },
  projects: [
    { name: "desktop", use: { ...chromium, viewport: { width: 1140, height: 900 } } },
    {
      name: "mobile",
      // The phone width reruns the journeys whose layout changes under 576 px (header, drawers and
      // bottom sheets, shop and product pages, cart, checkout, orders, breakpoints, the a11y
      // sweeps). Journeys of forms and server rules (accounts, profile contact changes, social sign-in, web push, wallet, sessions, notifications,
      // headers, redirects, no-JavaScript posts, the gallery, the content pages) and the crawler, which fetches with
      // `request`, read the same at any width: one desktop run of them is enough.
      testIgnore: MOBILE_SKIPS,
      // Single journeys whose waiting (an order followed live to delivered) is the same at any width.
      grepInvert: new RegExp(ONE_WIDTH),
      use: { ...chromium, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      // Social sign-in talks to the Firebase Auth emulator (a demo project: nothing leaves the machine).
      command: "node scripts/auth-emulator.mjs",
      cwd: new URL(".", import.meta.url).pathname,
      url: `http://127.0.0.1:${AUTH_EMULATOR_PORT}/`,
      reuseExistingServer: !process.env.CI,
      // The CLI waits for its remote config to time out when offline before it starts.
      timeout: 180_000,
      env: { E2E_PORT: String(PORT) },
    },
    {
      // The address and parcel forms' map style, tiles and geocoder, played locally.
      command: "node scripts/map-fixtures.mjs",
      cwd: new URL(".", import.meta.url).pathname,
      url: `${MAP_FIXTURES}/styles/journeys.json`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_PORT: String(PORT) },
    },
    {
      // The development build of the Worker (worker.dev.ts: the journeys read codes from the
      // outbox), on wrangler's local runtime (scripts/serve-local.mjs: no dev proxy in front) and
      // its own database copy (seeded by scripts/test.sh), with the development settings of
      // .dev.vars, written first when missing. The order simulator runs on short steps here (a new
      // order waits 20 s for the shop, every later step 1.5 s), so an order page can be watched to
      // delivered; production ignores both.
      command: [
        "node scripts/dev-vars.mjs &&",
        "node scripts/serve-local.mjs --config wrangler.toml --entry apps/web/worker.dev.ts",
        `--port ${PORT} --persist-to .wrangler/e2e-state`,
        "--var ORDER_PROGRESS_STEP_MS:1500 --var ORDER_PROGRESS_NEW_MS:20000",
        // Journeys order for tomorrow and watch the order move: the simulator takes up any order
        // due within two days (an hour before its slot elsewhere; production has no simulator).
        "--var ORDER_PROGRESS_SLOT_LEAD_MS:172800000",
        // Every journey signs up from 127.0.0.1: one address, hundreds of code requests a run.
        "--var CODE_REQUESTS_PER_CLIENT:5000",
        `--var FIREBASE_API_KEY:demo-key --var FIREBASE_AUTH_DOMAIN:${FIREBASE_PROJECT}.firebaseapp.com`,
        `--var FIREBASE_PROJECT_ID:${FIREBASE_PROJECT} --var FIREBASE_AUTH_EMULATOR_HOST:127.0.0.1:${AUTH_EMULATOR_PORT}`,
        `--var MAP_STYLE_URL:${MAP_FIXTURES}/styles/journeys.json --var GEOCODING_BASE_URL:${MAP_FIXTURES}`,
      ].join(" "),
      cwd: root,
      url: `http://127.0.0.1:${PORT}/api/v1/rest/settings`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // React's development build on the server, as `wrangler dev` bundles it.
      env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NODE_ENV: "development" },
    },
  ],
});
