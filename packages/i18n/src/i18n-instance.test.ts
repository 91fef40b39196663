import { describe, expect, it, vi } from "vitest";
import { createBundleLoader } from "./bundle-loader";
import { bundledResources } from "./bundled-resources";
import { createI18n } from "./i18n-instance";

describe("createI18n", () => {
  it("translates from bundled resources per namespace", async () => {
    const i18n = await createI18n({ lng: "fr", resources: bundledResources });
    expect(i18n.t("address.orderForThisAddress")).toBe("Commander pour cette adresse ?");
    expect(i18n.t("search:restaurants")).toBe("Restaurants");
    expect(i18n.t("errors:catalogue.loginFirst")).toBe("Veuillez d'abord vous connecter");
    expect(i18n.dir()).toBe("ltr");
  });

  it("interpolates without HTML escaping (React escapes)", async () => {
    const i18n = await createI18n({ lng: "en", resources: bundledResources });
    expect(i18n.t("search:noResults", { term: "<b>" })).toBe("Nothing found for “<b>”");
  });

  it("gives separate instances, one per language", async () => {
    const [ar, en] = await Promise.all([
      createI18n({ lng: "ar", resources: bundledResources }),
      createI18n({ lng: "en", resources: bundledResources }),
    ]);
    expect(ar.language).toBe("ar");
    expect(ar.dir()).toBe("rtl");
    expect(en.t("actions.yes")).toBe("Yes");
  });

  it("reads namespaces through an injected loader", async () => {
    const fetch = vi.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => ({ greeting: `from ${url}` }),
    }));
    const loader = createBundleLoader({ fetch });
    const i18n = await createI18n({
      lng: "ar",
      ns: ["home"],
      backend: loader.backend,
      overrides: { fallbackLng: false },
    });
    await i18n.loadNamespaces("home");
    expect(i18n.t("home:greeting")).toBe("from /locales/ar/home.json");
  });
});
