/** Where a currency's symbol goes, as the API's currencies/active returns it. */
export type CurrencyPosition = "before" | "after";

/** The parts of a currency the formatter needs (currencies/active: symbol, position, rate). */
export interface CurrencyLike {
  symbol?: string | null;
  position?: string | null;
  rate?: number | null;
}

export interface MoneyFormatOptions {
  /** Currency symbol; SPEC.md section 9 default is "$". */
  symbol?: string;
  /** "before" (default) or "after" the amount. */
  position?: CurrencyPosition;
  /** Multiplies the amount first: pass it only when the amount is in the base currency. */
  rate?: number;
  /** Fraction digits, 2 by default. */
  decimals?: number;
  /** The page's locale (BCP 47, e.g. "fr"): its digits, grouping and decimal sign; "en" when unset. */
  locale?: string;
}

export const DEFAULT_CURRENCY_SYMBOL = "$";
export const DEFAULT_MONEY_DECIMALS = 2;
export const DEFAULT_MONEY_LOCALE = "en";

/**
 * Rounds half away from zero to whole minor units (cents for 2 decimals).
 * The detour through 15 significant digits drops binary artefacts: 1.005 * 100 is
 * 100.49999999999999 in floating point, but is meant as 100.5 and must round up to 101.
 */
export function toMinorUnits(amount: number, decimals: number = DEFAULT_MONEY_DECIMALS): number {
  if (!Number.isFinite(amount)) return 0;
  const scaled = Math.abs(amount) * 10 ** decimals;
  const minor = Math.round(Number(scaled.toPrecision(15)));
  return amount < 0 && minor !== 0 ? -minor : minor;
}

/** Half-up rounding to `decimals` places, as a number. */
export function roundHalfUp(amount: number, decimals: number = DEFAULT_MONEY_DECIMALS): number {
  return toMinorUnits(amount, decimals) / 10 ** decimals;
}

/** Converts an amount of the base currency into a currency with the given rate. */
export function convertAmount(amount: number, rate: number | null | undefined): number {
  return amount * (rate ?? 1);
}

/** Formatters are fixed configuration (a locale and a digit count), made once per isolate and shared. */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 32;

/** The locale Intl knows that is closest to `locale`; English when it knows none. */
function knownLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? DEFAULT_MONEY_LOCALE;
  } catch {
    return DEFAULT_MONEY_LOCALE;
  }
}

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(knownLocale(locale), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    if (formatters.size < MAX_FORMATTERS) formatters.set(key, format);
  }
  return format;
}

/** The rounded amount's digits in the locale (its digits, grouping and decimal sign) and whether it is below zero. */
function localeDigits(amount: number, options: MoneyFormatOptions): { digits: string; minus: string | null } {
  const decimals = options.decimals ?? DEFAULT_MONEY_DECIMALS;
  const minor = toMinorUnits(convertAmount(amount, options.rate), decimals);
  const format = numberFormat(options.locale ?? DEFAULT_MONEY_LOCALE, decimals);
  const digits = format.format(Math.abs(minor) / 10 ** decimals);
  if (minor >= 0) return { digits, minus: null };
  // The locale's own minus sign, with any direction mark it carries (Arabic has one).
  const minus = format
    .formatToParts(-1)
    .filter(
      (part) => part.type === "minusSign" || (part.type === "literal" && /^[\u061c\u200e\u200f]+$/u.test(part.value)),
    )
    .map((part) => part.value)
    .join("");
  return { digits, minus: minus || "-" };
}

/** "1234.5" → "1,234.50" (en), "1 234,50" (fr): rounded half-up, grouped, fixed fraction digits, no symbol. */
export function formatAmount(amount: number, options: MoneyFormatOptions = {}): string {
  const { digits, minus } = localeDigits(amount, options);
  return `${minus ?? ""}${digits}`;
}

/**
 * Formats money in the page's locale (its digits and separators, Intl.NumberFormat) with the
 * currency's own symbol on the currency's side (SPEC.md sections 3 and 9): "$1,234.50",
 * "1 234,50 €". A symbol made of letters placed before gets a space ("SAR 10.00"); a minus
 * sign always leads ("-$5.00").
 */
export function formatMoney(amount: number, options: MoneyFormatOptions = {}): string {
  const symbol = options.symbol ?? DEFAULT_CURRENCY_SYMBOL;
  const { digits, minus } = localeDigits(amount, options);
  const sign = minus ?? "";
  if (!symbol) return `${sign}${digits}`;
  if (options.position === "after") return `${sign}${digits} ${symbol}`;
  const gap = /\p{L}$/u.test(symbol) ? " " : "";
  return `${sign}${symbol}${gap}${digits}`;
}

/**
 * Format options for a currency record. `convert` multiplies by the currency's rate; leave it
 * off for prices the API already returned in that currency (requests with currency_id).
 */
export function moneyOptionsFor(
  currency: CurrencyLike | null | undefined,
  { convert = false, locale }: { convert?: boolean; locale?: string } = {},
): MoneyFormatOptions {
  const options: MoneyFormatOptions = {
    symbol: currency?.symbol ?? DEFAULT_CURRENCY_SYMBOL,
    position: currency?.position === "after" ? "after" : "before",
  };
  if (locale) options.locale = locale;
  if (convert && currency?.rate != null) options.rate = currency.rate;
  return options;
}
