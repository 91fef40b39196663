import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { chatCall } from "./chat-api.server";

const chatPath = (id: string | undefined) => `dashboard/chats/${encodeURIComponent(id ?? "")}/messages`;

/** POST /chats/{id}/messages (message=…): adds the signed-in user's message; the API checks they take part. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return chatCall(request, context, chatPath(params.id), { method: "POST", body: { message: form.get("message") } });
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
