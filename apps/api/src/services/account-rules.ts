import { z } from "zod";

/** Field rules with the storefront's messages (SPEC.md section 5). */
export const required = () => z.string({ message: "Required" }).trim().min(1, "Required");
/**
 * A phone number in E.164 form, "+" and 7 to 15 digits. Clients may send it as a JSON number or
 * without the "+" (the Foodyman apps do both); either way it is read as the same "+..." number.
 */
export const phoneField = z
  .union([z.string(), z.number().int().nonnegative().transform(String)], { message: "Phone number is required" })
  .pipe(z.string().trim().min(1, "Phone number is required"))
  .transform((v) => v.replace(/[\s()-]/g, ""))
  .pipe(z.string().regex(/^\+?[0-9]{7,15}$/, "Phone number is invalid"))
  .transform((v) => (v.startsWith("+") ? v : `+${v}`));
export const emailField = z
  .string({ message: "Required" })
  .trim()
  .min(1, "Required")
  .max(190)
  .toLowerCase()
  .pipe(z.email("Email is invalid"));
export const passwordField = z
  .string({ message: "Required" })
  .min(6, "Password should contain at least 6 characters")
  .max(200);
export const codeField = required().pipe(z.string().max(64));

/** password + password_confirmation, "Passwords don't match" on the confirmation. */
export function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: passwordField, password_confirmation: z.string({ message: "Required" }) })
    .refine(
      (v) => {
        const { password, password_confirmation } = v as { password: string; password_confirmation: string };
        return password === password_confirmation;
      },
      {
        message: "Passwords don't match",
        path: ["password_confirmation"],
      },
    );
}
