import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Remix 2.17.5 pins react-router(-dom) 6.30.4 and @remix-run/router 1.23.3; the overrides in
// pnpm-workspace.yaml lift them to the releases that fix two open redirects (ADR 035):
// GHSA-jjmj-jmhj-qwj2 (fixed in 6.30.6) and GHSA-wrjc-x8rr-h8h6.
const LOCKFILE = new URL("../../../pnpm-lock.yaml", import.meta.url);
const LEAST: Record<string, string> = {
  "react-router": "6.30.6",
  "react-router-dom": "6.30.6",
  "@remix-run/router": "1.23.4",
};

/** Every version of each router package the lockfile resolves (its `packages:` keys). */
function resolvedVersions(lockfile: string): Map<string, string[]> {
  const found = new Map<string, string[]>(Object.keys(LEAST).map((name) => [name, []]));
  const keys = /^ {2}'?(@remix-run\/router|react-router(?:-dom)?)@(\d+\.\d+\.\d+)/gm;
  for (const [, name = "", version = ""] of lockfile.matchAll(keys)) found.get(name)?.push(version);
  return found;
}

/** Whether version `a` (x.y.z) comes before version `b`. */
const older = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split(".").map(Number)) as [number[], number[]];
  const i = x.findIndex((part, at) => part !== y[at]);
  return i >= 0 && (x[i] ?? 0) < (y[i] ?? 0);
};

describe("pnpm-lock.yaml", () => {
  const versions = resolvedVersions(readFileSync(LOCKFILE, "utf8"));
  for (const [name, least] of Object.entries(LEAST)) {
    it(`resolves ${name} to ${least} or later, and to nothing older`, () => {
      const resolved = versions.get(name) ?? [];
      expect(resolved.length).toBeGreaterThan(0);
      expect(resolved.filter((version) => older(version, least))).toEqual([]);
    });
  }
});
