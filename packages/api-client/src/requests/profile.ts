import { z } from "zod";
import { genderInput } from "../schemas/gender";
import { codeField, emailField, phoneField, required, withConfirmation } from "./fields";

/** The signed-in customer's profile change; every field optional. */
export const profileBody = z.object({
  firstname: required().pipe(z.string().max(100)).optional(),
  lastname: z.string().trim().max(100).nullable().optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The birthday must be a date (YYYY-MM-DD).")
    .nullable()
    .optional(),
  gender: genderInput.nullable().optional(),
  // A path, or the absolute URL the API answered for it; the API checks it once made a path.
  images: z.array(z.string().max(500)).optional(),
});
export type ProfileBody = z.input<typeof profileBody>;

/** An empty body with `?phone=` asks to change the phone. */
export const profilePhoneQuery = profileBody.pick({ phone: true }).passthrough();
export type ProfilePhoneQuery = z.input<typeof profilePhoneQuery>;

export const contactConfirmBody = z.union(
  [z.object({ email: emailField, verifyCode: codeField }), z.object({ phone: phoneField, verifyCode: codeField })],
  { message: "Please, fill user details" },
);
export type ContactConfirmBody = z.input<typeof contactConfirmBody>;

export const passwordUpdateBody = withConfirmation({ current_password: z.string().max(200).optional() });
export type PasswordUpdateBody = z.input<typeof passwordUpdateBody>;

export const firebaseTokenBody = z.object({ firebase_token: required().pipe(z.string().max(4096)) });
export type FirebaseTokenBody = z.input<typeof firebaseTokenBody>;

export const profileRequests = {
  "PUT /dashboard/user/profile/update": { body: profileBody, query: profilePhoneQuery },
  "POST /dashboard/user/profile/contact/confirm": { body: contactConfirmBody },
  "POST /dashboard/user/profile/password/update": { body: passwordUpdateBody },
  "POST /dashboard/user/profile/firebase/token/update": { body: firebaseTokenBody },
} as const;
