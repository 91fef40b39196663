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
  thousandsSeparator?: string;
  decimalSeparator?: string;
}

export const DEFAULT_CURRENCY_SYMBOL = "$";
export const DEFAULT_MONEY_DECIMALS = 2;

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

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** "1234.5" → "1,234.50": rounded half-up, grouped, fixed fraction digits, no symbol. */
export function formatAmount(amount: number, options: MoneyFormatOptions = {}): string {
  const decimals = options.decimals ?? DEFAULT_MONEY_DECIMALS;
  const minor = toMinorUnits(convertAmount(amount, options.rate), decimals);
  const absolute = Math.abs(minor);
  const factor = 10 ** decimals;
  const whole = Math.floor(absolute / factor);
  const fraction = absolute - whole * factor;
  const grouped = groupThousands(whole.toFixed(0), options.thousandsSeparator ?? ",");
  const fractionText =
    decimals > 0 ? `${options.decimalSeparator ?? "."}${String(fraction).padStart(decimals, "0")}` : "";
  return `${minor < 0 ? "-" : ""}${grouped}${fractionText}`;
}

/**
 * Formats money with the currency symbol before ("$1,234.50") or after ("1,234.50 €") the
 * amount. A symbol made of letters placed before gets a space ("SAR 10.00"); a minus sign
 * always leads ("-$5.00").
 */
export function formatMoney(amount: number, options: MoneyFormatOptions = {}): string {
  const symbol = options.symbol ?? DEFAULT_CURRENCY_SYMBOL;
  const text = formatAmount(amount, options);
  const negative = text.startsWith("-");
  const digits = negative ? text.slice(1) : text;
  const sign = negative ? "-" : "";
  if (!symbol) return text;
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
  { convert = false }: { convert?: boolean } = {},
): MoneyFormatOptions {
  const options: MoneyFormatOptions = {
    symbol: currency?.symbol ?? DEFAULT_CURRENCY_SYMBOL,
    position: currency?.position === "after" ? "after" : "before",
  };
  if (convert && currency?.rate != null) options.rate = currency.rate;
  return options;
}
