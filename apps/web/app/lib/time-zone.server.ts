/**
 * The reader's time zone as Cloudflare places the request (request.cf.timezone), else UTC. The
 * page sends it along, so dates read the same in the server's HTML and after hydration.
 */
export function readerTimeZone(request: Request): string {
  const zone = (request as Request & { cf?: { timezone?: unknown } }).cf?.timezone;
  if (typeof zone !== "string" || zone === "") return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}
