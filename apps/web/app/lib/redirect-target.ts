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
  return path;
}

/** Control characters (C0, DEL, C1), any white space, and the backslash. */
function hasUnsafeCharacter(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || ch === "\\" || /\s/u.test(ch)) return true;
  }
  return false;
}
