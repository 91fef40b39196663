import { statement } from "../db/statements";

interface SettingRow {
  key: string;
  value: string | null;
}

/** SQLite keeps booleans as 0/1; these reads answer them as booleans. */
interface LanguageRow {
  id: number;
  locale: string;
  title: string;
  backward: number;
  is_default: number;
}

interface CurrencyRow {
  id: number;
  symbol: string;
  title: string;
  position: "before" | "after";
  is_default: number;
  rate: number;
}

export async function listSettings(d1: D1Database): Promise<SettingRow[]> {
  return statement<SettingRow>(d1, "SELECT key, value FROM settings ORDER BY key").all();
}

export async function activeLanguages(d1: D1Database) {
  const rows = await statement<LanguageRow>(
    d1,
    "SELECT id, locale, title, backward, is_default FROM languages WHERE active = 1 ORDER BY id",
  ).all();
  return rows.map((l) => ({
    id: l.id,
    locale: l.locale,
    title: l.title,
    backward: l.backward === 1,
    default: l.is_default === 1,
  }));
}

export async function activeCurrencies(d1: D1Database) {
  const rows = await statement<CurrencyRow>(
    d1,
    "SELECT id, symbol, title, position, is_default, rate FROM currencies WHERE active = 1 ORDER BY id",
  ).all();
  return rows.map((c) => ({
    id: c.id,
    symbol: c.symbol,
    title: c.title,
    position: c.position,
    default: c.is_default === 1,
    rate: c.rate,
  }));
}
