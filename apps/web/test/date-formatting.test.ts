import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every date the storefront and the UI kit show goes through @tiffin/i18n's date formatter
 * (DD.MM.YYYY, and DD.MM.YYYY, HH:mm with a time: SPEC.md), so no page invents a format of its own.
 */
const ROOTS = [
  new URL("../app", import.meta.url).pathname,
  new URL("../../../packages/ui/src", import.meta.url).pathname,
];
const OWN_FORMATTING =
  /toLocaleDateString|toLocaleTimeString|toLocaleString\(|Intl\.DateTimeFormat|\.slice\(0, 10\)\s*[,)}]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("date rendering", () => {
  it("formats dates only through @tiffin/i18n, never with toLocale*, Intl.DateTimeFormat or a cut ISO string", () => {
    const offenders = ROOTS.flatMap((root) =>
      sources(root).flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            OWN_FORMATTING.test(line) ? [`${relative(root, path)}:${i + 1}: ${line.trim()}`] : [],
          ),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
