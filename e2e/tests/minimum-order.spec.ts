import { addProduct, SHOP_ONE } from "./support/cart";
import { signIn, signUp } from "./support/session";
import { expect, type Page, test } from "./support/test";

const CHECKOUT = "/restaurant/1/checkout";
// Pizza Palace's minimum order (apps/api/seed/build.mjs: 1000 minor units for a restaurant).
const MINIMUM = 10;

test.describe.configure({ timeout: 90_000 });

/** "$8.99" → 8.99 (the default currency, in English). */
function dollars(text: string | null): number {
  const match = text?.match(/\$(\d+\.\d{2})/);
  expect(match, `an amount in dollars in "${text}"`).toBeTruthy();
  return Number(match?.[1]);
}

async function subtotalIn(page: Page, list: string): Promise<number> {
  const row = page.getByTestId(list).locator("div").filter({ hasText: "Subtotal" }).first();
  return dollars(await row.locator("dd").textContent());
}

test.describe("minimum order", () => {
  test("a cart under the shop's minimum says so in the cart and at checkout, with the currency and what is missing, and Place order stays disabled until it is reached", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Mina" });
    await signIn(page, request, email);
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita);

    await page.goto("/cart");
    const subtotal = await subtotalIn(page, "cart-totals");
    expect(subtotal).toBeLessThan(MINIMUM);
    const missing = (Math.round(MINIMUM * 100) - Math.round(subtotal * 100)) / 100;
    const inCart = page.getByTestId("minimum-order");
    await expect(inCart).toContainText(`The order must come to at least $${MINIMUM.toFixed(2)}`);
    await expect(inCart).toContainText(`Add $${missing.toFixed(2)} more to place it.`);

    await page.goto(CHECKOUT);
    const atCheckout = page.getByTestId("minimum-order");
    await expect(atCheckout).toContainText(`The order must come to at least $${MINIMUM.toFixed(2)}`);
    await expect(atCheckout).toContainText(`Add $${missing.toFixed(2)} more to place it.`);
    const place = page.getByRole("button", { name: "Place order" });
    await expect(place).toBeDisabled();
    // The note comes before the button and describes it.
    await expect(place).toHaveAttribute("aria-describedby", "checkout-minimum");

    // In French the same sentence, in the page's locale and currency position.
    await page.goto(`${CHECKOUT}?lang=fr`);
    await expect(page.getByTestId("minimum-order")).toContainText("La commande doit atteindre au moins");
    await expect(page.getByTestId("minimum-order")).toContainText("10,00");

    // A second pizza reaches the minimum: the note goes and the button is enabled.
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita);
    await page.goto(`${CHECKOUT}?lang=en`);
    await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
    await expect(page.getByTestId("minimum-order")).toHaveCount(0);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-totals")).toBeVisible();
    await expect(page.getByTestId("minimum-order")).toHaveCount(0);
  });
});
