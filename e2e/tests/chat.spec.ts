import { placeOrder, shopStocks } from "./support/orders";
import { signIn, signUp } from "./support/session";
import { type Browser, expect, type Page, test } from "./support/test";

// The shop and support side of a chat is answered by staff: the seeded manager Rana.
const STAFF_EMAIL = "rana@tiffin.test";

async function customerWithOrder(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await signUp(context.request, { firstname: "Chatty" });
  const session = await signIn(page, context.request, email);
  const stock = (await shopStocks(context.request)).find((s) => s.quantity > 50);
  expect(stock, "a stock in the seed").toBeTruthy();
  const order = await placeOrder(context.request, session.token, {
    payment: "cash",
    lines: [{ stock_id: stock?.stockId ?? 0, quantity: 5 }],
  });
  return { context, page, order };
}

const panel = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
const log = (page: Page) => page.getByRole("list", { name: "Messages" });

async function send(page: Page, dialog: string, text: string) {
  const box = panel(page, dialog).getByRole("textbox", { name: "Your message" });
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

test.describe("chat with the shop", () => {
  test("the customer and the staff exchange messages that appear in both, live, in the server's order", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const customer = await customerWithOrder(browser);
    const title = `Chat about order #${customer.order.id}`;
    await customer.page.goto(`/orders/${customer.order.id}`);
    await customer.page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await customer.page.getByRole("button", { name: "Chat with the shop" }).click();
    await expect(panel(customer.page, title)).toBeVisible();
    // Focus moves into the panel's message box.
    await expect(panel(customer.page, title).getByRole("textbox", { name: "Your message" })).toBeFocused();
    await expect(log(customer.page)).toContainText("No messages yet");
    await send(customer.page, title, "Hello, can you add extra napkins?");
    await expect(log(customer.page).getByRole("listitem")).toHaveText([/You.*Hello, can you add extra napkins\?/]);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, staffContext.request, STAFF_EMAIL);
    await staff.goto("/chats");
    await staff.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Open chat" }).click();
    await expect(log(staff).getByRole("listitem")).toHaveText([/Customer.*Hello, can you add extra napkins\?/]);
    await send(staff, title, "Of course, <b>two</b> packs.");

    // The customer's page was not reloaded, and the list is in created_at order on both sides.
    await expect(log(customer.page).getByRole("listitem")).toHaveText([
      /You.*Hello, can you add extra napkins\?/,
      /Shop.*Of course, <b>two<\/b> packs\./,
    ]);
    await send(customer.page, title, "Thank you!");
    await expect(log(staff).getByRole("listitem")).toHaveText([
      /Customer.*extra napkins/,
      /You.*Of course, <b>two<\/b> packs\./,
      /Customer.*Thank you!/,
    ]);
    await expect(log(customer.page).getByRole("listitem")).toHaveText([/extra napkins/, /two/, /Thank you!/]);
    // Text stays text: the markup was shown, not rendered.
    await expect(log(staff).locator("b")).toHaveCount(0);
    expect(await customer.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // Escape closes the panel and gives focus back to the button that opened it.
    await customer.page.keyboard.press("Escape");
    await expect(panel(customer.page, title)).toHaveCount(0);
    await expect(customer.page.getByRole("button", { name: "Chat with the shop" })).toBeFocused();

    // Another customer cannot listen to the chat.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const { email } = await signUp(otherContext.request, { firstname: "Nosy" });
    await signIn(other, otherContext.request, email);
    const write = await other.request.post(`/chats/order-${customer.order.id}/messages`, {
      form: { message: "let me in" },
      headers: { Origin: new URL(other.url()).origin },
    });
    expect(write.status()).toBe(404);
    await expect(log(staff).getByRole("listitem")).toHaveCount(3);
    await Promise.all([customer.context.close(), staffContext.close(), otherContext.close()]);
  });

  test("a 1,001-character message is refused with a toast naming the 1,000-character limit and stays in the box", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Wordy" });
    await signIn(page, request, email);
    await page.goto("/help");
    await page.getByRole("button", { name: "Chat with support" }).click();
    const dialog = panel(page, "Chat with support");
    await expect(log(page)).toContainText("No messages yet");
    const tooLong = "a".repeat(1001);
    await dialog.getByRole("textbox", { name: "Your message" }).fill(tooLong);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.locator("[data-kind=error]")).toContainText("Your message is too long: at most 1000 characters.");
    await expect(dialog.getByRole("textbox", { name: "Your message" })).toHaveValue(tooLong);
    await expect(log(page).getByRole("listitem")).toHaveText(["No messages yet. Write the first one."]);
    // A message within the limit then goes through.
    await dialog.getByRole("textbox", { name: "Your message" }).fill("Shorter, then.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(log(page).getByRole("listitem")).toHaveText([/You.*Shorter, then\./]);
  });
});
