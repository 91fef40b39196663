import { ApiError } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { apiFailure, refusalKey } from "../app/lib/api-failure";
import { noCookies } from "../app/lib/cookies.server";
import { fixedT } from "../app/lib/i18n/i18next.server";
import { apiFormErrors } from "../app/routes/_account+/account.server";

const translator = (lang: string) =>
  fixedT(new Request(`https://tiffin.test/register?lang=${lang}`), { cookies: noCookies() }, "errors");

const refused = (status: number, code: string, message: string, params?: Record<string, string[]>) =>
  new ApiError(status, code, message, params);

describe("API refusals shown on forms are the bundle's sentences, never the API's English", () => {
  it("says a code limit (429) in French and Arabic", async () => {
    const error = refused(429, "ERROR_429", "Too many codes were sent to this recipient. Please, try again later");
    expect(apiFormErrors(error, await translator("fr")).form).toBe("Trop de tentatives. Veuillez réessayer plus tard");
    expect(apiFormErrors(error, await translator("ar")).form).toBe("محاولات كثيرة جدًا. يرجى المحاولة لاحقًا");
  });

  it("says a wrong, locked or expired code with the SPEC's words", async () => {
    const t = await translator("fr");
    expect(apiFormErrors(refused(400, "ERROR_201", "Wrong verification code"), t).form).toBe(
      "Code de vérification incorrect",
    );
    expect(apiFormErrors(refused(400, "ERROR_202", "Too many attempts. Please, request a new code"), t).form).toBe(
      "Trop de codes erronés. Veuillez demander un nouveau code",
    );
    expect(apiFormErrors(refused(400, "ERROR_203", "The verification code has expired"), t).form).toBe(
      "Le code a expiré. Veuillez en demander un nouveau",
    );
  });

  it("says a failed SMS as 'Sms not sent!' in the reader's language, and throws other server failures on", async () => {
    const t = await translator("fr");
    const sms = refused(502, "ERROR_502", "Sms not sent!");
    expect(apiFormErrors(sms, t).form).toBe(t("catalogue.smsNotSent"));
    expect(apiFormErrors(sms, t).form).not.toBe("Sms not sent!");
    const unconfigured = refused(503, "ERROR_503", "Codes by SMS cannot be sent: no SMS provider is configured");
    expect(refusalKey(unconfigured)).toBe("errors:catalogue.smsNotSent");
    expect(() => apiFormErrors(refused(500, "ERROR_500", "Something went wrong"), t)).toThrow();
    expect(() => apiFormErrors(refused(503, "ERROR_503", "Chat is not available"), t)).toThrow();
  });

  it("keeps the API's field sentences (already in the reader's language) by field", async () => {
    const error = refused(400, "ERROR_400", "Obligatoire", { firstname: ["Obligatoire"], email: ["Obligatoire"] });
    expect(apiFormErrors(error, await translator("fr"))).toEqual({
      fields: { firstname: "Obligatoire", email: "Obligatoire" },
      form: undefined,
    });
  });

  it("gives application forms a bundle key for a limit, not the API's words", () => {
    const failure = apiFailure(refused(429, "ERROR_429", "Too many requests. Please, try again later"));
    expect(failure.message).toEqual({ key: "errors:catalogue.tooManyAttempts" });
  });
});
