import {
  apiOrder,
  cancelByApi,
  payBySandbox,
  placeOrder,
  serverCart,
  shopStocks,
  topUpWallet,
  walletMinor,
} from "./support/orders";
import { signIn, signUp } from "./support/session";
import { isPhone } from "./support/storefront";
import { type APIRequestContext, expect, type Page, test } from "./support/test";
import { ONE_WIDTH } from "./support/widths";

// Every journey but the 404 one makes its own account, so the two viewports and the other
// journeys never share an order, a cart or a wallet. The seeded demo customer owns orders
// #1000 and #1001 (seed/data/orders.mjs); her second account, Sam, must not see them.

async function freshCustomer(page: Page, request: APIRequestContext, firstname: string) {
  const { email } = await signUp(request, { firstname });
  return signIn(page, request, email);
}

/** Margherita Pizza's first stock with its first add-on: always in stock in the seed. */
async function pizzaWithAddon(request: APIRequestContext) {
  const stocks = await shopStocks(request);
  const pizza = stocks.find((s) => s.addonStockId !== null && s.quantity > 5);
  expect(pizza, "a stock with an add-on").toBeTruthy();
  return pizza as { productTitle: string; stockId: number; addonStockId: number };
}

function timeline(page: Page) {
  return page.getByRole("region", { name: "Order progress" }).getByRole("list");
}

test.describe("an order's own page", () => {
  test("moves to delivered live, without a reload, and then takes a review", { tag: ONE_WIDTH }, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await freshCustomer(page, request, "Lena");
    const pizza = await pizzaWithAddon(request);
    const order = await placeOrder(request, session.token, {
      payment: "cash",
      lines: [
        { stock_id: pizza.stockId, quantity: 1 },
        { stock_id: pizza.addonStockId, quantity: 1, parent_id: pizza.stockId },
      ],
    });
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order #${order.id}` })).toBeVisible();
    // The add-on is listed under its pizza, and the page starts before delivery.
    const items = page.getByRole("region", { name: "Items" });
    await expect(items.getByRole("list", { name: "Add-ons" })).toHaveCount(1);
    await expect(timeline(page).locator("[aria-current=step]")).not.toHaveText("Delivered");
    await expect(page.getByRole("region", { name: "Rate your order" })).toHaveCount(0);
    // A mark on this document: a reload or a navigation would lose it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await expect(timeline(page).locator("li").last()).toHaveAttribute("data-state", "done", { timeout: 90_000 });
    await expect(timeline(page).locator("li[data-state=upcoming]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    const review = page.getByRole("region", { name: "Rate your order" });
    await expect(review).toBeVisible();
    await review.getByText("4 of 5").click({ force: true });
    // The chosen stars are drawn filled in the star colour, the rest filled grey: never outlines.
    const starFills = (scope: typeof review) =>
      scope.locator("svg").evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill));
    const chosen = await starFills(review);
    expect(chosen).toHaveLength(5);
    expect(chosen.every((fill) => fill !== "none")).toBe(true);
    expect(new Set(chosen).size).toBe(2);
    // A long word (a pasted link, a shout) wraps inside the card instead of running out of it.
    const comment = `Hot, crisp and on time. ${"Y".repeat(30)}${"U".repeat(170)}M`;
    await review.getByLabel("Comment (optional)").fill(comment);
    await review.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your review" })).toBeVisible();
    const yours = page.getByRole("region", { name: "Your review" });
    await expect(yours.getByText("4 of 5")).toBeVisible();
    await expect(yours.getByText(comment)).toBeVisible();
    const shown = await yours
      .getByTestId("review-rating")
      .locator("svg")
      .evaluateAll((svgs) =>
        svgs.map((svg) => ({ filled: svg.getAttribute("data-filled"), fill: getComputedStyle(svg).fill })),
      );
    expect(shown.map((star) => star.filled)).toEqual(["true", "true", "true", "true", "false"]);
    expect(shown.every((star) => star.fill !== "none")).toBe(true);
    expect(shown[0]?.fill).not.toBe(shown[4]?.fill);
    const overflow = await yours.evaluate((card) => card.scrollWidth - card.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const text = await yours.getByText(comment).boundingBox();
    const box = await yours.boundingBox();
    expect((text?.x ?? 0) + (text?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    expect((await apiOrder(request, session.token, order.id)).review).toMatchObject({
      rating: 4,
      comment,
    });
  });

  test("cancelling a wallet-paid order asks first, then puts exactly the total back in the wallet", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const session = await freshCustomer(page, request, "Omar");
    await topUpWallet(request, session.token, 60);
    const before = await walletMinor(request, session.token);
    expect(before).toBe(6000);
    const pizza = await pizzaWithAddon(request);
    const order = await placeOrder(request, session.token, {
      payment: "wallet",
      lines: [{ stock_id: pizza.stockId, quantity: 2 }],
    });
    expect(await walletMinor(request, session.token)).toBe(before - Math.round(order.total_price * 100));

    await page.goto(`/orders/${order.id}`);
    const cancel = page.getByRole("link", { name: "Cancel order" });
    await cancel.click();
    const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
    await expect(dialog).toBeVisible();
    // The dialog holds the focus; Escape closes it and gives the focus back to its opener.
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();
    expect((await apiOrder(request, session.token, order.id)).status).toBe("new");

    await cancel.click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel the order" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your order was canceled." })).toBeVisible();
    await expect(timeline(page).locator("[aria-current=step]")).toHaveText("Canceled");
    await expect(page.getByTestId("payment-state")).toHaveAttribute("data-state", "refunded");
    await expect(page.getByRole("link", { name: "Cancel order" })).toHaveCount(0);
    expect(await walletMinor(request, session.token)).toBe(before);
  });

  test("reorder puts the lines back in the cart and names the one that is sold out", async ({
    page,
    request,
  }, testInfo) => {
    const session = await freshCustomer(page, request, "Ines");
    const stocks = await shopStocks(request);
    const pizza = await pizzaWithAddon(request);
    // A stock nobody else buys out: each viewport takes its own, the last ones of the menu.
    const scarce = stocks
      .filter((s) => s.addonStockId === null && s.quantity > 0 && s.stockId !== pizza.stockId)
      .slice(isPhone(testInfo) ? -2 : -1)[0];
    expect(scarce, "a stock left to buy out").toBeTruthy();
    if (!scarce) return;
    // More than half of what is left: ordering it again can no longer be served.
    const taken = Math.floor(scarce.quantity / 2) + 1;
    const order = await placeOrder(request, session.token, {
      payment: "cash",
      lines: [
        { stock_id: pizza.stockId, quantity: 1 },
        { stock_id: pizza.addonStockId, quantity: 1, parent_id: pizza.stockId },
        { stock_id: scarce.stockId, quantity: taken },
      ],
    });
    expect(await serverCart(request, session.token)).toBeNull();

    await page.goto(`/orders/${order.id}`);
    await page.getByRole("button", { name: "Order again" }).click();
    const result = page.getByTestId("reorder-result");
    await expect(result).toContainText("The items are in your cart.");
    await expect(result).toContainText(`No longer available: ${scarce.productTitle}`);
    await expect(result.getByRole("link", { name: "Go to cart" })).toHaveAttribute("href", "/cart");

    const cart = await serverCart(request, session.token);
    const lines = cart?.user_carts.flatMap((member) => member.cartDetails) ?? [];
    expect(lines.map((line) => line.stock.id)).toEqual([pizza.stockId]);
    expect(lines[0]?.addons.map((addon) => addon.stock.id)).toEqual([pizza.addonStockId]);
  });
});

test.describe("who may see an order", () => {
  test("another signed-in customer gets the 404 page on someone else's order, and its live feed is closed to them", async ({
    page,
    request,
  }) => {
    // #1000 is the demo customer's (demo@tiffin.test).
    const demo = await request.post("/api/v1/auth/login", {
      data: { email: "demo@tiffin.test", password: "tiffin-demo" },
    });
    const demoToken = ((await demo.json()) as { data: { access_token: string } }).data.access_token;
    expect((await apiOrder(request, demoToken, 1000)).status).toBe("delivered");

    await signIn(page, request, "sam@tiffin.test");
    const response = await page.goto("/orders/1000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Order #1000")).toHaveCount(0);
    await expect(page.getByText("Pizza Palace")).toHaveCount(0);
    const live = await page.request.get("/orders/1000/live");
    expect(live.status()).toBe(404);
    expect(await live.text()).toBe("");
    // Sam's own list does not hold it either.
    await page.goto("/orders?tab=history");
    await expect(page.getByRole("link", { name: "View order #1000" })).toHaveCount(0);
  });

  test("a visitor is sent to sign in, and comes back to the order afterwards", async ({ page }) => {
    await page.goto("/orders/1000");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders%2F1000$/);
    await page.getByRole("textbox", { name: "Email or phone" }).fill("demo@tiffin.test");
    await page.getByLabel("Password").fill("tiffin-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/orders\/1000$/);
    await expect(page.getByRole("heading", { level: 1, name: "Order #1000" })).toBeVisible();
    // The reduced header: a back button to the orders list.
    await page.getByRole("banner").getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});

test.describe("the lists", () => {
  test("/orders: active and history tabs, and load more as a plain link that works without JavaScript", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const session = await freshCustomer(page, request, "Tariq");
    await page.goto("/orders");
    await expect(page.getByText("No active orders")).toBeVisible();
    const pizza = await pizzaWithAddon(request);
    // Canceled orders stay in the history for good, so the count does not move under the test.
    const ids: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const order = await placeOrder(request, session.token, {
        payment: "cash",
        lines: [{ stock_id: pizza.stockId, quantity: 2 }],
      });
      await cancelByApi(request, session.token, order.id);
      ids.push(order.id);
    }
    await page.goto("/orders");
    await expect(page.getByText("No active orders")).toBeVisible();
    await page.getByRole("navigation", { name: "Order lists" }).getByRole("link", { name: "Order history" }).click();
    await expect(page).toHaveURL(/\/orders\?tab=history$/);
    const cards = page.getByRole("link", { name: /^View order #/ });
    await expect(cards).toHaveCount(10);
    // Newest first.
    await expect(cards.first()).toHaveAccessibleName(`View order #${ids.at(-1)}`);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(cards).toHaveCount(11);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
    await expect(cards.last()).toHaveAccessibleName(`View order #${ids[0]}`);

    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies(await page.context().cookies());
    const noScript = await plain.newPage();
    await noScript.goto("/orders?tab=history");
    await expect(noScript.getByRole("link", { name: /^View order #/ })).toHaveCount(10);
    await noScript.getByRole("link", { name: "Load more" }).click();
    await expect(noScript).toHaveURL(/pages=2/);
    await expect(noScript.getByRole("link", { name: /^View order #/ })).toHaveCount(11);
    await plain.close();
  });

  test("/order-refunds lists a refund asked for on a paid order, as pending", async ({ page, request }) => {
    const session = await freshCustomer(page, request, "Mira");
    await page.goto("/order-refunds");
    await expect(page.getByText("No refunds yet")).toBeVisible();
    const pizza = await pizzaWithAddon(request);
    const order = await placeOrder(request, session.token, {
      payment: "sandbox",
      lines: [{ stock_id: pizza.stockId, quantity: 2 }],
    });
    await payBySandbox(request, session.token, order.id);

    await page.goto(`/orders/${order.id}`);
    await page.getByText("Request a refund").click();
    await page.getByLabel("What went wrong?").fill("The pizza arrived cold.");
    await page.getByRole("button", { name: "Send refund request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Refund requested" })).toBeVisible();
    await expect(page.getByText("Request a refund")).toHaveCount(0);

    await page.goto("/order-refunds");
    const item = page.getByRole("listitem").filter({ hasText: `Order #${order.id}` });
    await expect(item).toBeVisible();
    await expect(item.getByTestId("refund-status")).toHaveText("Pending");
    await expect(item.getByText("The pizza arrived cold.")).toBeVisible();
    await item.getByRole("link", { name: `Order #${order.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  });
});
