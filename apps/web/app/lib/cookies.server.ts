/** Cookies of the storefront: 7 days, path / (SPEC.md section 9). */
export const COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Hidden from page scripts (the session's cookies). */
  httpOnly?: boolean;
  /** Sent over HTTPS only. */
  secure?: boolean;
}

export function setCookie(name: string, value: string, maxAge = COOKIE_MAX_AGE_S, options: CookieOptions = {}): string {
  const flags = `${options.httpOnly ? "; HttpOnly" : ""}${options.secure ? "; Secure" : ""}`;
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${flags}`;
}

export function clearCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
