import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError, confirmEmailPassword, forgotEmailPassword, forgotPassword } from "@tiffin/api-client";
import { Button, Input } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { fixedT } from "../../lib/i18n/i18next.server";
import { AuthShell, FormAlert, fill } from "./__auth-shell";
import { DevOutboxNote, ResendCode } from "./__resend-code";
import { accountTexts, apiFormErrors, otpSeconds, showsDevOutbox, signedInRedirect } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.resetTitle ?? "Reset password"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** Password reset: a code by email (`?email=` is its step two) or an OTP by phone (on /verify-phone). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get("email");
  return {
    texts: accountTexts(request, context),
    email: email?.includes("@") ? email : null,
    seconds: email ? await otpSeconds(request, context) : 0,
    devOutbox: showsDevOutbox(context),
  };
}

type Errors = { login?: string; code?: string; form?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "send");
  const api = apiFor(request, context);
  const t = await fixedT(request, context, "errors");
  const login = String(form.get("login") ?? "").trim();
  const email = String(form.get("email") ?? "").trim();
  try {
    if (intent === "code") {
      const code = String(form.get("code") ?? "").trim();
      if (!code) return { errors: { code: t("validation.required") } as Errors };
      const session = await confirmEmailPassword(api, email, code);
      return signedInRedirect(request, context, session, "/update-password");
    }
    if (intent === "resend") {
      await forgotEmailPassword(api, email);
      return { errors: {} as Errors, resent: true };
    }
    if (!login) return { errors: { login: t("validation.required") } as Errors, login };
    if (login.includes("@")) {
      await forgotEmailPassword(api, login);
      return redirect(`/reset-password?${new URLSearchParams({ email: login.toLowerCase() })}`);
    }
    const sent = await forgotPassword(api, login);
    return redirect(
      `/verify-phone?${new URLSearchParams({ verifyId: sent.verifyId, phone: sent.phone, purpose: "forgot" })}`,
    );
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === "ERROR_201") {
      return { errors: { code: t("validation.wrongVerificationCode") } as Errors };
    }
    const { fields, form: message } = apiFormErrors(error, t);
    return { errors: { login: fields.phone ?? fields.email, form: message } as Errors, login };
  }
}

export default function ResetPasswordPage() {
  const { texts, email, seconds, devOutbox } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Errors = result?.errors ?? {};
  if (email) {
    return (
      // The API answers alike whether or not an account uses the address, so the page does too.
      <AuthShell title={texts.resetTitle} intro={fill(texts.resetSentIfAccount, { target: email })}>
        {devOutbox ? <DevOutboxNote text={texts.devOutbox} outbox={devOutbox} recipient={email} /> : null}
        <FormAlert message={errors.form} />
        <FormAlert tone="success" message={result && "resent" in result ? texts.codeResent : null} />
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="code" />
          <input type="hidden" name="email" value={email} />
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
        <ResendCode seconds={seconds} label={texts.resend} waitLabel={texts.resendIn} hidden={{ email }} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={texts.resetTitle} intro={texts.resetText}>
      <FormAlert message={errors.form} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="send" />
        <Input
          label={texts.emailOrPhone}
          name="login"
          autoComplete="username"
          defaultValue={result && "login" in result ? result.login : ""}
          error={errors.login}
          required
        />
        <Button type="submit" disabled={busy}>
          {texts.sendCode}
        </Button>
      </Form>
      <p className="text-center text-sm">
        <a href="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          {texts.logIn}
        </a>
      </p>
    </AuthShell>
  );
}
