import { cookieValue, DEMO_PASSWORD, signIn, signUp } from "./support/session";
import { isPhone } from "./support/storefront";
import { expect, type Page, type TestInfo, test } from "./support/test";
import { apiToken } from "./support/wallet";

/**
 * Finds the place by its text (the local geocoder of scripts/map-fixtures.mjs), chooses the
 * result, then names the address as the customer wants it shown; nobody types coordinates.
 */
async function fillAddress(page: Page, fields: { title: string; search: string; address: string }) {
  const form = page.getByRole("form", { name: /Add address|Edit address/ });
  await form.getByLabel("Title").fill(fields.title);
  await form.getByLabel("Find the place").fill(fields.search);
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await form.getByRole("list", { name: "Places found" }).getByRole("button").first().click();
  await expect(form.getByRole("status").filter({ hasText: "Place chosen:" })).toBeVisible();
  await form.getByLabel("Address", { exact: true }).fill(fields.address);
  await form.getByRole("button", { name: "Save address" }).click();
}

async function openAddressPicker(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: /^Delivery address/ }).click();
}

async function activeAddress(page: Page, token: string) {
  const response = await page.request.get("/api/v1/dashboard/user/address/get-active", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { title: string; address: { address: string } } }).data;
}

test("a visitor who opens saved addresses is sent to sign in first", async ({ page }) => {
  await page.goto("/saved-locations");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsaved-locations$/);
});

test("add, edit and delete an address, and choose it in the header", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const { email } = await signUp(request, { firstname: "Addresses" });
  const token = await apiToken(request, email, DEMO_PASSWORD);
  await signIn(page, request, email);

  await page.goto("/saved-locations");
  await expect(page.getByText("No saved addresses yet")).toBeVisible();
  await page.getByRole("link", { name: "Add address" }).click();
  await fillAddress(page, { title: "Home", search: "10 Baker Street", address: "10 Baker Street" });
  const list = page.getByRole("list", { name: "My addresses" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // The first address becomes the default one.
  await expect(list.getByRole("listitem").first()).toContainText("Default address");

  await page.getByRole("link", { name: "Add address" }).click();
  await fillAddress(page, { title: "Office", search: "1 Canada Square", address: "1 Canada Square" });
  await expect(list.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("link", { name: /^Edit\W+1 Canada Square$/ }).click();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("1 Canada Square");
  await fillAddress(page, { title: "Work", search: "25 Canada Square", address: "25 Canada Square" });
  await expect(list).toContainText("Work");
  await expect(list).toContainText("25 Canada Square");
  await expect(list).not.toContainText("1 Canada Square");

  // The header lists the saved addresses; choosing one makes it active and the delivery point.
  await page.goto("/");
  await openAddressPicker(page, testInfo);
  const choices = page.getByRole("group", { name: "My addresses" });
  await expect(choices.getByRole("radio")).toHaveCount(2);
  await expect(choices.getByRole("radio", { name: /10 Baker Street/ })).toBeChecked();
  await choices.getByRole("radio", { name: /25 Canada Square/ }).check();
  await page.getByRole("button", { name: "Deliver here" }).click();
  await expect(
    page.getByRole("button", { name: "Delivery address: 25 Canada Square", includeHidden: true }).first(),
  ).toBeAttached();
  expect((await activeAddress(page, token)).address.address).toBe("25 Canada Square");
  const location = (await page.context().cookies()).find((cookie) => cookie.name === "location");
  expect(cookieValue(location?.value ?? "")).toBe("51.5047,-0.0188");

  await page.goto("/saved-locations");
  await page.getByRole("link", { name: /^Delete\W+10 Baker Street$/ }).click();
  const confirmation = page.getByRole("region", { name: "Delete this address?" });
  await expect(confirmation).toContainText("10 Baker Street");
  // Until confirmed, nothing is deleted.
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).not.toContainText("10 Baker Street");
});

test("an address without its text is refused with 'Required' and nothing is saved", async ({ page, request }) => {
  const { email } = await signUp(request, { firstname: "Blank" });
  await signIn(page, request, email);
  await page.goto("/saved-locations?new=1");
  const form = page.getByRole("form", { name: "Add address" });
  await form.getByLabel("Address", { exact: true }).fill("   ");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Required" })).toBeVisible();
  await page.goto("/saved-locations");
  await expect(page.getByText("No saved addresses yet")).toBeVisible();
});

test("another customer's address can be neither opened, made default nor deleted", async ({ page, request }) => {
  const demoToken = await apiToken(request, "demo@tiffin.test", DEMO_PASSWORD);
  const own = await request.get("/api/v1/dashboard/user/addresses", {
    headers: { Authorization: `Bearer ${demoToken}` },
  });
  const demoAddress = ((await own.json()) as { data: { id: number; address: { address: string } }[] }).data[0];
  expect(demoAddress, "the demo customer has a seeded address").toBeTruthy();
  const { email } = await signUp(request, { firstname: "Intruder" });
  await signIn(page, request, email);

  await page.goto(`/saved-locations?edit=${demoAddress?.id}`);
  await expect(page.getByRole("form", { name: "Edit address" })).toHaveCount(0);
  await expect(page.getByText(demoAddress?.address.address ?? "")).toHaveCount(0);
  for (const intent of ["delete", "activate"]) {
    const forged = await page.request.post("/saved-locations", { form: { intent, id: String(demoAddress?.id) } });
    const text = await forged.text();
    expect(text).toContain("Address not found");
    expect(text).not.toContain(demoAddress?.address.address ?? "");
  }
  const after = await request.get("/api/v1/dashboard/user/addresses", {
    headers: { Authorization: `Bearer ${demoToken}` },
  });
  const ids = ((await after.json()) as { data: { id: number }[] }).data.map((a) => a.id);
  expect(ids).toContain(demoAddress?.id);
});

test("the address form draws the keyless map, and a click on it picks the point and names the address", async ({
  page,
  request,
}) => {
  const { email } = await signUp(request, { firstname: "Mapper" });
  await signIn(page, request, email);
  const tiles = page.waitForResponse((response) => /\/tiles\/\d+\/\d+\/\d+\.png$/.test(response.url()));
  await page.goto("/saved-locations?new=1");
  const form = page.getByRole("form", { name: "Add address" });
  const map = form.getByRole("application", { name: "Pick the place on the map" });
  await expect(map.locator("canvas")).toBeVisible();
  expect((await tiles).status()).toBe(200);
  // No field asks for coordinates.
  await expect(form.getByLabel(/latitude|longitude/i)).toHaveCount(0);
  await expect(form.locator("input[name=latitude]")).toHaveCount(0);

  await map.click({ position: { x: 40, y: 40 } });
  await expect(form.getByRole("status").filter({ hasText: "Place chosen:" })).toBeVisible();
  const address = form.getByLabel("Address", { exact: true });
  await expect(address).toHaveValue(/London|Oxford/);
  const latitude = Number(await form.locator("input[name=latitude]").inputValue());
  const longitude = Number(await form.locator("input[name=longitude]").inputValue());
  // Up and to the left of the map's centre (the delivery point in central London).
  expect(latitude).toBeGreaterThan(51.50735);
  expect(longitude).toBeLessThan(-0.12776);
  await form.getByLabel("Title").fill("Picked");
  await form.getByRole("button", { name: "Save address" }).click();
  const list = page.getByRole("list", { name: "My addresses" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const token = await apiToken(request, email, DEMO_PASSWORD);
  const saved = await request.get("/api/v1/dashboard/user/addresses", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [first] = ((await saved.json()) as { data: { location: [number, number] }[] }).data;
  expect(first?.location[0]).toBeCloseTo(latitude, 4);
  expect(first?.location[1]).toBeCloseTo(longitude, 4);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a typed address is found by the geocoder, and one nobody can find is refused in the page's language", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Typist" });
    await signIn(page, request, email);
    await page.goto("/saved-locations?new=1&lang=fr");
    const form = page.locator("main form");
    await form.locator("input[name=address]").fill("Nulle Part");
    await form.locator("button[name=intent][value=save]").click();
    await expect(page.getByRole("alert").filter({ hasText: "Nous n'avons pas trouvé cette adresse" })).toBeVisible();

    await page.locator("main form input[name=address]").fill("221B Baker Street");
    await page.locator("main form button[name=intent][value=save]").click();
    await expect(page.getByRole("list").filter({ hasText: "221B Baker Street" })).toBeVisible();
    const token = await apiToken(request, email, DEMO_PASSWORD);
    const saved = await request.get("/api/v1/dashboard/user/addresses", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [first] = ((await saved.json()) as { data: { location: [number, number] }[] }).data;
    expect(first?.location).toEqual([51.5237, -0.1585]);
  });
});
