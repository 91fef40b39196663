import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { chatCall } from "./chat-api.server";

/**
 * POST /chats/open (type=shop&order_id=…, or type=support): finds or opens the signed-in
 * customer's chat; the API checks the order is theirs.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const type = form.get("type");
  const body = type === "shop" ? { type, order_id: String(form.get("order_id") ?? "") } : { type: "support" };
  return chatCall(request, context, "dashboard/chats", { method: "POST", body });
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
