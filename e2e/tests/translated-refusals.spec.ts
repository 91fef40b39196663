import { cookieText, signIn, signUp } from "./support/session";
import { expect, type Page, test } from "./support/test";

/**
 * Refused forms speak the page's language: what the API refuses comes back as a sentence in
 * French or Arabic, never a schema path ("title: …") nor zod's or the API's English.
 */
const LOOKS = [
  {
    lang: "fr",
    required: "Obligatoire",
    tooLong: "Au plus 100 caractères",
    emailInvalid: "L'adresse e-mail n'est pas valide",
    loginInvalid: "Identifiant ou mot de passe incorrect",
  },
  {
    lang: "ar",
    required: "مطلوب",
    tooLong: "100 حرفًا على الأكثر",
    emailInvalid: "البريد الإلكتروني غير صالح",
    loginInvalid: "اسم المستخدم أو كلمة المرور غير صحيحة",
  },
] as const;

/** Words that only an untranslated answer would show on a French or Arabic page. */
const ENGLISH = /\b(?:Required|Invalid|invalid|expected|received|Too big|Too small|characters|Email is)\b/;
/** A schema path in front of a message: "title: …", "location.latitude: …". */
const SCHEMA_PATH = /(?:^|\s)[a-z_]+(?:\.[a-z_]+)*: /m;

/** Submits as a browser without its own checks would, so the server's answer is what shows. */
async function submitUnchecked(page: Page, form: string) {
  await page.locator(form).evaluate((element) => {
    (element as HTMLFormElement).noValidate = true;
  });
}

/** Every alert and every refused field's description: translated sentences only. */
async function expectOnlyTranslated(page: Page) {
  const described = await page
    .locator("main [aria-invalid=true]")
    .evaluateAll((fields) =>
      fields.flatMap((field) =>
        (field.getAttribute("aria-describedby") ?? "")
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? ""),
      ),
    );
  const texts = [...(await page.getByRole("alert").allInnerTexts()), ...described].filter((text) => text.trim());
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).not.toMatch(SCHEMA_PATH);
    expect(text).not.toMatch(ENGLISH);
  }
}

/** Fills a field past its own length limit, as a script or an old browser could. */
async function fillPastLimit(page: Page, name: string, value: string) {
  const field = page.locator(`[name="${name}"]`);
  await field.evaluate((element) => element.removeAttribute("maxlength"));
  await field.fill(value);
}

for (const look of LOOKS) {
  test.describe(`refused forms in ${look.lang}`, () => {
    test.beforeEach(async ({ page, request, context, baseURL }) => {
      const { email } = await signUp(request, { firstname: "Inès" });
      await signIn(page, request, email);
      await context.addCookies([{ name: "lang", value: cookieText(look.lang), url: baseURL ?? "" }]);
    });

    test(`be-seller: a name of spaces and a bad email are refused in ${look.lang}, no schema path`, async ({
      page,
    }) => {
      await page.goto("/be-seller");
      await page.locator('[name="title"]').fill("    ");
      await page.locator('[name="phone"]').fill("+447700900555");
      await page.locator('[name="email"]').fill("ada@");
      await page.locator('[name="address"]').fill("Trafalgar Square");
      await submitUnchecked(page, "main form");
      await page.locator("main form").getByRole("button").last().click();
      await expect(page.locator("#title-error")).toHaveText(look.required);
      await expect(page.locator("#email-error")).toHaveText(look.emailInvalid);
      await expectOnlyTranslated(page);
    });

    test(`deliver: a 101-character name and a surname of spaces are refused in ${look.lang}`, async ({ page }) => {
      await page.goto("/deliver");
      await fillPastLimit(page, "firstname", "a".repeat(101));
      await page.locator('[name="lastname"]').fill("   ");
      await page.locator('[name="phone"]').fill("+447700900556");
      await submitUnchecked(page, "main form");
      await page.locator("main form").getByRole("button").last().click();
      await expect(page.locator("#firstname-error")).toHaveText(look.tooLong);
      await expect(page.locator("#lastname-error")).toHaveText(look.required);
      await expectOnlyTranslated(page);
    });

    test(`profile: a 101-character first name is refused in ${look.lang}`, async ({ page }) => {
      await page.goto("/profile");
      await fillPastLimit(page, "firstname", "b".repeat(101));
      const form = page.locator("form").filter({ has: page.locator('[name="firstname"]') });
      await form.evaluate((element) => {
        (element as HTMLFormElement).noValidate = true;
      });
      await form.locator('button[type="submit"]').first().click();
      await expect(page.getByText(look.tooLong)).toBeVisible();
      await expectOnlyTranslated(page);
    });
  });

  test(`register: a bad email is refused in ${look.lang}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: cookieText(look.lang), url: baseURL ?? "" }]);
    await page.goto("/register");
    await page.locator('[name="email"]').fill("ada@");
    await page.locator("main form").getByRole("button").last().click();
    await expect(page.getByText(look.emailInvalid)).toBeVisible();
    await expectOnlyTranslated(page);
  });

  test(`login: a wrong password is refused in ${look.lang}`, async ({ page, request, context, baseURL }) => {
    const { email } = await signUp(request, { firstname: "Malik" });
    await context.addCookies([{ name: "lang", value: cookieText(look.lang), url: baseURL ?? "" }]);
    await page.goto("/login");
    await page.locator('[name="login"]').fill(email);
    await page.locator('[name="password"]').fill("not-the-password");
    await page.locator("main form").getByRole("button").last().click();
    await expect(page.getByRole("alert")).toHaveText(look.loginInvalid);
    await expectOnlyTranslated(page);
  });
}
