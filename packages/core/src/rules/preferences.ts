/**
 * Which language or currency a choice names: the browser (before it sends the preferences
 * machine `language.change` or `currency.select`) and a server reading the same choice from a
 * form post or a query decide it with these, against the API's active lists.
 */
import type { Currency, Language } from "../machines/preferences.js";

/** The active currency whose id the choice names (a number or its digits), else null. */
export function currencyOf<C extends Pick<Currency, "id">>(currencies: readonly C[], choice: unknown): C | null {
  const id = typeof choice === "string" && /^[1-9]\d{0,8}$/.test(choice) ? Number(choice) : choice;
  if (typeof id !== "number" || !Number.isInteger(id)) return null;
  return currencies.find((currency) => currency.id === id) ?? null;
}

/** The currency prices show in: the chosen one while it is active, else the API's default, else none. */
export function shownCurrency<C extends Pick<Currency, "id" | "default">>(
  currencies: readonly C[],
  choice: unknown,
): C | null {
  return currencyOf(currencies, choice) ?? currencies.find((currency) => currency.default) ?? null;
}

/** The active language whose locale the choice names, else null. */
export function languageOf<L extends Pick<Language, "locale">>(languages: readonly L[], choice: unknown): L | null {
  if (typeof choice !== "string") return null;
  return languages.find((language) => language.locale === choice) ?? null;
}
