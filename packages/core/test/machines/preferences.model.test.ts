/**
 * Model-based test of the preferences machine against an in-memory i18n
 * instance, translation bundles served by a fake API and a storage map.
 */
import { expect } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { type Currency, preferencesMachine, type Translations } from "../../src/machines/preferences.js";
import { CallQueue } from "../fakes/callQueue.js";
import { describeModel } from "./describeModel.js";

const BUNDLES: Record<string, Translations> = { en: { hello: "Hello" }, ar: { hello: "مرحبا" } };
const euro: Currency = { id: 2, symbol: "€", position: "after", rate: 0.9 };

interface Expected {
  locale: string;
  pending: string | null;
  currency: number | null;
  error: boolean;
}

type ModelEvent =
  | { type: "language.change"; language: { locale: string; backward: boolean } }
  | { type: "currency.select"; currency: Currency }
  | { type: "theme.set"; theme: "light" | "dark" }
  | { type: "currency.open" | "currency.close" | "theme.toggle" | "translations.ok" | "translations.fail" };

const preferencesModel = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    pend: assign({
      pending: ({ event }) => (event.type === "language.change" ? event.language.locale : null),
      error: false,
    }),
  },
}).createMachine({
  id: "preferencesModel",
  type: "parallel",
  context: { locale: "en", pending: null, currency: null, error: false },
  states: {
    language: {
      initial: "ready",
      states: {
        ready: { on: { "language.change": { target: "loading", actions: "pend" } } },
        loading: {
          on: {
            "language.change": { target: "loading", reenter: true, actions: "pend" },
            "translations.ok": {
              target: "ready",
              actions: assign({ locale: ({ context }) => context.pending ?? context.locale, pending: null }),
            },
            "translations.fail": { target: "ready", actions: assign({ pending: null, error: true }) },
          },
        },
      },
    },
    currencyPicker: {
      initial: "closed",
      states: {
        closed: { on: { "currency.open": "open" } },
        open: {
          on: {
            "currency.close": "closed",
            "currency.select": { target: "closed", actions: assign({ currency: euro.id }) },
          },
        },
      },
    },
    theme: {
      initial: "light",
      states: {
        light: { on: { "theme.toggle": "dark", "theme.set": "dark" } },
        dark: { on: { "theme.toggle": "light" } },
      },
    },
  },
});

const model = createTestModel(preferencesModel, {
  events: [
    { type: "language.change", language: { locale: "ar", backward: true } },
    { type: "language.change", language: { locale: "en", backward: false } },
    { type: "currency.select", currency: euro },
    { type: "theme.set", theme: "dark" },
  ],
});

type ModelSnapshot = ReturnType<typeof preferencesModel.getInitialSnapshot>;

function createHarness() {
  const queue = new CallQueue();
  const i18n = { language: "en", dir: "ltr", bundle: BUNDLES.en as Translations };
  // A returning visitor: the defaults were saved on an earlier visit, so storage must follow
  // every change (a dropped save leaves the old value behind and fails the check).
  const storage = new Map<string, string>([
    ["locale", "en"],
    ["dir", "ltr"],
    ["theme", "light"],
  ]);
  const machine = preferencesMachine.provide({
    actors: {
      loadTranslations: fromPromise<Translations, { locale: string }>(({ input, signal }) =>
        queue.call(
          "loadTranslations",
          () => {
            const bundle = BUNDLES[input.locale];
            if (!bundle) throw { message: "not found" };
            return bundle;
          },
          signal,
        ),
      ),
    },
    actions: {
      switchLanguage: (_, { locale, dir, translations }) =>
        Object.assign(i18n, { language: locale, dir, bundle: translations }),
      saveLocale: (_, { locale, dir }) => {
        storage.set("locale", locale);
        storage.set("dir", dir);
      },
      saveCurrency: (_, { currency }) => void storage.set("currency", JSON.stringify(currency)),
      saveTheme: (_, { theme }) => void storage.set("theme", theme),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, queue, i18n, storage };
}

function check(h: ReturnType<typeof createHarness>, m: ModelSnapshot) {
  const s = h.actor.getSnapshot();
  const dir = m.context.locale === "ar" ? "rtl" : "ltr";
  expect(s.matches({ language: (m.value as { language: string }).language } as never)).toBe(true);
  expect(s.matches({ currencyPicker: (m.value as { currencyPicker: string }).currencyPicker } as never)).toBe(true);
  expect(s.context.theme).toBe((m.value as { theme: string }).theme);
  expect(s.context.locale).toBe(m.context.locale);
  expect(s.context.dir).toBe(dir);
  expect(h.i18n.language).toBe(m.context.locale);
  expect(h.i18n.dir).toBe(dir);
  expect(h.i18n.bundle).toEqual(BUNDLES[m.context.locale]);
  expect(s.context.error !== null).toBe(m.context.error);
  // The progress bar shows exactly while translations load.
  expect(h.queue.pending).toEqual(m.matches({ language: "loading" }) ? ["loadTranslations"] : []);
  expect(s.context.currency?.id ?? null).toBe(m.context.currency);
  // Every choice is in storage, unconditionally: currency, locale with its direction, theme.
  expect(JSON.parse(h.storage.get("currency") ?? "null")).toEqual(m.context.currency === null ? null : euro);
  expect(h.storage.get("locale")).toBe(m.context.locale);
  expect(h.storage.get("dir")).toBe(dir);
  expect(h.storage.get("theme")).toBe((m.value as { theme: string }).theme);
}

describeModel("preferences machine (model-based)", {
  model,
  pathCount: 209,
  harness: createHarness,
  check,
  send: ["language.change", "currency.open", "currency.close", "currency.select", "theme.toggle", "theme.set"],
  events: (h) => ({
    "translations.ok": () => h.queue.answer("loadTranslations"),
    "translations.fail": () => h.queue.fail("loadTranslations"),
  }),
});
