import { ApiError } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { apiFailure, isRefusal, refusalKey } from "../app/lib/api-failure";

const refused = (message: string, status = 400) => new ApiError(status, "ERROR_400", message);
const GENERAL = { key: "errors:catalogue.errorOccured" };

describe("a form shows the API's refusal only in the page's language", () => {
  it("shows the API's French sentence on a French page, with the value it names", () => {
    expect(apiFailure(refused("Ce coupon a déjà été utilisé"), "fr").message).toEqual({
      text: "Ce coupon a déjà été utilisé",
    });
    expect(apiFailure(refused("La commande doit atteindre au moins 50,00 €"), "fr").message).toEqual({
      text: "La commande doit atteindre au moins 50,00 €",
    });
  });

  it("shows the general sentence, not English, when an English refusal reaches a French or Arabic page", () => {
    expect(apiFailure(refused("Coupon already used"), "fr").message).toEqual(GENERAL);
    expect(apiFailure(refused("The products field is required."), "ar").message).toEqual(GENERAL);
  });

  it("shows the general sentence when the API's words are another language's than the page's", () => {
    expect(apiFailure(refused("Ce coupon a déjà été utilisé"), "ar").message).toEqual(GENERAL);
    expect(apiFailure(refused("تم استخدام هذه القسيمة من قبل"), "en").message).toEqual(GENERAL);
  });

  it("keeps the API's English words on an English page, and a server failure stays general", () => {
    expect(apiFailure(refused("The products field is required."), "en").message).toEqual({
      text: "The products field is required.",
    });
    expect(apiFailure(refused("Coupon already used")).message).toEqual({ text: "Coupon already used" });
    expect(apiFailure(refused("Une erreur s'est produite", 500), "fr").message).toEqual(GENERAL);
  });

  it("tells refusals that share a code apart by their words in any language (kicked, locked, no SMS)", () => {
    expect(isRefusal("Vous avez été retiré de la commande groupée", "kicked")).toBe(true);
    expect(isRefusal("You have been kicked from group order", "kicked")).toBe(true);
    expect(isRefusal("Vous ne pouvez pas rejoindre. Commande groupée invalide", "kicked")).toBe(false);
    expect(
      isRefusal(
        "كلمات مرور خاطئة كثيرة جدًا لهذا الحساب. سجّل الدخول برمز أو أعد تعيين كلمة المرور أو حاول لاحقًا",
        "accountLocked",
      ),
    ).toBe(true);
    expect(refusalKey(new ApiError(503, "ERROR_503", "Sms non envoyé !"))).toBe("errors:catalogue.smsNotSent");
    expect(refusalKey(new ApiError(502, "ERROR_502", "Votre demande n'a pas été envoyée !"))).toBe(
      "errors:catalogue.requestNotSent",
    );
  });
});
