import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isNotificationTab } from "@tiffin/core";
import { apiFor } from "../../lib/api.server";
import { readSessionUser } from "../../lib/session-user.server";
import { notificationPage, readFromForm } from "./notifications.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * What the bell's notifications machine calls (components/header/notifications-machine.ts): GET
 * ?tab&page answers its `fetchPage` with one page of a tab; the access token stays in its cookie.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/login");
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  const page = Number(params.get("page"));
  if (!isNotificationTab(tab) || !Number.isInteger(page) || page < 1) {
    return Response.json({ ok: false }, { status: 400, headers: PRIVATE });
  }
  return Response.json(await notificationPage(apiFor(request, context), tab, page), { headers: PRIVATE });
}

/** Its `markRead` (intent=read, id) and `markAllRead` (intent=read-all): JSON with where the row leads. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/login");
  const { answer, status } = await readFromForm(apiFor(request, context), await request.formData());
  return Response.json(answer, { status, headers: PRIVATE });
}
