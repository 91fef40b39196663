import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { updatePassword } from "@tiffin/api-client";
import { Button } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { fixedT } from "../../lib/i18n/i18next.server";
import { orSignOut, readSessionUser } from "../../lib/session-user.server";
import { passwordProblems } from "./__account-rules";
import { AuthShell, FormAlert } from "./__auth-shell";
import { PasswordFields } from "./__password-fields";
import { accountTexts, apiFormErrors } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.newPassword ?? "New password"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** The new password after a reset code signed the user in (the code's session may set it once). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/login?redirectTo=/update-password");
  return { texts: accountTexts(request, context) };
}

type Errors = { password?: string; password_confirmation?: string; form?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  const confirmation = String(form.get("password_confirmation") ?? "");
  const t = await fixedT(request, context, "errors");
  const problems = passwordProblems(password, confirmation);
  if (problems.password || problems.password_confirmation) {
    return {
      errors: {
        password: problems.password && t(`validation.${problems.password}`),
        password_confirmation: problems.password_confirmation && t(`validation.${problems.password_confirmation}`),
      } as Errors,
    };
  }
  try {
    await orSignOut(updatePassword(apiFor(request, context), { password, password_confirmation: confirmation }));
  } catch (error) {
    const { fields, form: message } = apiFormErrors(error, t);
    return { errors: { ...fields, form: message ?? fields.current_password } as Errors };
  }
  return redirect("/");
}

export default function UpdatePasswordPage() {
  const { texts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Errors = result?.errors ?? {};
  return (
    <AuthShell title={texts.newPassword}>
      <FormAlert message={errors.form} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <PasswordFields labels={{ password: texts.newPassword, confirmation: texts.confirmPassword }} errors={errors} />
        <Button type="submit" disabled={busy}>
          {texts.savePassword}
        </Button>
      </Form>
    </AuthShell>
  );
}
