import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateFirebaseToken } from "@tiffin/api-client";
import { apiFor } from "../../lib/api.server";
import { orSignOut, readSessionUser } from "../../lib/session-user.server";

/** POST token: this browser's FCM token, registered with the API for the signed-in user. */
export async function action({ request, context }: ActionFunctionArgs): Promise<Response> {
  if (request.method !== "POST") return Response.json({ ok: false }, { status: 405 });
  if (!(await readSessionUser(request, context.cloudflare.env))) return Response.json({ ok: false }, { status: 401 });
  const token = String((await request.formData()).get("token") ?? "").trim();
  if (!/^[\w:-]{20,4096}$/.test(token)) return Response.json({ ok: false }, { status: 400 });
  await orSignOut(updateFirebaseToken(apiFor(request, context), token));
  return Response.json({ ok: true });
}
