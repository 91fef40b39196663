import { describe, expect, it } from "vitest";
import { accountBundles } from "../../lib/i18n/account-bundles";
import { genderOf, passwordProblems } from "./__account-rules";

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe("new password rules (SPEC.md section 5)", () => {
  it("asks for a password, at least 6 characters, then a matching confirmation", () => {
    expect(passwordProblems("", "")).toEqual({ password: "required" });
    expect(passwordProblems("12345", "12345")).toEqual({ password: "passwordMinLength" });
    expect(passwordProblems("123456", "")).toEqual({ password_confirmation: "required" });
    expect(passwordProblems("123456", "123457")).toEqual({ password_confirmation: "passwordsDontMatch" });
    expect(passwordProblems("123456", "123456")).toEqual({});
  });
});

describe("profile fields from a form", () => {
  it("keeps only the API's genders", () => {
    expect(genderOf("female")).toBe("female");
    expect(genderOf("")).toBeUndefined();
    expect(genderOf("admin")).toBeUndefined();
  });
});

describe("the account pages' texts", () => {
  const english = keysOf(accountBundles.en as unknown as Tree).sort();
  for (const lng of ["ar", "fr"]) {
    it(`has every English key in ${lng}, with the same placeholders`, () => {
      const bundle = accountBundles[lng] as unknown as Tree;
      expect(keysOf(bundle).sort()).toEqual(english);
      const flat = (tree: Tree, key: string) =>
        key.split(".").reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
      for (const key of english) {
        const placeholders = (text: unknown) =>
          String(text)
            .match(/\{\{\w+\}\}/g)
            ?.sort() ?? [];
        expect(placeholders(flat(bundle, key)), `${lng} ${key}`).toEqual(
          placeholders(flat(accountBundles.en as unknown as Tree, key)),
        );
      }
    });
  }
});
