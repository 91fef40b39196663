import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { currencies, languages, settings } from "../db/schema";

export async function listSettings(db: Database) {
  return db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key));
}

export async function activeLanguages(db: Database) {
  const rows = await db.select().from(languages).where(eq(languages.active, true)).orderBy(asc(languages.id));
  return rows.map((l) => ({ id: l.id, locale: l.locale, title: l.title, backward: l.backward, default: l.isDefault }));
}

export async function activeCurrencies(db: Database) {
  const rows = await db.select().from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.id));
  return rows.map((c) => ({
    id: c.id,
    symbol: c.symbol,
    title: c.title,
    position: c.position,
    default: c.isDefault,
    rate: c.rate,
  }));
}
