import { redirect } from "@remix-run/cloudflare";
import type { ApiClient } from "@tiffin/api-client";
import { type ApiFailure, apiFailure } from "../../lib/api-failure";
import { orSignOut } from "../../lib/session-user.server";

export type ApplicationResult = { failure: ApiFailure["message"] | null; fields: Record<string, string> };

/** Empty fields are left out, so optional ones stay optional; required ones are checked by the API. */
export function filledFields(form: FormData, names: readonly string[]): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of names) {
    const value = String(form.get(name) ?? "").trim();
    if (value) body[name] = value;
  }
  return body;
}

/** Sends an application and comes back to `path?sent=1`; the API's errors go to their fields, in `lang`. */
export async function submitApplication(
  send: (api: ApiClient, body: Record<string, unknown>) => Promise<unknown>,
  api: ApiClient,
  body: Record<string, unknown>,
  path: string,
  lang: string,
): Promise<Response | ApplicationResult> {
  try {
    await orSignOut(send(api, body));
    return redirect(`${path}?sent=1`);
  } catch (error) {
    const failure = apiFailure(error, lang);
    const fields: Record<string, string> = {};
    // "location.latitude" and the like belong to the field named after their first part.
    for (const [key, message] of Object.entries(failure.fields)) fields[key.split(".")[0] ?? key] ??= message;
    return { failure: failure.message, fields };
  }
}
