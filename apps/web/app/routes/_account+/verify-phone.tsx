import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError, confirmForgotPassword, forgotPassword, registerByPhone, verifyPhone } from "@tiffin/api-client";
import { Button, Input } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { fixedT } from "../../lib/i18n/i18next.server";
import { safeRedirect } from "../../lib/redirect-target";
import { AuthShell, FormAlert, fill } from "./__auth-shell";
import { DevOutboxNote, ResendCode } from "./__resend-code";
import { accountTexts, apiFormErrors, otpSeconds, showsDevOutbox, signedInRedirect } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.code ?? "Verification code"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** Sign-up, a password reset, or sign-in by code from /login (`login`: the API's sign-up code). */
type Purpose = "register" | "forgot" | "login";

const PURPOSES: readonly Purpose[] = ["register", "forgot", "login"];

function stepOf(params: URLSearchParams | FormData) {
  const asked = String(params.get("purpose") ?? "");
  const purpose: Purpose = PURPOSES.find((known) => known === asked) ?? "register";
  return {
    verifyId: String(params.get("verifyId") ?? ""),
    phone: String(params.get("phone") ?? ""),
    purpose,
    // Where a sign-in by code goes on to (checked again when used).
    redirectTo: safeRedirect(params.get("redirectTo")),
  };
}

const START: Record<Purpose, string> = {
  register: "/register?by=phone",
  forgot: "/reset-password",
  login: "/login?with=code",
};

/** The phone OTP step of sign-up, of a password reset (`?purpose=forgot`) and of sign-in (`login`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const step = stepOf(new URL(request.url).searchParams);
  if (!step.verifyId || !step.phone) throw redirect(START[step.purpose]);
  return {
    texts: accountTexts(request, context),
    ...step,
    seconds: await otpSeconds(request, context),
    devOutbox: showsDevOutbox(context),
  };
}

type Errors = { code?: string; form?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const step = stepOf(form);
  const api = apiFor(request, context);
  const t = await fixedT(request, context, "errors");
  try {
    if (form.get("intent") === "resend") {
      const sent =
        step.purpose === "forgot" ? await forgotPassword(api, step.phone) : await registerByPhone(api, step.phone);
      const next = new URLSearchParams({ verifyId: sent.verifyId, phone: sent.phone });
      if (step.purpose !== "register") next.set("purpose", step.purpose);
      if (step.purpose === "login" && step.redirectTo !== "/") next.set("redirectTo", step.redirectTo);
      return redirect(`/verify-phone?${next}&resent=1`);
    }
    const code = String(form.get("code") ?? "").trim();
    if (!code) return { errors: { code: t("validation.required") } as Errors };
    if (step.purpose === "forgot") {
      const session = await confirmForgotPassword(api, {
        phone: step.phone,
        verifyId: step.verifyId,
        verifyCode: code,
      });
      return signedInRedirect(request, context, session, "/update-password");
    }
    const session = await verifyPhone(api, { verifyId: step.verifyId, verifyCode: code });
    // A new account has no name yet: the details step comes before the welcome.
    const onward = step.purpose === "login" ? step.redirectTo : "/";
    return signedInRedirect(request, context, session, session.user.firstname ? onward : "/update-details");
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return { errors: { form: accountTexts(request, context).tooManyCodes } as Errors };
    }
    if (error instanceof ApiError && error.statusCode === "ERROR_201") {
      return { errors: { code: t("validation.wrongVerificationCode") } as Errors };
    }
    const { fields, form: message } = apiFormErrors(error, t);
    return { errors: { code: fields.verifyCode, form: message ?? fields.phone } as Errors };
  }
}

export default function VerifyPhonePage() {
  const { texts, verifyId, phone, purpose, redirectTo, seconds, devOutbox } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Errors = result?.errors ?? {};
  const hidden = { verifyId, phone, purpose, ...(purpose === "login" ? { redirectTo } : {}) };
  return (
    <AuthShell
      title={purpose === "forgot" ? texts.resetTitle : purpose === "login" ? texts.signInWithCode : texts.code}
      intro={fill(purpose === "forgot" ? texts.resetSentIfAccount : texts.codeSentTo, { target: phone })}
    >
      {devOutbox ? <DevOutboxNote text={texts.devOutbox} outbox={devOutbox} recipient={phone} /> : null}
      <FormAlert message={errors.form} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Input
          label={texts.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code}
          required
        />
        <Button type="submit" disabled={busy}>
          {texts.verify}
        </Button>
      </Form>
      <ResendCode seconds={seconds} label={texts.resend} waitLabel={texts.resendIn} hidden={hidden} />
    </AuthShell>
  );
}
