import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { afterVerify, updatePassword, updateProfile, verifyEmail } from "@tiffin/api-client";
import { Button, Input } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { fixedT } from "../../lib/i18n/i18next.server";
import { orSignOut, readSessionUser, sessionToken } from "../../lib/session-user.server";
import { genderOf, passwordProblems } from "./__account-rules";
import { AuthShell, FormAlert } from "./__auth-shell";
import { GenderField } from "./__gender-field";
import { PasswordFields } from "./__password-fields";
import { accountTexts, apiFormErrors, signedInRedirect } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.detailsTitle ?? "Your details"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/**
 * The last sign-up step: name and password. With `?code=` it finishes an email sign-up (the code
 * from the email names the address); signed in (after a phone OTP) it fills the new account.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const texts = accountTexts(request, context);
  const code = new URL(request.url).searchParams.get("code");
  if (code) {
    const t = await fixedT(request, context, "errors");
    const verified = await verifyEmail(apiFor(request, context), code).catch(() => null);
    return {
      texts,
      code,
      email: verified?.email ?? null,
      wrongCode: verified ? null : t("validation.wrongVerificationCode"),
    };
  }
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/register");
  return { texts, code: null, email: null, wrongCode: null };
}

type Errors = Partial<Record<"firstname" | "password" | "password_confirmation" | "referral" | "form", string>>;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const t = await fixedT(request, context, "errors");
  const firstname = String(form.get("firstname") ?? "").trim();
  const lastname = String(form.get("lastname") ?? "").trim();
  const gender = genderOf(form.get("gender"));
  const password = String(form.get("password") ?? "");
  const confirmation = String(form.get("password_confirmation") ?? "");
  const referral = String(form.get("referral") ?? "").trim();
  const code = String(form.get("code") ?? "");
  const problems = passwordProblems(password, confirmation);
  const errors: Errors = {
    firstname: firstname ? undefined : t("validation.required"),
    password: problems.password && t(`validation.${problems.password}`),
    password_confirmation: problems.password_confirmation && t(`validation.${problems.password_confirmation}`),
  };
  if (errors.firstname || errors.password || errors.password_confirmation) {
    return { errors: { ...errors, form: t("validation.fillUserDetails") }, firstname, lastname, referral };
  }
  const api = apiFor(request, context);
  try {
    if (code) {
      const { email } = await verifyEmail(api, code);
      const session = await afterVerify(api, {
        email,
        firstname,
        lastname: lastname || undefined,
        gender,
        password,
        password_confirmation: confirmation,
        referral: referral || undefined,
      });
      return signedInRedirect(request, context, session, "/welcome");
    }
    await orSignOut(
      updateProfile(api, { firstname, ...(lastname ? { lastname } : {}), ...(gender ? { gender } : {}) }),
    );
    const saved = await orSignOut(updatePassword(api, { password, password_confirmation: confirmation }));
    // The session cookie carries the name the header shows: sign it again with the new one.
    const token = sessionToken(context) ?? "";
    return signedInRedirect(request, context, { token, user: saved.data }, "/welcome");
  } catch (error) {
    if (error instanceof Response) throw error;
    const { fields, form: message } = apiFormErrors(error, t);
    return { errors: { ...fields, form: message } as Errors, firstname, lastname, referral };
  }
}

export default function UpdateDetailsPage() {
  const { texts, code, email, wrongCode } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Errors = result?.errors ?? {};
  if (wrongCode) {
    return (
      <AuthShell title={texts.detailsTitle}>
        <FormAlert message={wrongCode} />
        <a href="/register" className="text-center font-semibold text-primary underline-offset-4 hover:underline">
          {texts.signUp}
        </a>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={texts.detailsTitle} intro={email ?? texts.detailsText}>
      <FormAlert message={errors.form} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        {code ? <input type="hidden" name="code" value={code} /> : null}
        <Input
          label={texts.firstname}
          name="firstname"
          autoComplete="given-name"
          defaultValue={result?.firstname ?? ""}
          error={errors.firstname}
          required
        />
        <Input
          label={texts.lastname}
          name="lastname"
          autoComplete="family-name"
          defaultValue={result?.lastname ?? ""}
        />
        <GenderField texts={texts} />
        <PasswordFields labels={{ password: texts.newPassword, confirmation: texts.confirmPassword }} errors={errors} />
        {code ? (
          <Input label={texts.referral} name="referral" defaultValue={result?.referral ?? ""} error={errors.referral} />
        ) : null}
        <Button type="submit" disabled={busy}>
          {texts.save}
        </Button>
      </Form>
    </AuthShell>
  );
}
