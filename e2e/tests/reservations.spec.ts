import { DEMO_PASSWORD, signIn, signUp, staffToken } from "./support/session";
import { expect, type Page, test } from "./support/test";

/** The start times the booking form offers right now. */
async function offeredTimes(page: Page): Promise<string[]> {
  return page
    .getByRole("group", { name: "Time" })
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
}

/** Picks the last bookable date (the one least likely to hold other runs' bookings). */
async function pickLastDate(page: Page): Promise<string> {
  const date = page.getByLabel("Date");
  const values = await date
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const last = values.at(-1) ?? "";
  expect(last, "a bookable date").toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.selectOption(last);
  await page.waitForURL((url) => url.searchParams.get("date") === last);
  return last;
}

test("a visitor who opens reservations is sent to sign in and comes back to the booking form", async ({ page }) => {
  await page.goto("/reservations");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Freservations$/);
  await page.getByRole("textbox", { name: "Email or phone" }).fill("demo@tiffin.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book a table" })).toBeVisible();
});

test("booking a table takes its slot off the form for everyone and lists it in my bookings", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { email } = await signUp(request, { firstname: "Booker" });
  await signIn(page, request, email);
  await page.goto("/reservations");
  const date = await pickLastDate(page);
  const formUrl = page.url();
  // The times as the server renders them for that date (not the previous date's, still on
  // screen while the client navigation finishes).
  await page.goto(formUrl);
  const before = await offeredTimes(page);
  expect(before.length).toBeGreaterThan(0);
  const slot = before[0] ?? "";
  await page.getByText(slot, { exact: true }).click();
  await page.getByLabel("Note for the restaurant").fill("Window seat, please");
  await page.getByRole("button", { name: "Book", exact: true }).click();

  await expect(page).toHaveURL(/\/reservations\/\d+\?booked=1$/);
  await expect(page.getByRole("status")).toHaveText("Your table is booked");
  await expect(page.getByTestId("booking-status")).toHaveText("New");
  const bookingPath = new URL(page.url()).pathname;

  // The same form again: the booked start time is gone, the others stay.
  await page.goto(formUrl);
  const after = await offeredTimes(page);
  expect(after).not.toContain(slot);
  expect(after).toEqual(before.filter((time) => time !== slot));

  // Another customer, in another browser, is not offered it either.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const { email: otherEmail } = await signUp(request, { firstname: "Rival" });
  await signIn(otherPage, request, otherEmail);
  await otherPage.goto(formUrl);
  expect(await offeredTimes(otherPage)).not.toContain(slot);
  // Nor can the rival open the first customer's booking.
  const peek = await otherPage.goto(bookingPath);
  expect(peek?.status()).toBe(404);
  await other.close();

  await page.goto("/reservations/mine");
  const entry = page.locator(`a[href='${bookingPath}']`);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("Guests: 2");
  expect(date).toBeTruthy();

  // The shop confirms the booking while its page is open: the page follows without a reload.
  await page.goto(bookingPath);
  await expect(page.getByTestId("booking-status")).toHaveText("New");
  const staff = await staffToken(request);
  const bookingId = bookingPath.split("/").pop();
  const confirmed = await request.post(`/api/v1/dashboard/seller/bookings/${bookingId}/status`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { status: "accepted" },
  });
  expect(confirmed.status()).toBe(200);
  await expect(page.getByTestId("booking-status")).toHaveText("Accepted", { timeout: 20_000 });
});

test("asking for more guests than any table seats says the largest table's size, not that no bookings are taken", async ({
  page,
  request,
}) => {
  const { email } = await signUp(request, { firstname: "Crowd" });
  await signIn(page, request, email);
  await page.goto("/reservations");
  const seats = await page
    .getByLabel("Table")
    .locator("option")
    .evaluateAll((options) => options.map((o) => Number(o.textContent?.match(/\((\d+) seats\)/)?.[1] ?? 0)));
  const largest = Math.max(...seats);
  expect(largest).toBeGreaterThan(0);
  await page.goto("/reservations?guests=100");
  await expect(page.getByText(`No table here seats 100 guests: the largest table seats ${largest}`)).toBeVisible();
  await expect(page.getByText("This restaurant takes no bookings in the next two weeks")).toHaveCount(0);
});
