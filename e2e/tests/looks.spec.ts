// What a customer sees at a phone's width (360 px): checkout's items, sizes in Arabic, the
// notification tabs' counts beside their names, and the sandbox's payment result page.
import { SHOP_ONE } from "./support/cart";
import { signIn, signUp } from "./support/session";
import { expect, type Page, test } from "./support/test";
import { ONE_WIDTH } from "./support/widths";

test.use({ viewport: { width: 360, height: 780 } });
test.describe.configure({ timeout: 90_000 });

/** Opens Pizza Palace's Margherita, picks Medium · Thin with Chilli Oil, and adds `quantity`. */
async function addMargherita(page: Page, quantity: number) {
  await page.goto(`/restaurant/${SHOP_ONE.id}?product=${SHOP_ONE.margherita}`);
  const dialog = page.getByRole("dialog");
  await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  await dialog.getByRole("radio", { name: /Medium · Thin/ }).check();
  await dialog.getByRole("checkbox", { name: "Chilli Oil" }).check();
  await dialog.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/cart") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await answered;
}

test("checkout's Your order lists each item with its quantity, options, add-ons and price", {
  tag: ONE_WIDTH,
}, async ({ page, request }) => {
  const { email } = await signUp(request, { firstname: "Iris" });
  await signIn(page, request, email);
  await addMargherita(page, 2);
  await page.goto("/restaurant/1/checkout");
  const summary = page.getByRole("complementary", { name: "Your order" });
  const items = summary.getByTestId("checkout-item");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("2 ×");
  await expect(items.first()).toContainText("Margherita Pizza");
  await expect(items.first()).toContainText("Medium · Thin");
  await expect(items.first()).toContainText("+ Chilli Oil");
  // The line's price is the cart's subtotal (one line, no discount).
  const price = (await items.first().locator("span[dir=ltr]").last().textContent()) ?? "";
  const subtotal = await summary
    .getByTestId("checkout-totals")
    .locator("div")
    .filter({ hasText: "Subtotal" })
    .locator("dd")
    .textContent();
  expect(price).toMatch(/^\$\d+\.\d{2}$/);
  expect(price).toBe(subtotal?.trim());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a product's sizes and crusts read in Arabic on an Arabic page, in the dialog and the cart", {
  tag: ONE_WIDTH,
}, async ({ page }) => {
  await addMargherita(page, 1);
  await page.goto(`/restaurant/${SHOP_ONE.id}?product=${SHOP_ONE.margherita}&lang=ar`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("radio", { name: /وسط · رقيقة/ })).toHaveCount(1);
  await expect(dialog.getByText(/Medium|Thin/)).toHaveCount(0);
  await page.goto("/cart?lang=ar");
  await expect(page.getByTestId("cart-line").first()).toContainText("وسط · رقيقة");
  await expect(page.getByTestId("cart-line").first()).not.toContainText("Medium");
  await page.goto("/cart?lang=en");
});

test("the notification tabs' unread counts sit beside their names, never over them", {
  tag: ONE_WIDTH,
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await signUp(request, { firstname: "Tala" });
  // Ten friends: a two-digit count, the widest a tab shows before 99+.
  for (let n = 1; n <= 10; n += 1) await signUp(request, { firstname: `Friend ${n}`, referral: owner.referral });
  await signIn(page, request, owner.email);
  await page.goto("/notifications");
  const tabs = page.getByRole("navigation", { name: "Notification kinds" }).getByRole("link");
  await expect(tabs.first()).toContainText("10");
  const overlaps = await tabs.evaluateAll((links) =>
    links.flatMap((link) => {
      // The count: the element around the visible digits; the name: every other visible text.
      const digits = Array.from(link.querySelectorAll("span[aria-hidden=true]")).find((s) =>
        /^\d+\+?$/.test(s.textContent ?? ""),
      );
      const badge = digits?.parentElement;
      if (!badge) return [];
      const b = badge.getBoundingClientRect();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const hits: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (badge.contains(node) || !(node.textContent ?? "").trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        const apart = r.right <= b.left || b.right <= r.left || r.bottom <= b.top || b.bottom <= r.top;
        if (!apart) hits.push(`${node.textContent?.trim()} under ${digits?.textContent}`);
      }
      return hits;
    }),
  );
  expect(overlaps).toEqual([]);
  await expect(tabs.first()).toHaveAccessibleName("All 10 unread");
});

test("the sandbox's payment result is a styled page that fits a phone, with the way back as a button", {
  tag: ONE_WIDTH,
}, async ({ page, request }) => {
  const { email } = await signUp(request, { firstname: "Wafa" });
  const session = await signIn(page, request, email);
  const started = await request.post("/api/v1/payments/wallet/payment/top-up", {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { payment_type: "sandbox", price: 5 },
  });
  expect(started.status()).toBe(200);
  const url = new URL(((await started.json()) as { data: { data: { url: string } } }).data.data.url);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { name: "Payment approved" })).toBeVisible();
  const back = page.getByRole("link", { name: "Back to Tiffin" });
  const look = await back.evaluate((link) => {
    const style = getComputedStyle(link);
    return { background: style.backgroundColor, height: link.getBoundingClientRect().height };
  });
  expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(look.height).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate(() => document.querySelector("meta[name=viewport]") !== null)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await back.click();
  await expect(page).toHaveURL(/\/wallet/);
});
