/** A money amount typed in a form: positive, at most two decimals, within `max`. */
export function parseAmount(value: FormDataEntryValue | null, max = 1_000_000): number | null {
  const text = String(value ?? "")
    .trim()
    .replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 && amount <= max ? amount : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,19}$/;

/**
 * The recipient of a transfer is named by their exact email or phone number, never picked from
 * a list: anything else (a name, part of an address) is refused before the API is asked.
 */
export function parseRecipient(value: FormDataEntryValue | null): string | null {
  const text = String(value ?? "").trim();
  if (EMAIL.test(text)) return text.toLowerCase();
  if (PHONE.test(text)) return text.replace(/[ ()-]/g, "");
  return null;
}

/** The wallet history shows `pages` pages of ten, from ?pages= (1 to 10: the API gives at most 100 a call). */
export function historyPages(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : 1;
}
