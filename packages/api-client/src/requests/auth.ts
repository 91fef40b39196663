import { z } from "zod";
import { genderInput } from "../schemas/gender";
import { codeField, emailField, phoneField, required, withConfirmation } from "./fields";

const loginPassword = z.string({ message: "Required" }).min(1, "Required");
const referralField = z.string().trim().max(64).optional().nullable();

/** Sign in by email or by phone. */
export const loginBody = z.union(
  [z.object({ email: emailField, password: loginPassword }), z.object({ phone: phoneField, password: loginPassword })],
  { message: "Please, fill user details" },
);
export type LoginBody = z.input<typeof loginBody>;

/** Start a sign-up: a code to the phone, or a link to the email (body or query string). */
export const registerBody = z.union([z.object({ phone: phoneField }), z.object({ email: emailField })], {
  message: "Phone number is required",
});
export type RegisterBody = z.input<typeof registerBody>;

export const resendVerifyBody = z.object({ email: emailField });
export type ResendVerifyBody = z.input<typeof resendVerifyBody>;

/** Finish an email sign-up once the link was followed. */
export const afterVerifyBody = withConfirmation({
  email: emailField,
  firstname: required().pipe(z.string().max(100)),
  lastname: z.string().trim().max(100).optional().nullable(),
  gender: genderInput.optional().nullable(),
  referral: referralField,
});
export type AfterVerifyBody = z.input<typeof afterVerifyBody>;

export const verifyPhoneBody = z.object({ verifyId: codeField, verifyCode: codeField });
export type VerifyPhoneBody = z.input<typeof verifyPhoneBody>;

export const forgotPasswordBody = z.object({ phone: phoneField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const forgotPasswordConfirmBody = z.object({ phone: phoneField, verifyId: codeField, verifyCode: codeField });
export type ForgotPasswordConfirmBody = z.input<typeof forgotPasswordConfirmBody>;

/** A social sign-in: the provider's identity token. */
export const socialCallbackBody = z.object({
  id_token: required(),
  id: z.string().trim().max(128).optional(),
  name: z.string().trim().max(200).optional().nullable(),
  // accepted as the contract has it, never used: the token's verified email is the only one
  email: z.string().trim().toLowerCase().max(190).optional().nullable(),
  referral: referralField,
});
export type SocialCallbackBody = z.input<typeof socialCallbackBody>;

export const authRequests = {
  "POST /auth/login": { body: loginBody },
  "POST /auth/register": { body: registerBody },
  "POST /auth/resend-verify": { body: resendVerifyBody },
  "POST /auth/after-verify": { body: afterVerifyBody },
  "POST /auth/verify/phone": { body: verifyPhoneBody },
  "POST /auth/forgot/password": { body: forgotPasswordBody },
  "POST /auth/forgot/password/confirm": { body: forgotPasswordConfirmBody },
  "POST /auth/:provider/callback": { body: socialCallbackBody },
} as const;
