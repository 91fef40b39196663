import type { Context } from "hono";
import type { ApiBindings, ApiEnv } from "../env";
import { errorBody } from "../http/errors";

const liveOf = (namespace: NonNullable<ApiBindings["GROUP_CART_LIVE"]>, cartId: number) =>
  namespace.get(namespace.idFromName(`group-cart-${cartId}`));

/**
 * Tells the group cart's subscribers that it changed (best effort: a change is never undone because
 * nobody could be told; pages also poll slowly as a fallback). `gone` member ids lose their socket.
 */
export async function groupChanged(c: Context<ApiEnv>, cartId: number, gone: number[] = []): Promise<void> {
  await announceGroupChange(c.env, cartId, gone);
}

export async function announceGroupChange(env: ApiBindings, cartId: number, gone: number[] = []): Promise<void> {
  if (!env.GROUP_CART_LIVE) return;
  try {
    await liveOf(env.GROUP_CART_LIVE, cartId).changed(gone);
  } catch (error) {
    console.error("group cart subscribers were not told", error);
  }
}

/**
 * Hands an authorised WebSocket upgrade to the cart's object. The caller has already checked who
 * is asking (the owner by session, a member by its uuid). 426 without an upgrade; 503 without the
 * binding, and the page falls back to polling.
 */
export function subscribeToGroup(env: ApiBindings, request: Request, cartId: number, memberId: number) {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return Response.json(errorBody("ERROR_426", "Expected a WebSocket upgrade"), { status: 426 });
  }
  if (!env.GROUP_CART_LIVE) {
    return Response.json(errorBody("ERROR_503", "Live group updates are not available"), { status: 503 });
  }
  return liveOf(env.GROUP_CART_LIVE, cartId).fetch(`https://group-cart-live/subscribe?member=${memberId}`, {
    headers: { Upgrade: "websocket" },
  });
}
