import { expect, type Page, test } from "@playwright/test";
import { signIn, signUp } from "./support/session";

/** What the page's service worker registration is showing right now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    const shown = registration ? await registration.getNotifications() : [];
    return shown.map((item) => ({ title: item.title, body: item.body, url: (item.data as { url?: string })?.url }));
  });

test.describe("web push", () => {
  test("the service worker at its real URL shows a push delivered through CDP, with the order's link and no foreign one", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.goto("/help");
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

    const origin = new URL(baseURL ?? "").origin;
    const push = async (message: unknown) =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin,
        registrationId: await registrationId,
        data: JSON.stringify(message),
      });
    await push({ notification: { title: "Order 12", body: "On its way" }, data: { url: "/orders/12" } });
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title: "Order 12",
        body: "On its way",
        url: "/orders/12",
      });
    // A link to another site is never opened: the worker falls back to the home page.
    await push({ notification: { title: "Phish", body: "Click" }, data: { url: "https://evil.example/" } });
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title: "Phish",
        body: "Click",
        url: "/",
      });
    await push({ notification: { title: "Phish 2", body: "Click" }, data: { url: "//evil.example/" } });
    await expect
      .poll(() => shownNotifications(page))
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

  test("without FCM configured, no service worker is registered and a new notification reaches the bell by polling", async ({
    page,
    request,
  }) => {
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
  });
});
