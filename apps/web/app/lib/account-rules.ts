/** The sign-up and password rules the forms check before the API (SPEC.md section 5). */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordProblem = "required" | "passwordMinLength" | "passwordsDontMatch";

/** What is wrong with a new password and its confirmation, by field (keys of errors:validation). */
export function passwordProblems(
  password: string,
  confirmation: string,
): { password?: PasswordProblem; password_confirmation?: PasswordProblem } {
  if (!password) return { password: "required" };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: "passwordMinLength" };
  if (!confirmation) return { password_confirmation: "required" };
  if (password !== confirmation) return { password_confirmation: "passwordsDontMatch" };
  return {};
}

export type Gender = "male" | "female" | "other";

/** A gender from a form: one of the API's values, or none. */
export function genderOf(value: FormDataEntryValue | null): Gender | undefined {
  return value === "male" || value === "female" || value === "other" ? value : undefined;
}

/** A YYYY-MM-DD birthday in the past (a date input's value), or undefined. */
export function birthdayOf(value: FormDataEntryValue | null, today = new Date()): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return date.getTime() <= today.getTime() ? value : undefined;
}
