import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError, login, registerByPhone } from "@tiffin/api-client";
import { Button, Input, Logo } from "@tiffin/ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { apiFor } from "../../lib/api.server";
import { isRefusal } from "../../lib/api-failure";
import { fixedT } from "../../lib/i18n/i18next.server";
import { safeRedirect } from "../../lib/redirect-target";
import { runSignIn } from "../../lib/session-machine.server";
import { readSessionUser } from "../../lib/session-user.server";
import { SocialSignIn } from "./__social-sign-in";
import { accountTexts, firebaseWebConfig, signedInRedirect } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.title ?? "Log in"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/**
 * The sign-in form's texts come resolved from here, in the reader's language, rather than as a
 * bundle every page would carry; a signed-in visitor goes straight on.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await readSessionUser(request, context.cloudflare.env)) throw redirect(redirectTo);
  const t = await fixedT(request, context, ["auth", "errors"]);
  const account = accountTexts(request, context);
  return {
    firebase: firebaseWebConfig(context),
    social: {
      orContinueWith: account.orContinueWith,
      google: account.google,
      facebook: account.facebook,
      apple: account.apple,
      socialFailed: account.socialFailed,
    },
    redirectTo,
    byCode: url.searchParams.get("with") === "code",
    unauthorized: url.searchParams.get("reason") === "unauthorized",
    texts: {
      title: t("auth:login.title"),
      login: t("auth:login.emailOrPhone"),
      password: t("auth:login.password"),
      submit: t("auth:login.submit"),
      unauthorized: t("errors:catalogue.unauthorized"),
      forgotPassword: account.forgotPassword,
      noAccount: account.noAccount,
      signUp: account.signUp,
      signInWithCode: account.signInWithCode,
      signInWithPassword: account.signInWithPassword,
      codeSignInText: account.codeSignInText,
      phone: account.phone,
      sendCode: account.sendCode,
    },
  };
}

/** The longest email the API takes (api-client's emailField); a phone is far shorter. */
const LOGIN_MAX_LENGTH = 190;

type LoginErrors = { login?: string; password?: string; phone?: string; form?: string };

/**
 * Sign-in by phone code (SPEC.md section 6): the API texts a code to the phone (its sign-up call,
 * which signs in the phone's account or makes one) and the code step is /verify-phone's. The
 * API's code limits answer 429, shown in the reader's language.
 */
async function sendSignInCode(request: Request, context: ActionFunctionArgs["context"], form: FormData) {
  const phone = String(form.get("phone") ?? "")
    .trim()
    .slice(0, LOGIN_MAX_LENGTH);
  const t = await fixedT(request, context, "errors");
  if (!phone) return { errors: { phone: t("validation.phoneRequired") } as LoginErrors, phone };
  try {
    const sent = await registerByPhone(apiFor(request, context), phone.replace(/[\s()-]/g, ""));
    const next = new URLSearchParams({ verifyId: sent.verifyId, phone: sent.phone, purpose: "login" });
    const redirectTo = safeRedirect(form.get("redirectTo"));
    if (redirectTo !== "/") next.set("redirectTo", redirectTo);
    return redirect(`/verify-phone?${next}`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    if (error.status === 429)
      return { errors: { form: accountTexts(request, context).tooManyCodes } as LoginErrors, phone };
    if (error.status === 502 || error.status === 503)
      return { errors: { form: t("catalogue.smsNotSent") } as LoginErrors, phone };
    if (error.status < 500) return { errors: { phone: t("validation.phoneInvalid") } as LoginErrors, phone };
    throw error;
  }
}

/**
 * Email or phone with password (SPEC.md section 6), through core's session machine; the API
 * rate-limits failed attempts.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "code") return sendSignInCode(request, context, form);
  const identifier = String(form.get("login") ?? "").trim();
  // What is shown back in the field is never longer than the field allows.
  const echoed = identifier.slice(0, LOGIN_MAX_LENGTH);
  const password = String(form.get("password") ?? "");
  const t = await fixedT(request, context, "errors");
  const errors: LoginErrors = {};
  if (!identifier) errors.login = t("validation.required");
  if (!password) errors.password = t("validation.required");
  if (errors.login || errors.password) return { errors, login: echoed };
  const credentials = identifier.includes("@")
    ? { email: identifier, password }
    : { phone: identifier.replace(/[\s()-]/g, ""), password };
  try {
    const session = await runSignIn(credentials, async () => {
      const won = await login(apiFor(request, context), credentials);
      return { access_token: won.access_token, user: { ...won.user, firstname: won.user.firstname ?? undefined } };
    });
    return await signedInRedirect(request, context, session, safeRedirect(form.get("redirectTo")));
  } catch (error) {
    // Too many tries (429): in the reader's language, saying whether the account itself waits
    // (then a code or a reset still signs in; docs/decisions/033).
    if (error instanceof ApiError && error.status === 429) {
      const texts = accountTexts(request, context);
      const locked = isRefusal(error.message, "accountLocked");
      return { errors: { form: locked ? texts.accountLoginLocked : texts.tooManyLogins }, login: identifier };
    }
    // Wrong details (400): SPEC.md section 5's sentence, or the API's field sentence (in the reader's language).
    if (error instanceof ApiError && error.status < 500) {
      const field = Object.values(error.params ?? {})[0]?.[0];
      const form = error.statusCode === "ERROR_102" || !field ? t("validation.loginOrPasswordInvalid") : field;
      return { errors: { form }, login: echoed };
    }
    throw error;
  }
}

export default function LoginPage() {
  const { texts, redirectTo, byCode, unauthorized, firebase, social } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const alert = useRef<HTMLParagraphElement>(null);
  const errors: LoginErrors = result?.errors ?? {};
  useEffect(() => {
    if (errors.form) alert.current?.focus();
  }, [errors.form]);
  const back = redirectTo === "/" ? "" : `redirectTo=${encodeURIComponent(redirectTo)}`;
  const otherWay = byCode
    ? { href: back ? `/login?${back}` : "/login", label: texts.signInWithPassword }
    : { href: `/login?with=code${back ? `&${back}` : ""}`, label: texts.signInWithCode };
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 px-4">
      <a href="/" aria-label={t("header.home")} className="self-center">
        <Logo className="text-2xl" />
      </a>
      {unauthorized ? (
        <p
          id="toast-unauthorized"
          role="alert"
          className="rounded-card bg-danger/10 px-4 py-2 text-center text-sm font-medium text-danger"
        >
          {texts.unauthorized}
        </p>
      ) : null}
      <h1 className="text-center text-2xl font-bold">{texts.title}</h1>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {errors.form ? (
          <p
            ref={alert}
            tabIndex={-1}
            role="alert"
            className="rounded-card bg-danger/10 px-4 py-2 text-sm font-medium text-danger"
          >
            {errors.form}
          </p>
        ) : null}
        {byCode ? (
          <>
            <input type="hidden" name="intent" value="code" />
            <p className="text-sm text-muted">{texts.codeSignInText}</p>
            <Input
              label={texts.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={LOGIN_MAX_LENGTH}
              defaultValue={result && "phone" in result ? result.phone : ""}
              error={errors.phone}
              required
            />
          </>
        ) : (
          <>
            <Input
              label={texts.login}
              name="login"
              autoComplete="username"
              maxLength={LOGIN_MAX_LENGTH}
              defaultValue={result && "login" in result ? result.login : ""}
              error={errors.login}
              required
            />
            <Input
              label={texts.password}
              name="password"
              type="password"
              autoComplete="current-password"
              error={errors.password}
              required
            />
          </>
        )}
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {byCode ? texts.sendCode : texts.submit}
        </Button>
      </Form>
      <a
        href={otherWay.href}
        className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {otherWay.label}
      </a>
      {firebase ? <SocialSignIn config={firebase} texts={social} redirectTo={redirectTo} /> : null}
      <a
        href="/reset-password"
        className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {texts.forgotPassword}
      </a>
      <p className="text-center text-sm">
        {texts.noAccount}{" "}
        <a href="/register" className="font-semibold text-primary underline-offset-4 hover:underline">
          {texts.signUp}
        </a>
      </p>
    </main>
  );
}
