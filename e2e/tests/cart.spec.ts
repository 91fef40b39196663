import { addProduct, SHOP_ONE, SHOP_TWO } from "./support/cart";
import { expectCartCount, isPhone } from "./support/storefront";
import { expect, type Page, test } from "./support/test";

// Each journey loads several pages; on a shared 2-core runner that can pass 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe("cart", () => {
  test("a visitor's cart lists lines with options, steps never below 1, removes, clears and survives a reload", async ({
    page,
  }) => {
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita);
    await expectCartCount(page, 1);
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.pepperoni, { quantity: 2 });
    await expectCartCount(page, 3);
    await page.goto("/cart");
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText("Margherita Pizza");
    await expect(lines.first()).toContainText("Small");
    const first = lines.first();
    await expect(first.getByRole("button", { name: "Remove one Margherita Pizza" })).toBeDisabled();
    // The cart machine's own write: the whole cart stored through /cart's action (intent=save).
    const saved = () =>
      page.waitForResponse(
        (r) =>
          r.request().method() === "POST" &&
          new URL(r.url()).pathname.startsWith("/cart") &&
          new URLSearchParams(r.request().postData() ?? "").get("intent") === "save" &&
          r.status() === 200,
      );
    let save = saved();
    await first.getByRole("button", { name: "Add one more Margherita Pizza" }).click();
    await expect(first.getByTestId("line-quantity")).toHaveText("2");
    await save;
    await expectCartCount(page, 4);
    await page.reload();
    await expect(page.getByTestId("cart-line").first().getByTestId("line-quantity")).toHaveText("2");
    save = saved();
    await page.getByTestId("cart-line").nth(1).getByRole("button", { name: "Remove Pepperoni Pizza" }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expectCartCount(page, 2);
    await save;
    await page.getByText("Clear cart").first().click();
    save = saved();
    await page.getByRole("button", { name: "Clear cart" }).click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await save;
    await page.reload();
    await expectCartCount(page, 0);
  });

  test("another shop's product asks to clear the cart: keeping it keeps it, clearing replaces it", async ({ page }) => {
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita, { quantity: 2 });
    await expectCartCount(page, 2);
    await addProduct(page, SHOP_TWO.id, SHOP_TWO.margherita);
    const question = page.getByRole("alertdialog", { name: "Clear the cart and add this?" });
    await expect(question).toBeVisible();
    await expect(question).toContainText("You can only add items from one restaurant to your shopping cart");
    await question.getByRole("button", { name: "Keep my cart" }).click();
    await expect(question).toBeHidden();
    await expectCartCount(page, 2);
    await page.getByRole("dialog").getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear the cart and add this" }).click();
    await expectCartCount(page, 1);
    await page.goto("/cart");
    await expect(page.getByText("From Napoli Pizzeria")).toBeVisible();
  });

  test("the header's cart opens as a side drawer on desktop and a bottom sheet on phones", async ({
    page,
  }, testInfo) => {
    await addProduct(page, SHOP_ONE.id, SHOP_ONE.margherita);
    await expectCartCount(page, 1);
    await page.goto("/restaurant/1");
    await page.getByRole("link", { name: /^Cart, 1 / }).click();
    const drawer = page.getByRole("dialog", { name: "Cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    const box = await drawer.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no layout");
    if (isPhone(testInfo)) {
      // a bottom sheet: full width, resting on the bottom edge
      expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(viewport.height - 2);
      expect(box.width).toBeGreaterThan(viewport.width - 4);
    } else {
      // a side drawer at the end edge (the right, left-to-right)
      expect(Math.round(box.x + box.width)).toBeGreaterThanOrEqual(viewport.width - 2);
      expect(box.width).toBeLessThan(viewport.width / 2);
    }
    await drawer.getByRole("button", { name: "Add one more Margherita Pizza" }).click();
    await expect(drawer.getByTestId("line-quantity")).toHaveText("2");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expectCartCount(page, 2);
    await page.reload();
    await expectCartCount(page, 2);
  });

  test("a full visitor cart refuses the next line with a message and keeps every line it holds", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/restaurant/1");
    // Every stock of the shop with every addon its product offers: lines of about 20 bytes each.
    const menu = (await (await page.request.get("/api/v1/rest/shops/1/products")).json()) as {
      data: { all: { products: { stocks: { id: number; addons: { product: { stock?: { id: number } } }[] }[] }[] }[] };
    };
    const stocks = menu.data.all.flatMap((c) => c.products.flatMap((p) => p.stocks));
    const accepted = new Set<string>();
    let refused = false;
    for (const stock of stocks) {
      for (let quantity = 1; quantity <= 3 && !refused; quantity += 1) {
        const form = new URLSearchParams({ intent: "add", shop_id: "1", stock_id: String(stock.id), quantity: "999" });
        // the same stock with a different set of addons is a separate line
        const addons = stock.addons.slice(0, quantity).flatMap((a) => (a.product.stock ? [a.product.stock.id] : []));
        for (const addon of addons) form.append("addon", String(addon));
        const response = await page.request.post("/cart", {
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          data: `${form}&redirectTo=/cart`,
          maxRedirects: 0,
        });
        const location = response.headers().location ?? "";
        if (location.includes("cart_error=full")) refused = true;
        else if (location.includes("cart_error")) throw new Error(location);
        else accepted.add(`${stock.id}:${addons.join(",")}`);
      }
      if (refused) break;
    }
    expect(refused, "the cart filled up").toBe(true);
    await page.goto("/cart?cart_error=full");
    await expect(page.getByRole("alert")).toContainText("Your cart is full");
    // Nothing accepted was lost: every accepted line is still in the cart.
    await expect(page.getByTestId("cart-line")).toHaveCount(accepted.size);
  });
});

test.describe("the cart's one write path", () => {
  /** A plain form post to `path` as the page's visitor; answers where it sends the visitor back. */
  async function post(page: Page, path: string, fields: Record<string, string>) {
    const response = await page.request.post(path, {
      form: { ...fields, redirectTo: "/cart" },
      maxRedirects: 0,
    });
    return { status: response.status(), location: response.headers().location ?? "" };
  }

  /** The visitor cart's lines as /cart lists them: each line's key and quantity. */
  async function linesOf(page: Page) {
    await page.goto("/cart");
    const lines = page.getByTestId("cart-line");
    const shown: { key: string; quantity: string }[] = [];
    for (const line of await lines.all()) {
      const key = (await line.locator('input[name="key"]').first().getAttribute("value")) ?? "";
      shown.push({ key, quantity: (await line.getByTestId("line-quantity").textContent()) ?? "" });
    }
    return shown;
  }

  /** The visitor cart cookie's compact text (Remix's base64 JSON of it). */
  async function cartText(page: Page): Promise<string> {
    const cookie = (await page.context().cookies()).find((c) => c.name === "cart");
    return cookie ? (JSON.parse(atob(decodeURIComponent(cookie.value))) as string) : "";
  }

  test("/cart's action takes each intent (add, increase, decrease, clear, save, remove); /cart/save is gone", async ({
    page,
  }) => {
    await page.goto(`/restaurant/1?product=${SHOP_ONE.margherita}`);
    const stockId =
      (await page.getByRole("dialog").locator('input[name="stock_id"]').first().getAttribute("value")) ?? "";
    expect(stockId).not.toBe("");
    expect(await post(page, "/cart", { intent: "add", shop_id: "1", stock_id: stockId, quantity: "1" })).toEqual({
      status: 302,
      location: "/cart?added=1",
    });
    const [added] = await linesOf(page);
    expect(added?.quantity).toBe("1");
    const key = added?.key ?? "";
    expect((await post(page, "/cart", { intent: "increase", key })).location).toBe("/cart");
    expect((await linesOf(page)).map((l) => l.quantity)).toEqual(["2"]);
    expect((await post(page, "/cart", { intent: "decrease", key })).location).toBe("/cart");
    expect((await linesOf(page)).map((l) => l.quantity)).toEqual(["1"]);
    const text = await cartText(page);
    expect(text).not.toBe("");
    expect((await post(page, "/cart", { intent: "clear" })).location).toBe("/cart");
    expect(await linesOf(page)).toEqual([]);
    expect((await post(page, "/cart", { intent: "save", cart: text })).location).toBe("/cart");
    expect(await linesOf(page)).toEqual([{ key, quantity: "1" }]);

    // The old second endpoint writes nothing any more.
    const old = await post(page, "/cart/save", { intent: "save", cart: "" });
    expect(old.status).toBe(405);
    expect(await linesOf(page)).toEqual([{ key, quantity: "1" }]);

    expect((await post(page, "/cart", { intent: "remove", key })).location).toBe("/cart");
    expect(await linesOf(page)).toEqual([]);
    expect((await post(page, "/cart", { intent: "sell" })).location).toBe("/cart?cart_error=invalid");
  });
});

test.describe("cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adding, stepping and removing work as plain form posts", async ({ page }) => {
    await page.goto(`/restaurant/1?product=${SHOP_ONE.margherita}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/added=1/);
    await expectCartCount(page, 1);
    await page.goto("/cart");
    await page.getByRole("button", { name: "Add one more Margherita Pizza" }).click();
    await expect(page.getByTestId("line-quantity")).toHaveText("2");
    await page.getByRole("button", { name: "Remove Margherita Pizza" }).click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("another shop's product shows the one-shop question and its answer replaces the cart", async ({ page }) => {
    await page.goto(`/restaurant/1?product=${SHOP_ONE.margherita}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.goto(`/restaurant/2?product=${SHOP_TWO.margherita}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("one-shop-dialog")).toContainText(
      "You can only add items from one restaurant to your shopping cart",
    );
    await page.getByRole("button", { name: "Clear the cart and add this" }).click();
    await page.goto("/cart");
    await expect(page.getByText("From Napoli Pizzeria")).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
  });
});
