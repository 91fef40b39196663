import {
  addProduct,
  apiToken,
  DEMO_EMAIL,
  emptyServerCart,
  getOrder,
  logIn,
  orderCount,
  orderIdOf,
  SHOP_ONE,
  SHOP_TWO,
  walletMinor,
} from "./support/cart";
import { cookieText, signUp } from "./support/session";
import { expectCartCount, hydrated } from "./support/storefront";
import { expect, test } from "./support/test";
import { withWalletLock } from "./support/wallet";
import { ONE_WIDTH } from "./support/widths";

const CHECKOUT = "/restaurant/1/checkout";

// Each journey loads several pages; on a shared 2-core runner that can pass 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe("checkout", () => {
  test("a visitor's cart is merged into the demo customer's on sign-in, paid from her wallet (which drops by exactly the total), followed live to delivered and reviewed", {
    tag: ONE_WIDTH,
  }, async ({ page, request }) => {
    test.setTimeout(180_000);
    // The seeded demo customer, at both viewports (the projects run one after the other). Her
    // server cart is emptied first, so the merge below is the visitor's lines alone; her seeded
    // wallet holds enough for both runs' orders.
    const email = DEMO_EMAIL;
    const token = await apiToken(request, email);
    await emptyServerCart(request, token);
    expect(await walletMinor(request, token)).toBeGreaterThanOrEqual(60 * 100);

    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita);
    await expectCartCount(page, 1);
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.pepperoni);
    await expectCartCount(page, 2);
    // Another restaurant's product: the one-shop question, and the cart is kept.
    await addProduct(page, SHOP_TWO.id, SHOP_TWO.margherita);
    const question = page.getByRole("alertdialog", { name: "Clear the cart and add this?" });
    await expect(question).toContainText("You can only add items from one restaurant to your shopping cart");
    await question.getByRole("button", { name: "Keep my cart" }).click();
    await expectCartCount(page, 2);

    // The checkout asks a visitor to log in first and brings them back.
    await page.goto(CHECKOUT);
    await expect(page.getByText("Please, login first")).toBeVisible();
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Frestaurant%2F1%2Fcheckout/);
    await page.getByRole("textbox", { name: "Email or phone" }).fill(email);
    await page.getByLabel("Password").fill("tiffin-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === CHECKOUT);

    // The visitor's lines are in the server cart now (and the cookie is gone).
    const cart = await request.get("/api/v1/dashboard/user/cart", { headers: { Authorization: `Bearer ${token}` } });
    const lines = ((await cart.json()) as { data: { user_carts: { cartDetails: { stock: { id: number } }[] }[] } }).data
      .user_carts[0]?.cartDetails;
    expect(lines?.map((l) => l.stock.id).sort((a, b) => a - b)).toEqual([4, 10]);
    expect((await page.context().cookies()).some((c) => c.name === "cart")).toBe(false);

    // The demo wallet is shared with the wallet journeys: hold its lock while comparing balances.
    await withWalletLock(async () => {
      const before = await walletMinor(request, token);
      await page.getByLabel("Delivery", { exact: true }).check();
      await page.getByRole("radio", { name: /^Wallet/ }).check();
      await expect(page.getByTestId("wallet-balance")).toBeVisible();
      await page.getByRole("button", { name: "Place order" }).click();
      await page.waitForURL(/\/orders\/\d+$/);
      const order = await getOrder(request, token, orderIdOf(page));
      expect(order.delivery_type).toBe("delivery");
      expect(order.transaction).toMatchObject({ status: "paid", payment_system: { tag: "wallet" } });
      expect(await walletMinor(request, token)).toBe(before - Math.round(order.total_price * 100));

      // The order page follows the kitchen and the courier without a reload, then takes a review.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const timeline = page.getByRole("region", { name: "Order progress" }).getByRole("list");
      await expect(timeline.locator("li").last()).toHaveAttribute("data-state", "done", { timeout: 90_000 });
      await expect(timeline.locator("li[data-state=upcoming]")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      const review = page.getByRole("region", { name: "Rate your order" });
      await review.getByText("5 of 5").click({ force: true });
      await review.getByLabel("Comment (optional)").fill("Arrived hot.");
      await review.getByRole("button", { name: "Send review" }).click();
      await expect(page.getByRole("region", { name: "Your review" }).getByText("Arrived hot.")).toBeVisible();
      expect((await getOrder(request, token, order.id)).status).toBe("delivered");
      // Delivered and reviewed, the wallet still shows exactly one debit of the total.
      expect(await walletMinor(request, token)).toBe(before - Math.round(order.total_price * 100));
    });
  });

  test("a delivery order to the header's default address shows that address on its page", async ({ page, request }) => {
    const { email } = await signUp(request, { firstname: "Ada" });
    await logIn(page, email, "/");
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita, { quantity: 2 });
    await expectCartCount(page, 2);
    await page.goto(CHECKOUT);
    await page.getByRole("radio", { name: "Cash" }).check();
    // Hydrated, the order is the checkout machine's: its createOrder posts the request it built.
    await page.waitForLoadState("networkidle");
    const placed = page.waitForRequest((r) => new URL(r.url()).pathname === "/checkout/order" && r.method() === "POST");
    await page.getByRole("button", { name: "Place order" }).click();
    const sent = (await placed).postDataJSON() as { intent: string; order: { cart_id: number; delivery_type: string } };
    expect(sent.intent).toBe("order");
    expect(sent.order.delivery_type).toBe("delivery");
    expect(sent.order.cart_id).toBeGreaterThan(0);
    await page.waitForURL(/\/orders\/\d+$/);
    const delivery = page.getByRole("region", { name: "Delivery address" });
    await expect(delivery).toContainText("Central London");
  });

  test("asks for a payment method, then places a pickup order with no delivery fee", async ({ page, request }) => {
    const { email } = await signUp(request, { firstname: "Pia" });
    const token = await apiToken(request, email);
    await logIn(page, email, "/");
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita, { quantity: 2 });
    await expectCartCount(page, 2);
    await page.goto(CHECKOUT);
    await page.getByLabel("Pickup", { exact: true }).check();
    await expect(page.getByTestId("checkout-totals")).not.toContainText("Delivery fee");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Please, choose payment method");
    await page.getByRole("radio", { name: "Cash" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const order = await getOrder(request, token, orderIdOf(page));
    expect(order.delivery_type).toBe("pickup");
    expect(order.delivery_fee).toBe(0);
  });

  test("a delivery point outside the shop's zone shows “Sorry, we're not available here” instead of a price, and places no order", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const { email } = await signUp(request, { firstname: "Zoe" });
    const token = await apiToken(request, email);
    await logIn(page, email, "/");
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita);
    await expectCartCount(page, 1);
    // The customer's current point moves to the Gulf of Guinea, far from every London shop.
    await context.addCookies([{ name: "location", value: cookieText("0,0"), url: baseURL ?? "" }]);
    await page.goto(CHECKOUT);
    // The choices below are the checkout machine's, so they wait for it to be running.
    await hydrated(page);
    await page.getByLabel("Delivery", { exact: true }).check();
    await expect(page.getByTestId("zone-error")).toHaveText("Sorry, we're not available here");
    await expect(page.getByTestId("checkout-totals")).toHaveCount(0);
    // Choosing cash refreshes the totals; that answer is held until the order was refused, as on a
    // slow line, and its late arrival must not clear the refusal.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const isRefresh = (url: URL) => url.pathname.startsWith(CHECKOUT) && url.search !== "";
    await page.route(isRefresh, async (route) => {
      if (route.request().method() === "GET" && !route.request().isNavigationRequest()) await held;
      await route.continue();
    });
    const refreshed = page.waitForResponse((r) => isRefresh(new URL(r.url())) && r.request().method() === "GET");
    await page.getByRole("radio", { name: "Cash" }).check();
    // The refusal comes from the server; its answer, not a fixed time, is what the message waits on.
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/checkout/order" && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Place order" }).click();
    await answered;
    await expect(page.getByTestId("checkout-error")).toHaveText("Sorry, we're not available here");
    release();
    await refreshed;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    await expect(page.getByTestId("checkout-error")).toHaveText("Sorry, we're not available here");
    expect(page.url()).toContain(CHECKOUT);
    expect(await orderCount(request, token)).toBe(0);
  });

  test("a coupon shows its discount and an unknown one its error; the order carries the discount", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Cleo" });
    const token = await apiToken(request, email);
    await logIn(page, email, "/");
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita, { quantity: 2 });
    await expectCartCount(page, 2);
    await page.goto(CHECKOUT);
    const total = page.getByTestId("checkout-total");
    const full = Number(await total.getAttribute("data-amount"));
    await page.getByRole("textbox", { name: "Promo code" }).fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-result")).toHaveAttribute("role", "alert");
    await page.getByRole("textbox", { name: "Promo code" }).fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-result")).toContainText("Coupon applied");
    await expect(total).not.toHaveAttribute("data-amount", String(full));
    const discounted = Number(await total.getAttribute("data-amount"));
    expect(discounted).toBeLessThan(full);
    await page.getByRole("radio", { name: "Cash" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const order = await getOrder(request, token, orderIdOf(page));
    expect(order.coupon_price).toBeGreaterThan(0);
    expect(order.total_price).toBe(discounted);
  });

  test("a double click on Place order makes one order", async ({ page, request }) => {
    const { email } = await signUp(request, { firstname: "Dee" });
    const token = await apiToken(request, email);
    await logIn(page, email, "/");
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita, { quantity: 2 });
    await expectCartCount(page, 2);
    await page.goto(CHECKOUT);
    await page.getByRole("radio", { name: "Cash" }).check();
    await page.getByRole("button", { name: "Place order" }).dblclick();
    await page.waitForURL(/\/orders\/\d+$/);
    expect(await orderCount(request, token)).toBe(1);
  });

  test("the sandbox provider: its page on the visitor's origin, approve, and back to the order on that origin, shown paid", async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const { email } = await signUp(request, { firstname: "Sol" });
    const token = await apiToken(request, email);
    await logIn(page, email, "/");
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita, { quantity: 2 });
    await expectCartCount(page, 2);
    await page.goto(CHECKOUT);
    await page.getByRole("radio", { name: "Test card (sandbox)" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    expect(new URL(page.url()).origin).toBe(origin);
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("link", { name: "Back to Tiffin" }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    expect(new URL(page.url()).origin).toBe(origin);
    await expect(page.getByTestId("payment-state")).toHaveAttribute("data-state", "paid");
    const order = await getOrder(request, token, orderIdOf(page));
    expect(order.transaction).toMatchObject({ status: "paid", payment_system: { tag: "sandbox" } });
  });
});

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a cash order is placed with plain form posts, and posting it again makes no second order", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Nia" });
    const token = await apiToken(request, email);
    await logIn(page, email, "/");
    await page.goto(`/restaurant/1?product=${SHOP_ONE.margherita}`);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expectCartCount(page, 2);
    await page.goto(CHECKOUT);
    await page.getByRole("radio", { name: "Cash" }).check();
    // What the form will post, to post it again afterwards as a retry would.
    const again = new URLSearchParams({
      idempotency_key: await page.locator("input[name=idempotency_key]").inputValue(),
      cart_id: await page.locator("input[name=cart_id]").inputValue(),
      type: "delivery",
      address: "current",
      date: (await page.locator("input[name=date]:checked").getAttribute("value")) ?? "",
      time: await page.locator("select[name=time]").inputValue(),
      payment_id: "1",
    });
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const id = orderIdOf(page);
    const order = await getOrder(request, token, id);
    expect(order.transaction).toMatchObject({ payment_system: { tag: "cash" } });
    // The same form posted again (a retry, the back button): the same order, not a new one.
    const retry = await page.request.post(CHECKOUT, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: again.toString(),
      maxRedirects: 0,
    });
    expect(retry.status()).toBe(302);
    expect(retry.headers().location).toMatch(new RegExp(`/orders/${id}$`));
    expect(await orderCount(request, token)).toBe(1);
  });
});
