/**
 * A date of birth a profile may hold: a real calendar day (YYYY-MM-DD), not after today and at
 * most MAX_AGE_YEARS ago. The API refuses anything else and the profile form says why.
 */
export const MAX_AGE_YEARS = 120;

export type BirthdayProblem = "invalid" | "future" | "tooOld";

/** What is wrong with a date of birth, or null when it is acceptable on `today` (UTC days). */
export function birthdayProblem(value: string, today: Date = new Date()): BirthdayProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "invalid";
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return "invalid";
  const day = today.toISOString().slice(0, 10);
  if (value > day) return "future";
  const oldest = `${String(Number(day.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, "0")}${day.slice(4)}`;
  if (value < oldest) return "tooOld";
  return null;
}
