import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../env";

/**
 * The header through which the storefront's in-process calls tell the API who its client is.
 * Only an app created with `trustClientAddressHeader` reads it; on the public /api/v1 path a
 * visitor could send anything in it, so there it is ignored.
 */
export const CLIENT_ADDRESS_HEADER = "X-Tiffin-Client-Address";

const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/** A plausible IPv4/IPv6 address, else null (headers are not to be trusted with more). */
export function cleanAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && ADDRESS.test(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * The client's address: Cloudflare's `CF-Connecting-IP` (set by the edge, a visitor cannot
 * forge it), or, for in-process calls of the storefront, the address it forwarded. Never
 * `X-Forwarded-For`, which anyone can send. null when neither is known.
 */
export function clientAddressOf(headers: Headers, trustForwarded: boolean): string | null {
  if (trustForwarded) {
    const forwarded = cleanAddress(headers.get(CLIENT_ADDRESS_HEADER));
    if (forwarded) return forwarded;
  }
  return cleanAddress(headers.get("CF-Connecting-IP"));
}

/** Sets `clientAddress` for the routes that limit per client. */
export const clientAddress = (trustForwarded: boolean) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    c.set("clientAddress", clientAddressOf(c.req.raw.headers, trustForwarded));
    await next();
  });
