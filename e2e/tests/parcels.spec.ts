import { expect, type Page, test } from "@playwright/test";
import { signIn, signUp } from "./support/session";

async function setReceiverPoint(page: Page, latitude: string, longitude: string) {
  const receiver = page.getByRole("group", { name: "Receiver" });
  await receiver.getByLabel("Latitude").fill(latitude);
  await receiver.getByLabel("Longitude").fill(longitude);
}

test("a visitor who opens parcels is sent to sign in", async ({ page }) => {
  await page.goto("/parcels/new");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fparcels%2Fnew$/);
});

test("sending a parcel: the price follows the addresses, out of range is refused, and cash places it", async ({
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
  await sender.getByLabel("Address").fill("1 Strand, London");
  await sender.getByLabel("Latitude").fill("51.5074");
  await sender.getByLabel("Longitude").fill("-0.1278");
  const receiver = page.getByRole("group", { name: "Receiver" });
  await receiver.getByLabel("Name").fill("Bo Receiver");
  await receiver.getByLabel("Phone").fill("+44 20 7946 1111");
  await receiver.getByLabel("Address").fill("Camden Market");

  const price = page.getByTestId("parcel-price");
  await expect(price).toHaveText("Enter both addresses to see the price");
  await setReceiverPoint(page, "51.5416", "-0.1460");
  await expect(price).toContainText(/\d+\.\d{2}/);
  const near = await price.textContent();

  // Further away within the range: a different, higher price.
  await setReceiverPoint(page, "51.4545", "-0.0290");
  await expect(price).not.toHaveText(near ?? "");
  await expect(price).toContainText(/\d+\.\d{2}/);
  const far = await price.textContent();

  // Oxford is beyond the documents' 15 km range.
  await setReceiverPoint(page, "51.7520", "-1.2577");
  await expect(price).toHaveText("Sorry, we're not available here");
  // Sending anyway is refused the same way and creates nothing.
  await page.getByLabel("cash").check();
  await page.getByRole("button", { name: "Send parcel" }).click();
  await expect(page.getByTestId("parcel-price")).toHaveText("Sorry, we're not available here");
  await expect(page).toHaveURL(/\/parcels\/new$/);

  await setReceiverPoint(page, "51.4545", "-0.0290");
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
  await expect(page.locator(`a[href='/parcels/${id}']`)).toContainText("Camden Market");
});
