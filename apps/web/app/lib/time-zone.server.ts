import { validTimeZone } from "@tiffin/core";

/**
 * The reader's time zone as Cloudflare places the request (request.cf.timezone), else UTC. The
 * page sends it along, so dates read the same in the server's HTML and after hydration.
 */
export function readerTimeZone(request: Request): string {
  const zone = (request as Request & { cf?: { timezone?: unknown } }).cf?.timezone;
  return validTimeZone(typeof zone === "string" ? zone : null, "UTC");
}
