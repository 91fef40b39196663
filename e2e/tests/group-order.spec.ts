import { addProduct, apiToken, getOrder, logIn, orderIdOf, SHOP_ONE, SHOP_TWO } from "./support/cart";
import { signUp } from "./support/session";
import { type Browser, expect, type Page, test } from "./support/test";

// Four browsers on one shared runner: give the journey room.
test.describe.configure({ timeout: 120_000 });

/** A fresh browser context (its own cookies) on a page, like another person's phone. */
async function person(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** Hydrated: the page's scripts run (the live socket and the dialogs need them). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  await page.waitForLoadState("networkidle");
}

async function joinAs(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("heading", { name: /^Your items/ })).toBeVisible();
  await hydrated(page);
}

const memberCard = (page: Page, name: string) => page.locator(`li[data-member="${name}"]`);

test("group order: the owner shares a link, members join by name and choose, the owner sees it live, removes one and orders; the cart id alone does not let anyone in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { email } = await signUp(request, { firstname: "Gina" });
  const token = await apiToken(request, email);
  await logIn(page, email, "/");
  // The owner's own pick first, then the group order from the restaurant's page.
  await addProduct(page, SHOP_ONE.id, SHOP_ONE.pepperoni);
  await page.goto(`/restaurant/${SHOP_ONE.id}`);
  await page.getByRole("button", { name: "Start a group order" }).click();
  await page.waitForURL((url) => url.pathname === "/group");
  const link = await page.getByRole("textbox", { name: "Share link" }).inputValue();
  expect(link).toMatch(/\/group\/\d+\?shop_id=1&invite=[A-Za-z0-9_-]{43}$/);
  const cartId = Number(new URL(link).pathname.split("/").pop());
  await hydrated(page);

  // A member joins through the link, adds from the owner's restaurant and marks done.
  const amir = await person(browser, baseURL);
  // A name of spaces passes the browser's "required" and is refused with a sentence that says so.
  await amir.page.goto(link);
  await amir.page.getByRole("textbox", { name: "Your name" }).fill("   ");
  await amir.page.getByRole("button", { name: "Join" }).click();
  await expect(amir.page.getByRole("alert")).toHaveText("Enter your name to join the group.");
  await expect(amir.page.getByRole("textbox", { name: "Your name" })).toHaveAttribute("aria-invalid", "true");
  await joinAs(amir.page, link, "Amir");
  await expect(memberCard(page, "Amir")).toContainText("Choosing");
  // The member's product dialog is the owner's: an option, an add-on and a quantity.
  await amir.page.getByRole("link", { name: "Add Margherita" }).click();
  const pick = amir.page.getByRole("dialog", { name: "Margherita Pizza" });
  await amir.page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  await pick.getByRole("radio", { name: /Medium · Thin/ }).check();
  await pick.getByRole("checkbox", { name: "Chilli Oil" }).check();
  await pick.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await pick.getByRole("button", { name: "Add to cart" }).click();
  await expect(pick).toHaveCount(0);
  // The member's page lists the group as cards: each member's lines with add-ons and amounts, and a total.
  const amirCard = memberCard(amir.page, "Amir");
  await expect(amirCard).toContainText("2 × Margherita Pizza");
  await expect(amirCard).toContainText("+ Chilli Oil");
  await expect(amirCard.getByTestId("group-member-total")).toContainText(/Total\s*\$\d+\.\d{2}/);
  await expect(amirCard).toContainText("(You)");
  // The same line again grows it (the cart rules the owner's cart follows), not a second row.
  await amir.page.getByRole("link", { name: "Add Margherita" }).click();
  await amir.page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  await pick.getByRole("radio", { name: /Medium · Thin/ }).check();
  await pick.getByRole("checkbox", { name: "Chilli Oil" }).check();
  await pick.getByRole("button", { name: "Add to cart" }).click();
  await expect(amirCard).toContainText("3 × Margherita Pizza");
  await expect(amirCard.locator("li")).toHaveCount(1);
  await amir.page.getByRole("button", { name: "I'm done" }).click();
  await expect(amir.page.getByRole("button", { name: "Keep choosing" })).toBeVisible();
  // The owner's page follows without a reload.
  await expect(memberCard(page, "Amir")).toContainText("Done");
  await expect(memberCard(page, "Amir")).toContainText("3 × Margherita");

  // Adding from another restaurant asks Amir to leave the group first, and adds nothing.
  await amir.page.goto(`/restaurant/${SHOP_TWO.id}?product=${SHOP_TWO.margherita}`);
  const productDialog = amir.page.getByRole("dialog");
  await amir.page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  await productDialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(productDialog).toContainText("Leave the group order before adding products from another shop");
  await amir.page.goto(link);
  await expect(amirCard).toContainText("3 × Margherita Pizza");
  await hydrated(amir.page);

  // A second member joins; the owner removes her, after confirming, and she is told at once.
  const bea = await person(browser, baseURL);
  await joinAs(bea.page, link, "Bea");
  const remove = page.getByRole("button", { name: "Remove Bea" });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Remove Bea from the group order?" });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog; Cancel closes it and gives focus back to the button.
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Cancel" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(memberCard(page, "Bea")).toHaveCount(0);
  await expect(bea.page.getByRole("alert")).toHaveText("You have been kicked from group order");

  // A third person holding only the cart id cannot join, nor with a made-up token.
  const mallory = await person(browser, baseURL);
  await mallory.page.goto(`/group/${cartId}?shop_id=1`);
  await expect(mallory.page.getByRole("alert")).toHaveText("You cannot join. Invalid group order");
  await expect(mallory.page.getByRole("textbox", { name: "Your name" })).toHaveCount(0);
  await mallory.page.goto(`/group/${cartId}?shop_id=1&invite=${"A".repeat(43)}`);
  await mallory.page.getByRole("textbox", { name: "Your name" }).fill("Mallory");
  await mallory.page.getByRole("button", { name: "Join" }).click();
  await expect(mallory.page.getByRole("alert")).toHaveText("You cannot join. Invalid group order");
  const held = await request.get("/api/v1/dashboard/user/cart", { headers: { Authorization: `Bearer ${token}` } });
  const members = ((await held.json()) as { data: { user_carts: { name: string }[] } }).data.user_carts;
  // The owner and Amir only: Bea was removed, Mallory never got a row.
  expect(members.map((m) => m.name).slice(1)).toEqual(["Amir"]);
  expect(members).toHaveLength(2);

  // The owner checks out through the checkout page: the order holds Amir's line by his name.
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.getByLabel("Pickup", { exact: true }).check();
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/\d+$/);
  const order = (await getOrder(request, token, orderIdOf(page))) as unknown as {
    details: { member_name: string | null; quantity: number; stock: { id: number } }[];
  };
  expect(order.details.map((d) => d.member_name)).toContain("Amir");
  // Amir's pizza is the option he picked (Medium · Thin, stock 6), three of them.
  const amirs = order.details.find((d) => d.member_name === "Amir" && d.stock.id === 6);
  expect(amirs?.quantity).toBe(3);
  // Amir's page learns the group is over.
  await expect(amir.page.getByRole("alert")).toHaveText("You cannot join. Invalid group order");
  for (const p of [amir, bea, mallory]) await p.context.close();
});
