import { signIn, signUp, staffToken } from "./support/session";
import { expect, type Page, test } from "./support/test";

/** Searches an end's place (the local geocoder of scripts/map-fixtures.mjs) and chooses the first result. */
async function choosePlace(page: Page, end: "Sender" | "Receiver", search: string) {
  const group = page.getByRole("group", { name: end });
  await group.getByLabel("Find the place").fill(search);
  await group.getByRole("button", { name: "Search", exact: true }).click();
  await group.getByRole("list", { name: "Places found" }).getByRole("button").first().click();
}

/**
 * Chooses the receiver's place and waits for the price of its point (not of an earlier one, whose
 * answer can arrive later), then for the page to show it.
 */
async function setReceiverPoint(page: Page, search: string, latitude: string, longitude: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.startsWith("/parcels/price") &&
      Number(url.searchParams.get("to_lat")) === Number(latitude) &&
      Number(url.searchParams.get("to_lng")) === Number(longitude)
    );
  });
  await choosePlace(page, "Receiver", search);
  await answered;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test("a visitor who opens parcels is sent to sign in", async ({ page }) => {
  await page.goto("/parcels/new");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fparcels%2Fnew$/);
});

test("sending a parcel: the price follows the addresses, out of range is refused, cash places it, and its page follows the courier without a reload", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email } = await signUp(request, { firstname: "Sender" });
  await signIn(page, request, email);
  await page.goto("/parcels/new");
  const sender = page.getByRole("group", { name: "Sender" });
  await sender.getByLabel("Name").fill("Ada Sender");
  await sender.getByLabel("Phone").fill("+44 20 7946 0000");
  await choosePlace(page, "Sender", "1 Strand");
  await expect(sender.getByLabel("Address", { exact: true })).toHaveValue("1 Strand, London WC2N 5HR");
  const receiver = page.getByRole("group", { name: "Receiver" });
  await receiver.getByLabel("Name").fill("Bo Receiver");
  await receiver.getByLabel("Phone").fill("+44 20 7946 1111");
  // No field of either end asks for coordinates.
  await expect(page.getByLabel(/latitude|longitude/i)).toHaveCount(0);

  const price = page.getByTestId("parcel-price");
  await expect(price).toHaveText("Enter both addresses to see the price");
  await setReceiverPoint(page, "Camden Market", "51.5416", "-0.1460");
  await expect(receiver.getByLabel("Address", { exact: true })).toHaveValue("Camden Market, London NW1 8AF");
  await expect(price).toContainText(/\d+\.\d{2}/);
  const near = await price.textContent();

  // Further away within the range: a different, higher price.
  await setReceiverPoint(page, "Lewisham", "51.4545", "-0.0290");
  await expect(price).not.toHaveText(near ?? "");
  await expect(price).toContainText(/\d+\.\d{2}/);
  const far = await price.textContent();

  // Oxford is beyond the documents' 15 km range.
  await setReceiverPoint(page, "Oxford", "51.7520", "-1.2577");
  await expect(price).toHaveText("Sorry, we're not available here");
  // Sending anyway is refused the same way and creates nothing.
  await page.getByLabel("cash").check();
  await page.getByRole("button", { name: "Send parcel" }).click();
  await expect(page.getByTestId("parcel-price")).toHaveText("Sorry, we're not available here");
  await expect(page).toHaveURL(/\/parcels\/new$/);

  await setReceiverPoint(page, "Lewisham", "51.4545", "-0.0290");
  await expect(price).toHaveText(far ?? "");
  await page.getByLabel("cash").check();
  await page.getByRole("button", { name: "Send parcel" }).click();

  await expect(page).toHaveURL(/\/parcels\/\d+\?sent=1$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Parcel #${id}`);
  await expect(page.getByTestId("order-status")).toHaveText("New");
  await expect(page.getByTestId("parcel-total")).toContainText((far ?? "").split(" · ")[0] ?? "");
  await expect(page.getByText("Payment by cash")).toBeVisible();

  await page.goto("/parcels");
  await expect(page.locator(`a[href='/parcels/${id}']`)).toContainText("Lewisham High Street");

  // The courier's side moves the parcel while its page is open: the page follows without a reload.
  await page.goto(`/parcels/${id}`);
  await expect(page.getByTestId("order-status")).toHaveText("New");
  // A parcel's steps are its own: no kitchen.
  await expect(page.locator("ol[data-status] > li")).toHaveText([
    "New",
    "Accepted",
    "Ready",
    "On the way",
    "Delivered",
  ]);
  // Another customer asking for this parcel's stream gets nothing: 404, no event.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const { email: otherEmail } = await signUp(request, { firstname: "Rival" });
  await signIn(otherPage, request, otherEmail);
  const peek = await otherPage.request.get(`/parcels/${id}/live`);
  expect(peek.status()).toBe(404);
  expect(await peek.text()).toBe("");
  await other.close();
  // A mark on this document: still there afterwards means the page was not reloaded.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "1";
  });
  const staff = await staffToken(request);
  const moved = await request.post(`/api/v1/dashboard/seller/parcel-orders/${id}/status`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { status: "accepted" },
  });
  expect(moved.status()).toBe(200);
  // Pushed, not polled: within a few seconds (the old poll took up to 10 s).
  await expect(page.getByTestId("order-status")).toHaveText("Accepted", { timeout: 5_000 });
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "1");
});

test("a saved address fills the receiver's address and point, and the price follows it", async ({ page, request }) => {
  const { email } = await signUp(request, { firstname: "Saver" });
  await signIn(page, request, email);
  await page.goto("/saved-locations?new=1");
  await page.locator("main input[name=address]").fill("221B Baker Street");
  await page.locator("main button[name=intent][value=save]").click();
  await expect(page.locator("a[href^='/saved-locations?delete=']")).toHaveCount(1);

  await page.goto("/parcels/new");
  await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  const receiver = page.getByRole("group", { name: "Receiver" });
  await expect(receiver.getByLabel("Address", { exact: true })).toHaveValue("");
  await expect(page.getByTestId("parcel-price")).toHaveText("Enter both addresses to see the price");
  await receiver.getByLabel("Saved address").selectOption({ label: "221B Baker Street" });
  await expect(receiver.getByLabel("Address", { exact: true })).toHaveValue("221B Baker Street");
  await expect(receiver.locator("input[name=to_lat]")).toHaveValue("51.5237");
  await expect(receiver.locator("input[name=to_lng]")).toHaveValue("-0.1585");
  await expect(page.getByTestId("parcel-price")).toContainText(/\d+\.\d{2}/);
  // Back to typing: the fields keep what was filled, for the sender to correct.
  await receiver.getByLabel("Saved address").selectOption({ label: "Type an address" });
  await expect(receiver.getByLabel("Address", { exact: true })).toHaveValue("221B Baker Street");
});
