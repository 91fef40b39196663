import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { type DesktopNotifications, startDesktopNotifications } from "./support/desktop-notifications";
import { placeOrder, shopStocks } from "./support/orders";
import { PUSH_BASE_URL, PUSH_CONFIG, startPushServer } from "./support/push-server";
import { signIn, signUp } from "./support/session";
import { type BrowserContext, chromium, expect, type Page, request as requestContext, test } from "./support/test";

/**
 * Records, inside the registered service worker, every notification it hands the browser to show.
 * Headless Chromium's own notification centre now and then drops one that `showNotification`
 * resolved for (it is missing from `getNotifications()` for good), so this reads the worker's
 * request rather than that centre; the desktop journey below proves the display and the click
 * end to end through a real notification server.
 */
async function recordShown(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; shownByWorker: unknown[] };
    scope.shownByWorker = [];
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = (title, options) => {
      scope.shownByWorker.push({ title, body: options?.body, url: (options?.data as { url?: string })?.url });
      return show(title, options);
    };
  });
  return () => worker.evaluate(() => (self as unknown as { shownByWorker: unknown[] }).shownByWorker);
}

/**
 * Registers the service worker at its real URL from `page`, and answers a function that delivers
 * a push message to it through CDP, as the browser's push service would.
 */
async function registerWorker(context: BrowserContext, page: Page, baseURL: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((item) => item.scopeURL === `${baseURL}/` && !item.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register("/firebase-messaging-sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe(`${baseURL}/`);
  const origin = new URL(baseURL).origin;
  return async (message: unknown) =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
}

test.describe("web push", () => {
  test("the service worker at its real URL shows a push delivered through CDP, with the order's link and no foreign one", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.goto("/help");
    const push = await registerWorker(context, page, baseURL ?? "");
    const shownNotifications = await recordShown(context);
    await push({ notification: { title: "Order 12", body: "On its way" }, data: { url: "/orders/12" } });
    await expect
      .poll(() => shownNotifications())
      .toContainEqual({
        title: "Order 12",
        body: "On its way",
        url: "/orders/12",
      });
    // A link to another site is never opened: the worker falls back to the home page.
    await push({ notification: { title: "Phish", body: "Click" }, data: { url: "https://evil.example/" } });
    await expect
      .poll(() => shownNotifications())
      .toContainEqual({
        title: "Phish",
        body: "Click",
        url: "/",
      });
    await push({ notification: { title: "Phish 2", body: "Click" }, data: { url: "//evil.example/" } });
    await expect
      .poll(() => shownNotifications())
      .toContainEqual({
        title: "Phish 2",
        body: "Click",
        url: "/",
      });
  });

  test("/push-token registers a token only for a signed-in user and only from this site", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = `fcm-${Date.now()}-abcdefghijklmnopqrstuvwxyz`;
    const origin = { Origin: new URL(baseURL ?? "").origin };
    const signedOut = await page.request.post("/push-token", { form: { token }, headers: origin });
    expect(signedOut.status()).toBe(401);

    const { email } = await signUp(request, { firstname: "Pusha" });
    await signIn(page, request, email);
    const foreign = await page.request.post("/push-token", {
      form: { token },
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status()).toBe(403);
    const malformed = await page.request.post("/push-token", { form: { token: "<script>" }, headers: origin });
    expect(malformed.status()).toBe(400);
    const registered = await page.request.post("/push-token", { form: { token }, headers: origin });
    expect(registered.status()).toBe(200);
    expect(await registered.json()).toEqual({ ok: true });
  });

  test("without FCM configured, no service worker is registered, no token is posted, and a new notification reaches the bell by polling", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // Permission granted as in the configured journey: only the missing configuration keeps push off.
    await context.grantPermissions(["notifications"], { origin: baseURL });
    const tokenPosts: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/push-token") tokenPosts.push(sent.url());
    });
    const owner = await signUp(request, { firstname: "Nora" });
    await signIn(page, request, owner.email);
    await page.goto("/notifications");
    const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications");
    // The journeys' server sets no FIREBASE_APP_ID / FIREBASE_VAPID_KEY: nothing to turn on.
    await expect(page.getByRole("button", { name: "Turn on push notifications" })).toHaveCount(0);

    await signUp(request, { firstname: "Friend", referral: owner.referral });
    // The bell polls every 10 s: the new notification shows without a reload.
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 25_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(tokenPosts).toEqual([]);
  });
});

/**
 * Chromium refuses a Push API subscription in Playwright's off-the-record profile, and it could
 * not reach Google's push service from here anyway: the page gets a subscription of the shape
 * Chromium's would have (an FCM endpoint, a P-256 key and an auth secret), and records what it
 * was asked for. The storefront's own code does everything else.
 */
function stubPushSubscription() {
  const bytes = (length: number, first?: number) => {
    const out = crypto.getRandomValues(new Uint8Array(length));
    if (first !== undefined) out[0] = first;
    return out.buffer;
  };
  const keys = { p256dh: bytes(65, 4), auth: bytes(16) };
  let current: PushSubscription | null = null;
  const asked: unknown[] = [];
  (window as unknown as { pushSubscribeCalls: unknown[] }).pushSubscribeCalls = asked;
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    asked.push({ userVisibleOnly: options?.userVisibleOnly, applicationServerKey: options?.applicationServerKey });
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    current = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: PushEncryptionKeyName) => keys[name],
      toJSON: () => ({ endpoint, keys: {} }),
      unsubscribe: async () => true,
    } as unknown as PushSubscription;
    return current;
  };
}

test.describe("web push with FCM configured", () => {
  // One storefront with push configured, started for these tests only.
  test.describe.configure({ mode: "serial" });
  let stopServer = () => {};
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stopServer = await startPushServer();
  });
  test.afterAll(() => stopServer());

  test("signing in makes the page register this browser's FCM token, and the API stores it for that user", async ({
    browser,
  }) => {
    const request = await requestContext.newContext({ baseURL: PUSH_BASE_URL });
    const context = await browser.newContext({ baseURL: PUSH_BASE_URL });
    await context.grantPermissions(["notifications"], { origin: PUSH_BASE_URL });
    await context.addInitScript(stubPushSubscription);
    const page = await context.newPage();

    // Google's two endpoints answer as they do, after checking what the page sent them.
    const fid = { value: "" };
    const token = `${"c"}${crypto.randomUUID().replace(/-/g, "").slice(0, 21)}:APA91b${"Hk7_x-".repeat(24)}`;
    const sent: { installation?: unknown; registration?: unknown; headers?: Record<string, string> } = {};
    await context.route(
      `https://firebaseinstallations.googleapis.com/v1/projects/${PUSH_CONFIG.projectId}/installations`,
      async (route) => {
        const body = route.request().postDataJSON() as { fid: string };
        sent.installation = body;
        fid.value = body.fid;
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          json: {
            name: `projects/123456789012/installations/${body.fid}`,
            fid: body.fid,
            refreshToken: "3_AS3qfwJx-refresh-token",
            authToken: { token: "eyJhbGciOiJFUzI1NiJ9.installation.auth", expiresIn: "604800s" },
          },
        });
      },
    );
    await context.route(
      `https://fcmregistrations.googleapis.com/v1/projects/${PUSH_CONFIG.projectId}/registrations`,
      async (route) => {
        const body = route.request().postDataJSON() as { web: Record<string, string> };
        sent.registration = body;
        sent.headers = route.request().headers();
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          json: { name: `projects/${PUSH_CONFIG.projectId}/registrations/${token}`, token, web: body.web },
        });
      },
    );
    // This context keeps the pages' Content-Security-Policy on: the worker and Google's two
    // endpoints must pass it.
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const tokenPosts: string[] = [];
    page.on("request", (sentRequest) => {
      if (new URL(sentRequest.url()).pathname === "/push-token") tokenPosts.push(sentRequest.method());
    });

    const { email } = await signUp(request, { firstname: "Paz" });
    const session = await signIn(page, request, email);
    // Home's first load never loads the push module; the next page does.
    const registered = page.waitForResponse((response) => new URL(response.url()).pathname === "/push-token");
    await page.goto("/notifications");
    expect((await registered).status()).toBe(200);
    expect(tokenPosts).toEqual(["POST"]);

    expect(
      await page.evaluate(() => (window as unknown as { pushSubscribeCalls: unknown[] }).pushSubscribeCalls),
    ).toEqual([{ userVisibleOnly: true, applicationServerKey: PUSH_CONFIG.vapidKey }]);
    expect(sent.installation).toMatchObject({ authVersion: "FIS_v2", appId: PUSH_CONFIG.appId, fid: fid.value });
    expect(sent.headers?.["x-goog-firebase-installations-auth"]).toBe("FIS eyJhbGciOiJFUzI1NiJ9.installation.auth");
    expect(sent.registration).toMatchObject({
      web: {
        endpoint: expect.stringMatching(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\//),
        applicationPubKey: PUSH_CONFIG.vapidKey,
      },
    });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL),
    ).toBe(`${PUSH_BASE_URL}/firebase-messaging-sw.js`);

    expect(refused).toEqual([]);

    // The API holds exactly that token for this user.
    const profile = await request.get("/api/v1/dashboard/user/profile/show", {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(profile.status()).toBe(200);
    expect(((await profile.json()) as { data: { firebase_token: string } }).data.firebase_token).toBe(token);
    await context.close();
    await request.dispose();
  });
});

test.describe("clicking a push notification", () => {
  // Chromium hands notifications to the desktop's notification server and takes its clicks back
  // only for a real profile (a persistent context), so this journey runs its own browser.
  test.describe.configure({ mode: "serial" });
  let desktop: DesktopNotifications | undefined;
  let browserContext: BrowserContext | undefined;
  const profileDir = mkdtempSync(join(tmpdir(), "tiffin-push-profile-"));
  test.beforeAll(async () => {
    desktop = await startDesktopNotifications();
  });
  test.afterAll(async () => {
    await browserContext?.close();
    desktop?.stop();
    rmSync(profileDir, { recursive: true, force: true });
  });

  test("a push's notification clicked on the desktop opens its order page, focuses that page when it is already open, and opens home for a foreign link", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const notifications = desktop as DesktopNotifications;
    const base = baseURL ?? "";
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      env: { ...process.env, ...notifications.env } as Record<string, string>,
      baseURL: base,
      viewport: { width: 1140, height: 900 },
    });
    browserContext = context;
    await context.grantPermissions(["notifications"], { origin: base });
    const page = context.pages()[0] ?? (await context.newPage());
    const { email } = await signUp(request, { firstname: "Ines" });
    const session = await signIn(page, request, email);
    // Two pizzas clear the shop's minimum order.
    const pizza = (await shopStocks(request)).find((stock) => stock.addonStockId !== null && stock.quantity >= 2);
    const order = await placeOrder(request, session.token, {
      payment: "cash",
      lines: [{ stock_id: pizza?.stockId ?? 0, quantity: 2 }],
    });
    await page.goto("/help");
    const push = await registerWorker(context, page, base);
    const shownAs = async (summary: string) => {
      await expect.poll(() => notifications.shown.some((item) => item.summary === summary)).toBe(true);
      return notifications.shown.find((item) => item.summary === summary)?.id ?? 0;
    };

    // No window shows the order: the click opens one there.
    await push({
      notification: { title: `Order #${order.id}`, body: "On its way" },
      data: { url: `/orders/${order.id}` },
    });
    const first = await shownAs(`Order #${order.id}`);
    const opened = context.waitForEvent("page");
    notifications.click(first);
    const orderPage = await opened;
    await expect(orderPage).toHaveURL(`${base}/orders/${order.id}`);
    await expect(orderPage.getByRole("heading", { level: 1, name: `Order #${order.id}` })).toBeVisible();
    expect(notifications.closed).toContain(first);

    // The order is open in a window behind another: the click focuses that window instead of
    // opening a second one. Clicks are handled in turn, so by the time the next click's window
    // (home, for a foreign link) opens, a window opened by this one would have come first.
    const openedLater: Page[] = [];
    context.on("page", (added) => openedLater.push(added));
    await page.bringToFront();
    await push({ notification: { title: "Order update", body: "Delivered" }, data: { url: `/orders/${order.id}` } });
    const second = await shownAs("Order update");
    notifications.click(second);
    await expect.poll(() => notifications.closed).toContain(second);

    // A link to another site opens the home page instead.
    await push({ notification: { title: "Phish", body: "Click" }, data: { url: "https://evil.example/orders/1" } });
    notifications.click(await shownAs("Phish"));
    await expect.poll(() => openedLater.length).toBeGreaterThan(0);
    await expect(openedLater[0] as Page).toHaveURL(`${base}/`);
    expect(openedLater).toHaveLength(1);
    expect(context.pages().filter((open) => open.url() === `${base}/orders/${order.id}`)).toHaveLength(1);
  });
});
