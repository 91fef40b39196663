import { describe, expect, it } from "vitest";
import { genderInput, profileSchema } from "../src";

const profile = (gender: string | null) => ({
  id: 1,
  uuid: "u",
  firstname: "Nia",
  lastname: null,
  email: null,
  phone: null,
  birthday: null,
  gender,
  img: null,
  role: "user",
  my_referral: null,
  referral: null,
  currency_id: null,
  firebase_token: null,
  wallet: null,
  addresses: [],
});

describe("gender between the API's codes and the storefront's words", () => {
  it("reads the answered code back as the word the storefront's select shows", () => {
    expect(profileSchema.parse(profile("1")).gender).toBe("male");
    expect(profileSchema.parse(profile("2")).gender).toBe("female");
    expect(profileSchema.parse(profile("3")).gender).toBe("other");
    expect(profileSchema.parse(profile(null)).gender).toBeNull();
  });

  it("takes a word or the Foodyman code, as a string or a number, and refuses anything else", () => {
    expect(genderInput.parse("female")).toBe("female");
    expect(genderInput.parse("2")).toBe("female");
    expect(genderInput.parse(1)).toBe("male");
    expect(genderInput.safeParse("4").success).toBe(false);
    expect(genderInput.safeParse("admin").success).toBe(false);
  });
});
