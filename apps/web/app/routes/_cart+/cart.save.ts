import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { cartTotals } from "@tiffin/core";
import { writeCart } from "../../lib/cart/cart-form.server";

/**
 * The cart machine's store: `intent=save` with the whole cart in its compact text, through the
 * same write path as /cart's forms (writeCart). Answers JSON, as a fetch from the machine reads
 * it: the stored cart in core's terms, or why it was refused ("full" when the visitor cart
 * would not fit in its cookie).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  form.set("intent", "save");
  const written = await writeCart(request, context, form);
  if (!written.ok) {
    const status = written.error === "invalid" || written.error === "server" ? 400 : 409;
    return Response.json({ ok: false, error: written.error, message: written.message }, { status });
  }
  const headers = new Headers();
  for (const cookie of written.headers) headers.append("Set-Cookie", cookie);
  return Response.json({ ok: true, cart: written.cart, count: cartTotals(written.cart).quantity }, { headers });
}
