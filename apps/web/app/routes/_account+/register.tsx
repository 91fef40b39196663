import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { registerByEmail, registerByPhone, resendVerify, verifyEmail } from "@tiffin/api-client";
import { Button, Input } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { fixedT } from "../../lib/i18n/i18next.server";
import { readSessionUser } from "../../lib/session-user.server";
import { AuthShell, FormAlert, fill } from "./__auth-shell";
import { DevOutboxNote, ResendCode } from "./__resend-code";
import { SocialSignIn } from "./__social-sign-in";
import { accountTexts, apiFormErrors, firebaseWebConfig, otpSeconds, showsDevOutbox } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.signUp ?? "Sign up"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** Sign-up by email (a link with a code) or by phone (an OTP); `?sent=` is the email step two. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await readSessionUser(request, context.cloudflare.env)) throw redirect("/");
  const url = new URL(request.url);
  const sent = url.searchParams.get("sent");
  return {
    texts: accountTexts(request, context),
    by: url.searchParams.get("by") === "phone" ? ("phone" as const) : ("email" as const),
    sent: sent?.includes("@") ? sent : null,
    seconds: sent ? await otpSeconds(request, context) : 0,
    devOutbox: showsDevOutbox(context),
    firebase: firebaseWebConfig(context),
  };
}

type Errors = { email?: string; phone?: string; code?: string; form?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = await fixedT(request, context, "errors");
  const api = apiFor(request, context);
  const email = String(form.get("email") ?? "").trim();
  const phone = String(form.get("phone") ?? "").trim();
  const code = String(form.get("code") ?? "").trim();
  try {
    if (intent === "phone") {
      if (!phone) return { errors: { phone: t("validation.phoneRequired") } as Errors, phone };
      const sent = await registerByPhone(api, phone);
      const next = new URLSearchParams({ verifyId: sent.verifyId, phone: sent.phone });
      return redirect(`/verify-phone?${next}`);
    }
    if (intent === "email") {
      if (!email) return { errors: { email: t("validation.required") } as Errors, email };
      await registerByEmail(api, email);
      return redirect(`/register?${new URLSearchParams({ sent: email.toLowerCase() })}`);
    }
    if (intent === "resend") {
      await resendVerify(api, email);
      return { errors: {} as Errors, resent: true };
    }
    if (intent === "code") {
      if (!code) return { errors: { code: t("validation.required") } as Errors };
      await verifyEmail(api, code).catch(() => {
        throw Object.assign(new Error("wrong code"), { wrongCode: true });
      });
      return redirect(`/update-details?${new URLSearchParams({ code })}`);
    }
  } catch (error) {
    if ((error as { wrongCode?: boolean }).wrongCode) {
      return { errors: { code: t("validation.wrongVerificationCode") } as Errors };
    }
    const { fields, form: message } = apiFormErrors(error, t);
    return { errors: { ...fields, form: message } as Errors, email, phone };
  }
  return { errors: { form: t("validation.fillUserDetails") } as Errors };
}

export default function RegisterPage() {
  const { texts, by, sent, seconds, devOutbox, firebase } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Errors = result?.errors ?? {};
  if (sent) {
    return (
      <AuthShell title={texts.signUp} intro={fill(texts.emailLinkSent, { target: sent })}>
        {devOutbox ? <DevOutboxNote text={texts.devOutbox} outbox={devOutbox} recipient={sent} /> : null}
        <FormAlert message={errors.form} />
        <FormAlert tone="success" message={result && "resent" in result ? texts.codeResent : null} />
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="code" />
          <Input
            label={texts.code}
            name="code"
            autoComplete="one-time-code"
            error={errors.code}
            required
            spellCheck={false}
          />
          <Button type="submit" disabled={busy}>
            {texts.verify}
          </Button>
        </Form>
        <ResendCode seconds={seconds} label={texts.resend} waitLabel={texts.resendIn} hidden={{ email: sent }} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={texts.signUp}>
      <nav aria-label={texts.signUpWith} className="grid grid-cols-2 rounded-full bg-surface-muted p-1 text-sm">
        {(["email", "phone"] as const).map((kind) => (
          <a
            key={kind}
            href={kind === "phone" ? "/register?by=phone" : "/register"}
            aria-current={by === kind ? "page" : undefined}
            className={
              by === kind
                ? "rounded-full bg-surface py-2 text-center font-semibold shadow-sm"
                : "rounded-full py-2 text-center text-fg hover:bg-surface-hover"
            }
          >
            {kind === "phone" ? texts.byPhone : texts.byEmail}
          </a>
        ))}
      </nav>
      <FormAlert message={errors.form} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={by} />
        {by === "phone" ? (
          <Input
            label={texts.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={result?.phone ?? ""}
            error={errors.phone}
            required
          />
        ) : (
          <Input
            label={texts.email}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={result?.email ?? ""}
            error={errors.email}
            required
          />
        )}
        <Button type="submit" disabled={busy}>
          {texts.continue}
        </Button>
      </Form>
      {firebase ? <SocialSignIn config={firebase} texts={texts} redirectTo="/welcome" /> : null}
      <p className="text-center text-sm">
        {texts.haveAccount}{" "}
        <a href="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          {texts.logIn}
        </a>
      </p>
    </AuthShell>
  );
}
