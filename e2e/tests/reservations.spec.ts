import { cookieText, DEMO_PASSWORD, signIn, signUp, staffToken } from "./support/session";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

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

test("booking a table takes its slot off the form for everyone, lists it in my bookings, and its page follows the shop without a reload", async ({
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
  // Nor its live stream: 404, no event.
  const stream = await otherPage.request.get(`${bookingPath}/live`);
  expect(stream.status()).toBe(404);
  expect(await stream.text()).toBe("");
  await other.close();

  await page.goto("/reservations/mine");
  const entry = page.locator(`a[href='${bookingPath}']`);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("Guests: 2");
  expect(date).toBeTruthy();

  // The shop confirms the booking while its page is open: the page follows without a reload.
  await page.goto(bookingPath);
  await expect(page.getByTestId("booking-status")).toHaveText("New");
  // A mark on this document: still there afterwards means the page was not reloaded.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "1";
  });
  const staff = await staffToken(request);
  const bookingId = bookingPath.split("/").pop();
  const confirmed = await request.post(`/api/v1/dashboard/seller/bookings/${bookingId}/status`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { status: "accepted" },
  });
  expect(confirmed.status()).toBe(200);
  // Pushed, not polled: within a few seconds (the old poll took up to 10 s).
  await expect(page.getByTestId("booking-status")).toHaveText("Accepted", { timeout: 5_000 });
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "1");
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

/** Books a table of Pizza Palace through the API for the customer's token; its id and day. */
async function bookThroughApi(request: APIRequestContext, token: string, daysAhead: number, time = "13:00") {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const tables = await request.get("/api/v1/rest/booking/tables?shop_id=1&perPage=50");
  const { data } = (await tables.json()) as { data: { id: number }[] };
  for (const table of data) {
    const res = await request.post("/api/v1/dashboard/user/my-bookings", {
      headers: { Authorization: `Bearer ${token}` },
      data: { table_id: table.id, start_date: `${day} ${time}`, guest: 1 },
    });
    if (res.status() === 200) return { id: ((await res.json()) as { data: { id: number } }).data.id, day };
  }
  throw new Error(`no free table on ${day} ${time}`);
}

test("a customer cancels a booking from its page without JavaScript, after a confirm step, and the staff console lists it canceled", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { email } = await signUp(request, { firstname: "Canceler" });
  const session = await signIn(page, request, email);
  const booking = await bookThroughApi(request, session.token, 9);

  await page.goto(`/reservations/${booking.id}`);
  await expect(page.getByTestId("booking-status")).toHaveText("New");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  // The confirm step: nothing is canceled yet, and "Keep" leads back.
  await expect(page.getByText("Cancel this booking? The table goes back to the restaurant.")).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("New");
  await page.getByRole("link", { name: "Keep the booking" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("New");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("button", { name: "Yes, cancel the booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${booking.id}\\?canceled=1$`));
  await expect(page.getByRole("status")).toHaveText("Your booking is canceled");
  await expect(page.getByTestId("booking-status")).toHaveText("Canceled");
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);

  // The same form posted again (a second tab, a double submit): said plainly, in the reader's language.
  await context.addCookies([{ name: "lang", value: cookieText("fr"), url: baseURL ?? "" }]);
  const again = await page.request.post(`/reservations/${booking.id}`, {
    headers: { Origin: baseURL ?? "" },
    form: {},
  });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain("Cette réservation est déjà annulée");
  await context.close();

  // The shop's staff see it canceled, with nothing left to do.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, request, "admin@tiffin.test");
  await staffPage.goto(`/admin/bookings?shop=1&date=${booking.day}`);
  const row = staffPage.locator(`li[data-booking="${booking.id}"]`);
  await expect(row).toContainText("Canceled");
  await expect(row.getByRole("button")).toHaveCount(0);
  await staff.close();
});

test("a customer over the per-slot booking limit is told so in Arabic, with the limit", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await signUp(request, { firstname: "Squatter" });
  const session = await signIn(page, request, email);
  await context.addCookies([{ name: "lang", value: cookieText("ar"), url: baseURL ?? "" }]);
  await page.goto("/reservations");
  const date = page.locator("select[name=date]");
  const last = (await date.locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).at(-1);
  await page.goto(`/reservations?shop=1&date=${last}`);
  const times = await page
    .locator("input[name=time]")
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
  const slot = times.at(-1) ?? "";
  expect(slot).toMatch(/^\d{2}:\d{2}$/);
  // Another table at that very time, booked first: the form's table would be a second one.
  const daysAhead = Math.round(
    (Date.parse(`${last}T00:00:00Z`) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000,
  );
  await bookThroughApi(request, session.token, daysAhead, slot);
  await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${slot}$`) })
    .click();
  await page.getByRole("button", { name: "احجز", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "لديك حجز في هذا الوقت بالفعل: يمكنك الاحتفاظ بـ 1 حجز كحد أقصى في الوقت نفسه",
  );
  await context.close();
});
