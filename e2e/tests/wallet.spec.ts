import { cookieText, DEMO_PASSWORD, signIn, signUp } from "./support/session";
import { expect, type Page, test } from "./support/test";
import { apiToken, balanceCents, withWalletLock } from "./support/wallet";

const DEMO = "demo@tiffin.test";
const SAM = "sam@tiffin.test";

async function balanceOnPage(page: Page): Promise<number> {
  const text = (await page.getByTestId("wallet-balance").textContent()) ?? "";
  return Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);
}

async function startTransfer(page: Page, recipient: string, amount: string) {
  const send = page.getByRole("region", { name: "Send money" });
  await send.getByLabel("Recipient's email or phone").fill(recipient);
  await send.getByLabel("Amount").fill(amount);
  await send.getByRole("button", { name: "Continue" }).click();
}

test("a visitor who opens the wallet is sent to sign in and comes back to it", async ({ page }) => {
  await page.goto("/wallet");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwallet$/);
  await page.getByRole("textbox", { name: "Email or phone" }).fill(DEMO);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
});

test("top-up through the sandbox, then a transfer to Sam moves exactly that amount between the two wallets", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request, DEMO);
  const demoToken = await apiToken(request, DEMO, DEMO_PASSWORD);
  const samToken = await apiToken(request, SAM, DEMO_PASSWORD);
  await withWalletLock(async () => {
    const demoBefore = await balanceCents(request, demoToken);
    const samBefore = await balanceCents(request, samToken);

    await page.goto("/wallet");
    expect(await balanceOnPage(page)).toBe(demoBefore);
    const topUp = page.getByRole("region", { name: "Top up" });
    await topUp.getByLabel("Amount").fill("12.34");
    await topUp.getByRole("radio", { name: "Test payment (sandbox)" }).check();
    await topUp.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
    await expect(page.getByText("$12.34")).toBeVisible();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("heading", { name: "Payment approved" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Tiffin" }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    expect(await balanceOnPage(page)).toBe(demoBefore + 1234);
    expect(await balanceCents(request, demoToken)).toBe(demoBefore + 1234);

    await startTransfer(page, SAM, "5.67");
    const confirm = page.getByRole("region", { name: "Confirm the transfer" });
    await expect(confirm).toContainText("Send $5.67 to Sam");
    // Nothing moves before the transfer is confirmed.
    expect(await balanceCents(request, demoToken)).toBe(demoBefore + 1234);
    await confirm.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Money sent" })).toBeVisible();
    expect(await balanceOnPage(page)).toBe(demoBefore + 1234 - 567);

    expect(await balanceCents(request, demoToken)).toBe(demoBefore + 1234 - 567);
    expect(await balanceCents(request, samToken)).toBe(samBefore + 567);
    const history = page.getByRole("region", { name: "Transactions" });
    await expect(history.getByRole("listitem").first()).toContainText("Money out");
    await expect(history.getByRole("listitem").first()).toContainText("−$5.67");
    await expect(history.getByRole("listitem").nth(1)).toContainText("Money in");
    await expect(history.getByRole("listitem").nth(1)).toContainText("+$12.34");
  });
});

test("sending more than the balance says 'Insufficient wallet balance' and moves nothing", async ({
  page,
  request,
}) => {
  await signIn(page, request, DEMO);
  const demoToken = await apiToken(request, DEMO, DEMO_PASSWORD);
  const samToken = await apiToken(request, SAM, DEMO_PASSWORD);
  await withWalletLock(async () => {
    const demoBefore = await balanceCents(request, demoToken);
    const samBefore = await balanceCents(request, samToken);
    await page.goto("/wallet");
    // Whole units: after an order the balance has cents, and a float sum can carry a third decimal.
    await startTransfer(page, SAM, String(Math.ceil(demoBefore / 100) + 1000));
    await page.getByRole("region", { name: "Confirm the transfer" }).getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Insufficient wallet balance" })).toBeVisible();
    expect(await balanceCents(request, demoToken)).toBe(demoBefore);
    expect(await balanceCents(request, samToken)).toBe(samBefore);
  });
});

test("in Arabic the over-large send says SPEC's text in Arabic, not the API's English", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn(page, request, DEMO);
  await context.addCookies([{ name: "lang", value: cookieText("ar"), url: baseURL ?? "" }]);
  await withWalletLock(async () => {
    await page.goto("/wallet");
    await page.locator("main input[name=recipient]").fill(SAM);
    await page.locator("main section[aria-labelledby=send-title] input[name=amount]").fill("99999");
    await page.locator("main button[name=intent][value=review]").click();
    await page.locator("main button[name=intent][value=send]").click();
    await expect(page.getByRole("alert").filter({ hasText: "رصيد المحفظة غير كافٍ" })).toBeVisible();
    await expect(page.getByText("Insufficient wallet balance")).toHaveCount(0);
  });
});

test("a recipient is named by exact email or phone: a name is refused and no list of users is ever shown", async ({
  page,
  request,
}) => {
  await signIn(page, request, DEMO);
  await page.goto("/wallet");
  await startTransfer(page, "Sam", "1");
  await expect(page.getByText("Type a full email address or phone number")).toBeVisible();
  await startTransfer(page, "nobody-here@tiffin.test", "1");
  await expect(page.getByText("No customer has this email or phone number")).toBeVisible();
  await expect(page.getByText("Sam Second")).toHaveCount(0);
  // The amount is checked too: zero, negatives and three decimals never reach the API.
  await startTransfer(page, SAM, "0.001");
  await expect(page.getByText("Type an amount greater than 0, with at most two decimals")).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm the transfer" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the history shows ten transactions and 'Load more' shows the rest", async ({ page, request }) => {
    const { email } = await signUp(request, { firstname: "Wallet" });
    const token = await apiToken(request, email, DEMO_PASSWORD);
    const uuid = (
      (await (
        await request.get("/api/v1/dashboard/user/profile/show", { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { uuid: string };
      }
    ).data.uuid;
    const demoToken = await apiToken(request, DEMO, DEMO_PASSWORD);
    await withWalletLock(async () => {
      for (let i = 0; i < 11; i++) {
        const sent = await request.post("/api/v1/dashboard/user/wallet/send", {
          headers: { Authorization: `Bearer ${demoToken}` },
          data: { uuid, price: 0.01 },
        });
        expect(sent.status()).toBe(200);
      }
    });
    await signIn(page, request, email);
    await page.goto("/wallet");
    const history = page.getByRole("region", { name: "Transactions" });
    await expect(history.getByRole("listitem")).toHaveCount(10);
    await history.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/\/wallet\?pages=2$/);
    await expect(history.getByRole("listitem")).toHaveCount(11);
    await expect(history.getByRole("link", { name: "Load more" })).toHaveCount(0);
    expect(await balanceOnPage(page)).toBe(11);
  });
});
