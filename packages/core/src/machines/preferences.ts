/**
 * Preferences: language (translations loaded through an injected actor,
 * locale stored, direction right-to-left when the language is `backward`),
 * currency (stored, picker closes) and theme (light or dark).
 *
 * Injected: actor `loadTranslations` ({locale} → bundle); actions
 * `switchLanguage` ({locale, dir, translations}), `saveLocale` ({locale, dir}),
 * `saveCurrency` ({currency}), `saveTheme` ({theme}).
 */
import type { Currency as ApiCurrency, Language as ApiLanguage } from "@tiffin/api-client/schemas";
import { assign, fromPromise, setup } from "xstate";

/** A language as preferences need it, cut from `rest/languages/active`' items. */
export type Language = Pick<ApiLanguage, "locale" | "backward"> & Partial<Pick<ApiLanguage, "title">>;

/** A currency as preferences and money formatting need it, cut from `rest/currencies/active`' items. */
export type Currency = Pick<ApiCurrency, "id" | "symbol" | "position" | "rate"> &
  Partial<Pick<ApiCurrency, "title" | "default">>;

export type Direction = "ltr" | "rtl";
export type Theme = "light" | "dark";
export type Translations = Record<string, string>;

export interface PreferencesContext {
  locale: string;
  dir: Direction;
  pendingLanguage: Language | null;
  currency: Currency | null;
  theme: Theme;
  error: string | null;
}

export type PreferencesEvent =
  | { type: "language.change"; language: Language }
  | { type: "currency.open" }
  | { type: "currency.close" }
  | { type: "currency.select"; currency: Currency }
  | { type: "theme.toggle" }
  | { type: "theme.set"; theme: Theme };

export interface PreferencesInput {
  locale?: string;
  dir?: Direction;
  currency?: Currency | null;
  theme?: Theme;
}

export const directionOf = (language: Pick<Language, "backward">): Direction => (language.backward ? "rtl" : "ltr");

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
  },
  actors: {
    loadTranslations: fromPromise<Translations, { locale: string }>(async () => {
      throw new Error("preferences: loadTranslations was not provided");
    }),
  },
  actions: {
    switchLanguage: (_, _params: { locale: string; dir: Direction; translations: Translations }) => {},
    saveLocale: (_, _params: { locale: string; dir: Direction }) => {},
    saveCurrency: (_, _params: { currency: Currency }) => {},
    saveTheme: (_, _params: { theme: Theme }) => {},
    rememberLanguage: assign({
      pendingLanguage: ({ event }) => (event.type === "language.change" ? event.language : null),
      error: null,
    }),
    applyLanguage: assign({
      locale: ({ context }) => context.pendingLanguage?.locale ?? context.locale,
      dir: ({ context }) => (context.pendingLanguage ? directionOf(context.pendingLanguage) : context.dir),
      pendingLanguage: null,
    }),
    languageFailed: assign({ pendingLanguage: null, error: "Error occured. Please, try again later" }),
    selectCurrency: assign({
      currency: ({ context, event }) => (event.type === "currency.select" ? event.currency : context.currency),
    }),
    toggleTheme: assign({ theme: ({ context }) => (context.theme === "dark" ? "light" : "dark") }),
    setTheme: assign({ theme: ({ context, event }) => (event.type === "theme.set" ? event.theme : context.theme) }),
  },
}).createMachine({
  id: "preferences",
  type: "parallel",
  context: ({ input }) => ({
    locale: input.locale ?? "en",
    dir: input.dir ?? "ltr",
    pendingLanguage: null,
    currency: input.currency ?? null,
    theme: input.theme ?? "light",
    error: null,
  }),
  states: {
    language: {
      initial: "ready",
      states: {
        ready: { on: { "language.change": { target: "loading", actions: "rememberLanguage" } } },
        // The loading state drives the progress bar.
        loading: {
          on: { "language.change": { target: "loading", reenter: true, actions: "rememberLanguage" } },
          invoke: {
            id: "loadTranslations",
            src: "loadTranslations",
            input: ({ context }) => ({ locale: context.pendingLanguage?.locale ?? context.locale }),
            onDone: {
              target: "ready",
              actions: [
                {
                  type: "switchLanguage",
                  params: ({ context, event }) => ({
                    locale: context.pendingLanguage?.locale ?? context.locale,
                    dir: context.pendingLanguage ? directionOf(context.pendingLanguage) : context.dir,
                    translations: event.output,
                  }),
                },
                "applyLanguage",
                { type: "saveLocale", params: ({ context }) => ({ locale: context.locale, dir: context.dir }) },
              ],
            },
            onError: { target: "ready", actions: "languageFailed" },
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
            "currency.select": {
              target: "closed",
              actions: [
                "selectCurrency",
                { type: "saveCurrency", params: ({ event }) => ({ currency: event.currency }) },
              ],
            },
          },
        },
      },
    },
    theme: {
      on: {
        "theme.toggle": {
          actions: ["toggleTheme", { type: "saveTheme", params: ({ context }) => ({ theme: context.theme }) }],
        },
        "theme.set": {
          actions: ["setTheme", { type: "saveTheme", params: ({ context }) => ({ theme: context.theme }) }],
        },
      },
    },
  },
});
