import { createMiddleware } from "hono/factory";
import ipaddr from "ipaddr.js";
import type { ApiEnv } from "../env";

/**
 * The header through which the storefront's in-process calls tell the API who its client is.
 * Only an app created with `trustClientAddressHeader` reads it; on the public /api/v1 path a
 * visitor could send anything in it, so there it is ignored.
 */
export const CLIENT_ADDRESS_HEADER = "X-Tiffin-Client-Address";

/**
 * The header through which the storefront's in-process calls tell the API the origin the visitor
 * used (the in-process request itself carries an internal one). Trusted like CLIENT_ADDRESS_HEADER.
 */
export const PUBLIC_ORIGIN_HEADER = "X-Tiffin-Public-Origin";

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

/**
 * The client as rate limits count it (ADR 033): an IPv4 address as it is, an IPv6 address by its
 * /64 network ("2001:db8:1:2::/64"), since one subscriber line is usually given a whole /64 and
 * may rotate through its addresses at will. An IPv4-mapped IPv6 address counts as its IPv4 one.
 * null for no address or one that does not parse.
 */
export function clientKeyOf(address: string | null): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}

/** An http(s) origin exactly (scheme, host, port; no path, credentials or query), else null. */
export function cleanOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin === value.replace(/\/$/, "") ? url.origin : null;
  } catch {
    return null;
  }
}

/** Sets `clientAddress` (routes that limit per client) and `forwardedOrigin` (payment return URLs). */
export const clientAddress = (trustForwarded: boolean) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    c.set("clientAddress", clientKeyOf(clientAddressOf(c.req.raw.headers, trustForwarded)));
    c.set("forwardedOrigin", trustForwarded ? cleanOrigin(c.req.header(PUBLIC_ORIGIN_HEADER)) : null);
    await next();
  });
