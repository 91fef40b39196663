import { signIn, signUp } from "./support/session";
import { expect, test } from "./support/test";

test("a visitor puts a whole recipe in the cart, then swaps it for another shop's recipe only after saying so", async ({
  page,
}) => {
  await page.goto("/recipes/1");
  const products = page.locator("section[aria-labelledby=recipe-products] li");
  await expect(products).toHaveCount(3);
  const titles = (await products.allInnerTexts()).map((text) => text.split("×")[0]?.trim() ?? "");
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page.getByRole("status")).toContainText("The recipe's products are in your cart.");
  await page.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const main = page.locator("main");
  for (const title of titles) await expect(main.getByText(title, { exact: false }).first()).toBeVisible();

  // A double click on another shop's recipe never mixes two shops: it asks first.
  await page.goto("/recipes/2");
  await page.getByRole("button", { name: "Add all to cart" }).dblclick();
  await expect(page.getByRole("alert")).toContainText("another shop's items");
  await page.goto("/cart");
  for (const title of titles) await expect(main.getByText(title, { exact: false }).first()).toBeVisible();

  await page.goto("/recipes/2");
  const second = (await page.locator("section[aria-labelledby=recipe-products] li").allInnerTexts()).map(
    (text) => text.split("×")[0]?.trim() ?? "",
  );
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await page.getByRole("button", { name: "Replace the cart" }).click();
  await expect(page.getByRole("status")).toContainText("The recipe's products are in your cart.");
  await page.goto("/cart");
  for (const title of second) await expect(main.getByText(title, { exact: false }).first()).toBeVisible();
  for (const title of titles) await expect(main.getByText(title, { exact: true })).toHaveCount(0);
});

test("a recipe that does not exist is the 404 page, and a forged post to it adds nothing", async ({
  page,
  request,
}) => {
  expect((await page.goto("/recipes/999"))?.status()).toBe(404);
  expect((await page.goto("/recipes/abc"))?.status()).toBe(404);
  const forged = await request.post("/recipes/999", {
    form: { replace: "1" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(404);
  expect(forged.headers()["set-cookie"] ?? "").not.toContain("cart=");
});

test("a visitor's /welcome is the landing with the promises and the settings' app links", async ({ page, request }) => {
  const settings = (await (await request.get("/api/v1/rest/settings")).json()) as {
    data: { key: string; value: string }[];
  };
  const setting = (key: string) => settings.data.find((s) => s.key === key)?.value;
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your neighbourhood, delivered today");
  for (const promise of ["Same-day delivery", "Live updates", "Our quality promise"]) {
    await expect(page.getByRole("heading", { name: promise })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
    "href",
    setting("customer_app_android") ?? "",
  );
  await expect(page.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
    "href",
    setting("customer_app_ios") ?? "",
  );
  await expect(page.getByRole("link", { name: "https://tiffin.link/welcome" })).toBeVisible();
});

test("a user who just signed up keeps the greeting on /welcome, not the landing", async ({ page, request }) => {
  const { email } = await signUp(request, { firstname: "Wren" });
  await signIn(page, request, email);
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wren");
  await expect(page.getByText("Same-day delivery")).toHaveCount(0);
});

test("the footer carries the settings' text, contacts and social links, and each content page", async ({
  page,
  request,
}) => {
  const settings = (await (await request.get("/api/v1/rest/settings")).json()) as {
    data: { key: string; value: string }[];
  };
  const setting = (key: string) => settings.data.find((s) => s.key === key)?.value ?? "";
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer).toContainText(setting("footer_text"));
  await expect(footer).toContainText(setting("address"));
  await expect(footer.getByRole("link", { name: setting("email") })).toHaveAttribute(
    "href",
    `mailto:${setting("email")}`,
  );
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", setting("instagram"));
  for (const [name, href] of <const>[
    ["Blog", "/blog"],
    ["Recipes", "/recipes"],
    ["Careers", "/careers"],
    ["Branches", "/branches"],
    ["Terms of use", "/terms"],
    ["Privacy policy", "/privacy"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});
