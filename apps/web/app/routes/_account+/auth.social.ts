import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { ApiError, socialCallback } from "@tiffin/api-client";
import { apiFor } from "../../lib/api.server";
import { fixedT } from "../../lib/i18n/i18next.server";
import { safeRedirect } from "../../lib/redirect-target";
import { accountTexts, apiFormErrors, signedInRedirect } from "./account.server";

const PROVIDERS = ["google", "facebook", "apple"] as const;
type Provider = (typeof PROVIDERS)[number];

/**
 * The social sign-in buttons post the Firebase ID token here; the API verifies it, and the
 * browser is signed in like any other sign-in (session cookies, liked shops merged).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const provider = PROVIDERS.find((name) => name === form.get("provider")) as Provider | undefined;
  const idToken = String(form.get("id_token") ?? "");
  if (!provider || !idToken) return { error: accountTexts(request, context).socialFailed };
  const optional = (name: string) => {
    const value = String(form.get(name) ?? "").trim();
    return value ? value : undefined;
  };
  try {
    const session = await socialCallback(apiFor(request, context), provider, {
      id_token: idToken,
      id: optional("id"),
      name: optional("name"),
      email: optional("email"),
    });
    return await signedInRedirect(
      request,
      context,
      { token: session.access_token, user: session.user },
      safeRedirect(form.get("redirectTo")),
    );
  } catch (error) {
    // the provider's keys could not be reached: the API's 503, said in the reader's language
    if (error instanceof ApiError && error.status === 503)
      return { error: accountTexts(request, context).socialUnavailable };
    const { form: message, fields } = apiFormErrors(error, await fixedT(request, context, "errors"));
    return { error: message ?? Object.values(fields)[0] ?? accountTexts(request, context).socialFailed };
  }
}

export const loader = () => redirect("/login");
