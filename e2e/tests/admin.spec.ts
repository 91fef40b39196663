import { ADMIN_BASE_URL, startAdminServer } from "./support/admin-server";
import {
  PIZZA_PALACE,
  payBySandbox,
  placeOrder,
  sendParcel,
  shopStocks,
  topUpWallet,
  walletMinor,
} from "./support/orders";
import { signIn, signUp } from "./support/session";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as requestContext,
  test,
} from "./support/test";
import { ONE_WIDTH } from "./support/widths";

// The staff console's journey runs on a storefront of its own (support/admin-server.ts): a copy
// of the journeys' database where the order simulator is off, so only the manager moves these
// orders. Rana (rana@tiffin.test) runs Pizza Palace, shop 1.
const MANAGER = "rana@tiffin.test";

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function signedInPage(browser: Browser, request: APIRequestContext, email: string) {
  const context = await browser.newContext({ baseURL: ADMIN_BASE_URL });
  const page = await context.newPage();
  const session = await signIn(page, request, email);
  return { context, page, session };
}

/** An order's row in the manager's queue: a link named from "Order #id". */
const queueRow = (page: Page, id: number) => page.getByRole("link", { name: new RegExp(`^Order #${id}\\b`) });

/** The customer's order page: its timeline's status, as the page shows it. */
const customerStatus = (page: Page) => page.locator("ol[data-status]");

test.describe("the staff console runs a shop's orders", () => {
  test.describe.configure({ mode: "serial" });
  let stopServer = () => {};
  let request: APIRequestContext;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stopServer = await startAdminServer();
    request = await requestContext.newContext({ baseURL: ADMIN_BASE_URL });
  });
  test.afterAll(async () => {
    await request?.dispose();
    stopServer();
  });

  test("a wallet order appears in the manager's queue without a reload; she accepts it and moves it to delivered while the customer's page follows each step live; a second order she rejects comes back to the wallet", {
    tag: ONE_WIDTH,
  }, async ({ browser }) => {
    test.setTimeout(180_000);
    const { email } = await signUp(request, { firstname: "Noor" });
    const customer = await signedInPage(browser, request, email);
    await topUpWallet(request, customer.session.token, 80);
    const funded = await walletMinor(request, customer.session.token);
    expect(funded).toBe(8000);

    // The manager opens her queue before the order exists.
    const staff = await signedInPage(browser, request, MANAGER);
    await staff.page.goto("/admin");
    await expect(staff.page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
    await markDocument(staff.page);

    // The customer orders from the checkout, paying from her wallet.
    const pizza = (await shopStocks(request)).find((s) => s.quantity > 20);
    expect(pizza, "a pizza in stock").toBeTruthy();
    const cart = await request.post("/api/v1/dashboard/user/cart/insert-product", {
      headers: { Authorization: `Bearer ${customer.session.token}` },
      data: { shop_id: PIZZA_PALACE, products: [{ stock_id: pizza?.stockId, quantity: 2 }] },
    });
    expect(cart.status(), await cart.text()).toBe(200);
    const { page } = customer;
    await page.goto("/restaurant/1/checkout");
    await page.getByLabel("Delivery", { exact: true }).check();
    await page.getByRole("radio", { name: /^Wallet/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(customerStatus(page)).toHaveAttribute("data-status", "new");
    const paid = funded - (await walletMinor(request, customer.session.token));
    expect(paid).toBeGreaterThan(0);
    await markDocument(page);

    // It appears in the manager's queue by itself, and opens with its lines and payment.
    const row = queueRow(staff.page, orderId);
    await expect(row).toBeVisible({ timeout: 20_000 });
    expect(await sameDocument(staff.page)).toBe(true);
    await expect(row).toContainText("New");
    await row.click();
    await expect(staff.page.getByRole("heading", { level: 2, name: `Order #${orderId}` })).toBeVisible();
    await expect(staff.page.getByRole("region", { name: "Items" })).toContainText(pizza?.productTitle ?? "");
    await expect(staff.page.getByTestId("payment-state")).toHaveAttribute("data-state", "paid");
    await expect(staff.page.getByRole("region", { name: "Customer" })).toContainText("Noor");

    // Accept with a preparation time, then each next step; the customer's page follows live.
    await staff.page.getByLabel("Preparation time (minutes)").fill("15");
    await staff.page.getByRole("button", { name: "Accept" }).click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: `Order #${orderId} is now: Accepted.` }),
    ).toBeVisible();
    await expect(customerStatus(page)).toHaveAttribute("data-status", "accepted");
    for (const [button, status, shown] of [
      ["Mark ready", "ready", "Ready"],
      ["Mark on the way", "on_a_way", "On the way"],
      ["Mark delivered", "delivered", "Delivered"],
    ] as const) {
      await staff.page.getByRole("button", { name: button }).click();
      await expect(
        staff.page.getByRole("status").filter({ hasText: `Order #${orderId} is now: ${shown}.` }),
      ).toBeVisible();
      await expect(customerStatus(page)).toHaveAttribute("data-status", status);
    }
    await expect(staff.page.getByText("This order is finished: nothing more can be done with it.")).toBeVisible();
    await expect(staff.page.getByRole("button", { name: /^Mark / })).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);

    // A second order, rejected with a reason: cancelled on the customer's page, its money back.
    const before = await walletMinor(request, customer.session.token);
    const second = await placeOrder(request, customer.session.token, {
      payment: "wallet",
      lines: [{ stock_id: pizza?.stockId ?? 0, quantity: 3 }],
    });
    const charged = Math.round(second.total_price * 100);
    expect(await walletMinor(request, customer.session.token)).toBe(before - charged);
    await page.goto(`/orders/${second.id}`);
    await expect(customerStatus(page)).toHaveAttribute("data-status", "new");
    await markDocument(page);
    await staff.page.getByRole("link", { name: "Back to the orders" }).click();
    await queueRow(staff.page, second.id).click();
    await staff.page.getByRole("button", { name: "Reject" }).click();
    // The reason is required: the browser asks for it (and the server would too).
    await expect(staff.page.getByLabel("Reason for the customer")).toBeFocused();
    await staff.page.getByLabel("Reason for the customer").fill("The oven is broken tonight.");
    await staff.page.getByRole("button", { name: "Reject" }).click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: `Order #${second.id} was rejected; the customer is refunded.` }),
    ).toBeVisible();
    await expect(customerStatus(page)).toHaveAttribute("data-status", "canceled");
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByTestId("payment-state")).toHaveAttribute("data-state", "refunded");
    expect(await walletMinor(request, customer.session.token)).toBe(before);
    await page.goto("/wallet");
    const refund = page.locator("li").filter({ hasText: `Refund of order #${second.id}` });
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(`+`);
    await expect(refund).toContainText((charged / 100).toFixed(2));

    await customer.context.close();
    await staff.context.close();
  });

  test("the console's refund, booking, parcel and stock buttons: the customer's pages and the storefront follow", {
    tag: ONE_WIDTH,
  }, async ({ browser }) => {
    test.setTimeout(240_000);
    const { email } = await signUp(request, { firstname: "Lior" });
    const customer = await signedInPage(browser, request, email);
    const token = customer.session.token;
    const auth = { Authorization: `Bearer ${token}` };
    const staff = await signedInPage(browser, request, "admin@tiffin.test");
    const { page } = customer;

    // Refund requests: two paid orders, one refund approved, one rejected with an answer.
    const stocks = await shopStocks(request);
    const pizza = stocks.find((s) => s.quantity > 20);
    const refunds: number[] = [];
    for (const cause of ["The pizza arrived cold.", "I changed my mind."]) {
      const order = await placeOrder(request, token, {
        payment: "sandbox",
        lines: [{ stock_id: pizza?.stockId ?? 0, quantity: 3 }],
      });
      await payBySandbox(request, token, order.id);
      const asked = await request.post("/api/v1/dashboard/user/order-refunds", {
        headers: auth,
        data: { order_id: order.id, cause },
      });
      expect(asked.status(), await asked.text()).toBe(200);
      refunds.push(((await asked.json()) as { data: { id: number } }).data.id);
    }
    await staff.page.goto("/admin/refunds");
    const approveRow = staff.page.locator(`li[data-refund="${refunds[0]}"]`);
    await approveRow.getByRole("button", { name: "Approve and refund" }).click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: "The refund was approved and the money sent back." }),
    ).toBeVisible();
    await expect(approveRow).toContainText("Approved");
    await expect(approveRow.getByRole("button")).toHaveCount(0);
    const rejectRow = staff.page.locator(`li[data-refund="${refunds[1]}"]`);
    await rejectRow.getByLabel("Answer for the customer").fill("Your order left the kitchen already.");
    await rejectRow.getByRole("button", { name: "Reject" }).click();
    await expect(staff.page.getByRole("status").filter({ hasText: "The refund request was rejected." })).toBeVisible();
    await expect(rejectRow).toContainText("Rejected");
    await page.goto("/order-refunds");
    await expect(
      page.getByText("The pizza arrived cold.").locator("xpath=ancestor::li[1]").getByTestId("refund-status"),
    ).toHaveText("Approved");
    const rejected = page.getByText("I changed my mind.").locator("xpath=ancestor::li[1]");
    await expect(rejected.getByTestId("refund-status")).toHaveText("Rejected");
    await expect(rejected).toContainText("Your order left the kitchen already.");

    // Bookings: two of the customer's, one confirmed and one canceled from the console.
    const day = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const tables = (
      (await (await request.get("/api/v1/rest/booking/tables?shop_id=1&perPage=50")).json()) as {
        data: { id: number }[];
      }
    ).data;
    const bookings: number[] = [];
    for (const [i, time] of ["12:00", "18:00"].entries()) {
      const booked = await request.post("/api/v1/dashboard/user/my-bookings", {
        headers: auth,
        data: { table_id: tables[tables.length - 1 - i]?.id, start_date: `${day} ${time}`, guest: 1 },
      });
      expect(booked.status(), await booked.text()).toBe(200);
      bookings.push(((await booked.json()) as { data: { id: number } }).data.id);
    }
    await staff.page.goto(`/admin/bookings?shop=1&date=${day}`);
    await staff.page.locator(`li[data-booking="${bookings[0]}"]`).getByRole("button", { name: "Confirm" }).click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: `Booking #${bookings[0]} is confirmed.` }),
    ).toBeVisible();
    await staff.page
      .locator(`li[data-booking="${bookings[1]}"]`)
      .getByRole("button", { name: "Cancel booking" })
      .click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: `Booking #${bookings[1]} is canceled.` }),
    ).toBeVisible();
    await page.goto(`/reservations/${bookings[0]}`);
    await expect(page.getByTestId("booking-status")).toHaveText("Accepted");
    await page.goto(`/reservations/${bookings[1]}`);
    await expect(page.getByTestId("booking-status")).toHaveText("Canceled");

    // A parcel moved one step from the console; its page follows.
    const parcel = await sendParcel(request, token);
    await page.goto(`/parcels/${parcel}`);
    await expect(page.getByTestId("order-status")).toHaveText("New");
    await staff.page.goto("/admin/parcels");
    await staff.page.locator(`li[data-parcel="${parcel}"]`).getByRole("button", { name: "Move to: Accepted" }).click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: `Parcel #${parcel} is now: Accepted.` }),
    ).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Accepted", { timeout: 20_000 });

    // Stock: every stock of one product sold out, then back; the storefront's product says so.
    const titles = [...new Set(stocks.map((s) => s.productTitle))].filter((t) => t && t !== pizza?.productTitle);
    const product = titles.sort(
      (x, y) => stocks.filter((s) => s.productTitle === x).length - stocks.filter((s) => s.productTitle === y).length,
    )[0];
    expect(product, "a second product").toBeTruthy();
    const lines = stocks
      .filter((s) => s.productTitle === product)
      .map((s) => staff.page.locator(`li[data-stock="${s.stockId}"]`));
    // The product's own link (?product=), as a shared link opens it: the dialog comes with the page.
    const openProduct = async () => {
      await page.goto("/restaurant/1");
      const href = await page
        .getByRole("link", { name: `Open ${product}` })
        .first()
        .getAttribute("href");
      await page.goto(href ?? "");
      const dialog = page.getByRole("dialog", { name: product });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    await staff.page.goto("/admin/stock?shop=1");
    for (const line of lines) {
      await line.getByRole("button", { name: /^Mark sold out: / }).click();
      await expect(line).toContainText("Sold out");
    }
    await expect((await openProduct()).getByRole("button", { name: "Out of stock" })).toBeDisabled();
    for (const line of lines) {
      await line.getByRole("spinbutton").fill("25");
      await line.getByRole("button", { name: /^Back in stock: / }).click();
      await expect(line).toContainText("25 left");
    }
    await expect((await openProduct()).getByRole("button", { name: "Add to cart" })).toBeEnabled();

    // The shop closed for now, then open again; the shop's page says so.
    await staff.page.getByRole("button", { name: "Close the shop for now" }).click();
    await expect(staff.page.getByTestId("shop-open-state")).toContainText("The shop is closed for now");
    await page.goto("/restaurant/1");
    await expect(page.locator("main header").getByText("Shop is closed")).toBeVisible();
    await staff.page.getByRole("button", { name: "Open the shop" }).click();
    await expect(staff.page.getByTestId("shop-open-state")).toContainText("The shop is open");
    await page.goto("/restaurant/1");
    await expect(page.getByText("Shop is closed")).toHaveCount(0);

    await customer.context.close();
    await staff.context.close();
  });

  test("a second staff member acting on an order someone already moved is told so, in a sentence, without JavaScript", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { email } = await signUp(request, { firstname: "Ivo" });
    const customerToken = (
      (await (await request.post("/api/v1/auth/login", { data: { email, password: "tiffin-demo" } })).json()) as {
        data: { access_token: string };
      }
    ).data.access_token;
    const pizza = (await shopStocks(request)).find((s) => s.quantity > 20);
    const order = await placeOrder(request, customerToken, {
      payment: "cash",
      lines: [{ stock_id: pizza?.stockId ?? 0, quantity: 3 }],
    });
    // The admin's console without JavaScript: its forms post as plain HTML forms.
    const context = await browser.newContext({ baseURL: ADMIN_BASE_URL, javaScriptEnabled: false });
    const admin = await context.newPage();
    await admin.goto("/login");
    await admin.getByRole("textbox", { name: "Email or phone" }).fill("admin@tiffin.test");
    await admin.getByLabel("Password").fill("tiffin-demo");
    await admin.getByRole("button", { name: "Log in" }).click();
    await admin.waitForURL((url) => url.pathname === "/");
    await admin.goto(`/admin/orders/${order.id}`);
    await expect(admin.getByRole("button", { name: "Accept" })).toBeVisible();

    // Meanwhile the manager accepts it.
    const manager = await signedInPage(browser, request, MANAGER);
    await manager.page.goto(`/admin/orders/${order.id}`);
    await manager.page.getByRole("button", { name: "Accept" }).click();
    await expect(manager.page.getByRole("status").filter({ hasText: "is now: Accepted." })).toBeVisible();

    // The admin's page still offers Accept; the API refuses it with 409 and the page says why.
    await admin.getByRole("button", { name: "Accept" }).click();
    await expect(admin.getByRole("alert")).toHaveText(
      "Someone else already acted on this; the page now shows where it stands.",
    );
    await expect(admin.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(admin.getByRole("button", { name: "Mark ready" })).toBeVisible();
    await context.close();
    await manager.context.close();
  });
});
