import { cookieText } from "./support/session";
import { type APIRequestContext, expect, test } from "./support/test";

/** The newest code the development outbox holds for a phone. */
async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(phone)}`);
  const messages = ((await response.json()) as { data: { body: string }[] }).data;
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
  expect(code, `a code texted to ${phone}`).toMatch(/^\d{6}$/);
  return code;
}

const uniquePhone = () => `+4477${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** An account made by phone code through the API, with a name, so signing in needs no details step. */
async function phoneAccount(request: APIRequestContext, firstname: string): Promise<string> {
  const phone = uniquePhone();
  const sent = await request.post("/api/v1/auth/register", { data: { phone } });
  expect(sent.status()).toBe(200);
  const { verifyId } = ((await sent.json()) as { data: { verifyId: string } }).data;
  const verified = await request.post("/api/v1/auth/verify/phone", {
    data: { verifyId, verifyCode: await lastCode(request, phone) },
  });
  expect(verified.status()).toBe(200);
  const { token } = ((await verified.json()) as { data: { token: string } }).data;
  const named = await request.put("/api/v1/dashboard/user/profile/update", {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstname },
  });
  expect(named.status()).toBe(200);
  return phone;
}

test.describe("signing in with a code, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a phone's texted code signs its account in from /login and goes back to the page asked for", async ({
    page,
    context,
    request,
  }) => {
    const phone = await phoneAccount(request, "Rania");
    await page.goto("/orders");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders$/);
    await page.getByRole("link", { name: "Sign in with a code" }).click();
    await expect(page.getByLabel("Password")).toHaveCount(0);

    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("Phone number is required");
    await page.getByRole("textbox", { name: "Phone" }).fill("12ab");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("Phone number is invalid");

    await page.getByRole("textbox", { name: "Phone" }).fill(phone);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page).toHaveURL(/\/verify-phone\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in with a code" })).toBeVisible();
    const code = await lastCode(request, phone);
    await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Wrong verification code")).toBeVisible();
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();

    await expect(page).toHaveURL(/\/orders$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("session");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0);
  });
});

test("in French, the code limit of the API is said in French on the login page", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: "lang", value: cookieText("fr"), url: baseURL ?? "" }]);
  const phone = uniquePhone();
  // The API texts a phone at most five codes an hour.
  for (let sent = 0; sent < 5; sent++) {
    expect((await request.post("/api/v1/auth/register", { data: { phone } })).status()).toBe(200);
  }
  await page.goto("/login");
  await page.getByRole("link", { name: "Se connecter avec un code" }).click();
  await page.getByRole("textbox", { name: "Téléphone" }).fill(phone);
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Trop de codes ont été demandés. Veuillez réessayer plus tard.");
  await expect(page.getByRole("textbox", { name: "Téléphone" })).toHaveValue(phone);
});
