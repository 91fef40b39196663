import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { startPreferences } from "../app/components/header/preferences.client";
import { createBundleTranslator } from "../app/lib/i18n/bundle-translator";

const euro = { id: 5, symbol: "€", position: "after" as const, rate: 0.9, title: "Euro" };

function start() {
  const saved: Record<string, string>[] = [];
  const translator = createBundleTranslator({ lng: "en", resources: { en: {} } });
  const actor = startPreferences({ translator, save: (fields) => saved.push(fields) }, null);
  return { actor, saved, translator };
}

afterEach(() => vi.unstubAllGlobals());

describe("the storefront's preferences machine (core's, with this app's effects)", () => {
  it("posts a currency chosen in the open picker to /preferences and closes the picker", () => {
    const { actor, saved } = start();
    actor.send({ type: "currency.select", currency: euro });
    expect(saved).toEqual([]);
    actor.send({ type: "currency.open" });
    actor.send({ type: "currency.select", currency: euro });
    expect(saved).toEqual([{ currency_id: "5" }]);
    expect(actor.getSnapshot().matches({ currencyPicker: "closed" })).toBe(true);
    expect(actor.getSnapshot().context.currency).toEqual(euro);
  });

  it("loads a language's bundles into the page's translator before it posts the language", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        return Response.json({ hello: "مرحبا" });
      }),
    );
    const { actor, saved, translator } = start();
    actor.send({ type: "language.change", language: { locale: "ar", backward: true } });
    expect(actor.getSnapshot().matches({ language: "loading" })).toBe(true);
    await waitFor(actor, (s) => s.matches({ language: "ready" }));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.includes("/ar/"))).toBe(true);
    expect(translator.getFixedT("ar", "common")("hello")).toBe("مرحبا");
    expect(saved).toEqual([{ lang: "ar" }]);
    expect(actor.getSnapshot().context.dir).toBe("rtl");
  });
});

describe("the header's pickers go through the machine", () => {
  const read = (path: string) => readFileSync(join(import.meta.dirname, "../app", path), "utf8");

  it("the currency picker sends its opening and its choice to the machine", () => {
    const picker = read("components/header/currency-picker.tsx");
    expect(picker).toContain("useCurrencyChoice()");
    expect(picker).toMatch(/onToggle=\{choice\?\.toggled\}/);
    expect(picker).toMatch(/choice\.select\(currency\)/);
    const provider = read("components/header/language-switch.tsx");
    expect(provider).toContain('type: "currency.select"');
    expect(provider).toContain('type: "language.change"');
    expect(provider).toContain("startPreferences(");
  });
});
