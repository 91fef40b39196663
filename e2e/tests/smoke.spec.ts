import { expect, test } from "./support/test";

test("the home page lists the seeded restaurants and shops, server-rendered", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Pizza Palace");
  expect(html).toContain("Fresh Market");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Restaurants" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Restaurants" }).getByRole("link", { name: /Pizza Palace/ }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Shops" }).getByRole("link", { name: /Fresh Market/ })).toBeVisible();
});

test("a shop page opens from the home page", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("list", { name: "Restaurants" })
    .getByRole("link", { name: /Pizza Palace/ })
    .click();
  await expect(page).toHaveURL(/\/restaurant\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pizza Palace" })).toBeVisible();
  await expect(page.getByText("Working hours")).toBeVisible();
});

test("an unknown shop answers 404", async ({ request }) => {
  const response = await request.get("/shop/999999");
  expect(response.status()).toBe(404);
});

test("the API speaks the contract through the same Worker", async ({ request }) => {
  const page = await request.get("/api/v1/rest/shops/paginate?perPage=2&lang=ar");
  expect(page.status()).toBe(200);
  const body = (await page.json()) as { data: { translation: { title: string } }[]; meta: { per_page: number } };
  expect(body.meta.per_page).toBe(2);
  expect(body.data[0]?.translation.title).toMatch(/[\u0600-\u06FF]/);
  expect((await request.get("/api/v1/rest/shops/paginate?perPage=abc")).status()).toBe(400);
});
