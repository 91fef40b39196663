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
