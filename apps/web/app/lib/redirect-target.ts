/** Stands in for the site's origin while a target is resolved; only its path part is kept. */
const PROBE_ORIGIN = "https://same-origin.invalid";

/**
 * Only same-site paths are followed after a form post; anything else goes home.
 *
 * A browser resolves a Location header leniently: it drops tabs and newlines anywhere, turns
 * `\` into `/`, and reads `//host` as another site. So a target is refused when it holds a
 * control character, white space or a backslash, or does not start with exactly one `/`; what
 * is left is resolved against a stand-in origin and returned in its normalised form, which
 * must itself still start with exactly one `/` (`/.//evil.com` normalises to `//evil.com`).
 * Its path, percent-decoded, must pass the same tests (`/%5Cevil.com`, `/%2F%2Fevil.com`,
 * `/%09/evil.com`): code that decodes a target before following it would read those as
 * another site (the router's open-redirect advisories, ADR 035), and no page has such a path.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  if (hasUnsafeCharacter(target)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
  return isPlainPath(decodedPath(resolved.pathname)) ? path : fallback;
}

/** Whether a decoded path is one a browser or router could only read as a path of this site. */
function isPlainPath(decoded: string | null): boolean {
  if (decoded === null || hasUnsafeCharacter(decoded) || decoded.startsWith("//")) return false;
  try {
    return !new URL(decoded, PROBE_ORIGIN).pathname.startsWith("//");
  } catch {
    return false;
  }
}

/** A path with its percent escapes decoded; null when an escape is malformed. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Control characters (C0, DEL, C1), any white space, and the backslash. */
function hasUnsafeCharacter(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || ch === "\\" || /\s/u.test(ch)) return true;
  }
  return false;
}
