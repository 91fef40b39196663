import { bundledResources, createI18n, i18nBaseOptions, SUPPORTED_LOCALES } from "@tiffin/i18n";
import { describe, expect, it } from "vitest";
import { createBundleTranslator } from "../app/lib/i18n/bundle-translator";
import { allResources } from "../app/lib/i18n/resources.server";
import { webBundles } from "../app/lib/i18n/web-bundles";

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const values = { count: 3, name: "Ana", term: "piz", time: "20-30", value: 4, year: 2026, page: 2, from: 10, to: 20 };

describe("the browser's translator", () => {
  it("gives i18next's text for every key of every page bundle in every locale", async () => {
    for (const lng of SUPPORTED_LOCALES) {
      const i18n = await createI18n({ lng, resources: allResources, ns: [...i18nBaseOptions.ns, "web"] });
      const translator = createBundleTranslator({ lng, resources: allResources });
      for (const [ns, bundle] of Object.entries(allResources[lng] ?? {})) {
        const t = translator.getFixedT(lng, ns);
        for (const key of keysOf(bundle as Tree)) {
          expect(t(key, values), `${lng} ${ns}:${key}`).toBe(i18n.t(`${ns}:${key}`, values));
          expect(t(`${ns}:${key}`, values)).toBe(i18n.t(`${ns}:${key}`, values));
        }
      }
    }
  });

  it("switches language and tells its listeners", async () => {
    const translator = createBundleTranslator({ lng: "en", resources: { en: { common: { brand: "Tiffin" } } } });
    const heard: unknown[] = [];
    translator.on("languageChanged", (lng) => heard.push(lng));
    translator.addResourceBundle("ar", "common", { brand: "تيفن" });
    await translator.changeLanguage("ar");
    expect(heard).toEqual(["ar"]);
    expect(translator.getFixedT(null, "common")("brand")).toBe("تيفن");
    expect(translator.getFixedT(null, "common")("missing.key")).toBe("missing.key");
  });
});

describe("the storefront's own bundles", () => {
  it("have the same keys in every locale", () => {
    const english = keysOf(webBundles.en as Tree).sort();
    for (const lng of SUPPORTED_LOCALES) expect(keysOf(webBundles[lng] as Tree).sort(), lng).toEqual(english);
    expect(Object.keys(bundledResources)).toEqual(expect.arrayContaining(["en", "ar", "fr"]));
  });
});

describe("the server's render translator", () => {
  it("is the browser's translator, one per language, giving i18next's text for every key of that language", async () => {
    const { i18nForRender } = await import("../app/lib/i18n/i18next.server");
    for (const lng of SUPPORTED_LOCALES) {
      const translator = i18nForRender(lng);
      expect(i18nForRender(lng)).toBe(translator);
      expect(translator.language).toBe(lng);
      const i18n = await createI18n({ lng, resources: allResources, ns: [...i18nBaseOptions.ns, "web"] });
      for (const [ns, bundle] of Object.entries(allResources[lng] ?? {})) {
        const t = translator.getFixedT(null, ns);
        for (const key of keysOf(bundle as Tree))
          expect(t(key, values), `${lng} ${ns}:${key}`).toBe(i18n.t(`${ns}:${key}`, values));
      }
    }
    expect(i18nForRender("ar")).not.toBe(i18nForRender("fr"));
    expect(i18nForRender("xx").language).toBe("en");
  });
});
