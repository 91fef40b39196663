import { z } from "zod";

/**
 * The field rules every request schema is built from, with the storefront's messages
 * (SPEC.md section 5). Query-string fields arrive as strings and are read into numbers and flags here.
 */

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

/** A positive integer id, from a JSON number or a numeric string. */
export const idField = (field: string) =>
  z.coerce
    .number({ message: `The ${field} must be an integer.` })
    .int(`The ${field} must be an integer.`)
    .positive(`The ${field} is invalid.`);

/** A point on the map; numbers or numeric strings. */
export const pointSchema = z.object({
  latitude: z.coerce.number({ message: "The latitude must be a number." }).min(-90).max(90),
  longitude: z.coerce.number({ message: "The longitude must be a number." }).min(-180).max(180),
});

/** An integer from a query string, with the field's message when it is not one. */
export const queryInt = (field: string, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^-?\d+$/, `The ${field} must be an integer.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `The ${field} must be at least ${min}.`)
        .max(max, `The ${field} may not be greater than ${max}.`),
    );

export const queryNumber = (field: string) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, `The ${field} must be a number.`)
    .transform(Number);

export const queryFlag = (field: string) =>
  z
    .enum(["0", "1", "true", "false"], { message: `The ${field} must be 0 or 1.` })
    .transform((v) => v === "1" || v === "true");

/** The most rows one page may ask for; a larger perPage is served as this many. */
export const MAX_PER_PAGE = 100;

/** perPage: a positive integer, capped at MAX_PER_PAGE rather than refused (the contract's rule). */
export const queryPerPage = (fallback: number) =>
  queryInt("per page")
    .transform((n) => Math.min(n, MAX_PER_PAGE))
    .optional()
    .default(fallback);

/** page, perPage (cap 100), sort, column. */
export const pageQuery = z.object({
  page: queryInt("page").optional().default(1),
  perPage: queryPerPage(10),
  sort: z.enum(["asc", "desc"], { message: "The sort must be asc or desc." }).optional(),
  column: z
    .string()
    .regex(/^[a-z_]+$/, "The column is invalid.")
    .optional(),
});
export type PageQuery = z.input<typeof pageQuery>;

/** page, perPage, sort, column, and any other key left as it came. */
export const pageQueryOpen = pageQuery.passthrough();

/**
 * The longest list of ids or lines one call takes. D1 binds at most 100 values per statement, and
 * a list is bound beside a few other values.
 */
export const MAX_LIST = 50;
const tooMany = (field: string) => `The ${field} may not have more than ${MAX_LIST} items.`;
export const listOf = <T extends z.ZodType>(item: T, field: string, required = `The ${field} field is required.`) =>
  z.array(item, { message: "Required" }).min(1, required).max(MAX_LIST, tooMany(field));

const wireLatitude = z.coerce
  .number({ message: "The latitude must be a number." })
  .min(-90, "The latitude must be between -90 and 90.")
  .max(90, "The latitude must be between -90 and 90.");
const wireLongitude = z.coerce
  .number({ message: "The longitude must be a number." })
  .min(-180, "The longitude must be between -180 and 180.")
  .max(180, "The longitude must be between -180 and 180.");

/**
 * A point as the clients send it: `[latitude, longitude]` (the contract's form, the Foodyman
 * clients' own), or the older `{latitude, longitude}` object. Read as `{latitude, longitude}`; a
 * bad coordinate is named by its field (`location.latitude`) in either form.
 */
export const locationInput = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 2 ? { latitude: value[0], longitude: value[1] } : value),
  z.object(
    { latitude: wireLatitude, longitude: wireLongitude },
    { message: "The location must be [latitude, longitude]." },
  ),
);
