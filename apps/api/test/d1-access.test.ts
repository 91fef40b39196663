import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { batch, statement } from "../src/db/statements";

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
  }
}

/** Every source file of the API, as text (read at build time by Vite). */
const sources = import.meta.glob("../src/**/*.ts", { query: "?raw", import: "default", eager: true });
const LAYER = "../src/db/statements.ts";

/** `file:line` of each line of the API's sources (outside `except`) that matches `pattern`. */
function linesMatching(pattern: RegExp, except: string[] = []): string[] {
  return Object.entries(sources)
    .filter(([file]) => !except.includes(file))
    .flatMap(([file, text]) =>
      text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`${file.slice(3)}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe("one typed way to reach D1", () => {
  it("reads the API's own sources (the checks below are not vacuous)", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(sources[LAYER]).toContain("d1.prepare(");
  });

  it("prepares and batches D1 statements only inside the statement layer", () => {
    // A Durable Object's own SQLite (`ctx.storage.sql.exec`) is not D1 and stays with its object.
    const d1Lines = linesMatching(/\.prepare\(|\.batch\(|\.exec\(\s*["'`]/, [LAYER]);
    expect(d1Lines.filter((line) => !line.includes("storage.sql.exec("))).toEqual([]);
  });

  it("has no double cast of rows or anything else (`as unknown as`)", () => {
    expect(linesMatching(/\bas unknown as\b/)).toEqual([]);
  });

  it("reads the signed-in user through currentUser, never as `c.var.user!`", () => {
    expect(linesMatching(/c\.var\.user!/)).toEqual([]);
  });

  it("builds no SQL by replacing placeholders in a text (values are bound parameters)", () => {
    expect(linesMatching(/\.replace\(\s*["'`]\{|\b[A-Z_]*(SELECT|SQL)[A-Z_]*\.replace\(/)).toEqual([]);
  });

  it("has no second way in: nothing imports Drizzle", () => {
    expect(linesMatching(/from ["']drizzle-orm/)).toEqual([]);
  });
});

describe("the statement layer", () => {
  it("binds values as parameters, so a hostile value is data and never SQL", async () => {
    const hostile = "x' OR 1=1; DROP TABLE settings; --";
    const row = await statement<{ value: string }>(env.DB, "SELECT ?1 AS value", hostile).first();
    expect(row).toEqual({ value: hostile });
    expect(await statement<{ n: number }>(env.DB, "SELECT COUNT(*) AS n FROM settings").first()).not.toBeNull();
  });

  it("answers a batch position by position and runs it as one transaction: a failing statement undoes the earlier ones", async () => {
    await statement(env.DB, "INSERT INTO settings (key, value) VALUES ('layer_probe', 'one')").run();
    const [, read] = await batch(env.DB, [
      statement(env.DB, "UPDATE settings SET value = 'two' WHERE key = 'layer_probe'"),
      statement<{ value: string }>(env.DB, "SELECT value FROM settings WHERE key = ?1", "layer_probe"),
    ]);
    expect(read.results).toEqual([{ value: "two" }]);
    await expect(
      batch(env.DB, [
        statement(env.DB, "UPDATE settings SET value = 'three' WHERE key = 'layer_probe'"),
        statement(env.DB, "INSERT INTO settings (key, value) VALUES ('layer_probe', 'duplicate')"),
      ]),
    ).rejects.toThrow(/UNIQUE/);
    const after = await statement<{ value: string }>(
      env.DB,
      "SELECT value FROM settings WHERE key = ?1",
      "layer_probe",
    ).first();
    expect(after?.value).toBe("two");
  });

  it("binds a prepared statement again per use with bind()", async () => {
    const echo = statement<{ v: number }>(env.DB, "SELECT ?1 AS v");
    const [one, two] = await batch(env.DB, [echo.bind(1), echo.bind(2)]);
    expect([one.results, two.results]).toEqual([[{ v: 1 }], [{ v: 2 }]]);
  });
});
