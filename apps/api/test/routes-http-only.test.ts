import { describe, expect, it } from "vitest";

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
  }
}

/** Every route module of the API, as text (read at build time by Vite). */
const routes = import.meta.glob("../src/routes/**/*.ts", { query: "?raw", import: "default", eager: true });

/** SQL or a way to send it: the statement layer, a prepared statement, a batch, or SQL's verbs. */
const SQL =
  /\.prepare\(|\.exec\(|\bstatement(<[^>]*>)?\(|\bbatch(WithReads)?\(|from ["']\.\.\/db\/|\bSELECT\s|\bUPDATE\s+\w+\s+SET\b|\bINSERT\s+INTO\b|\bDELETE\s+FROM\b|\bWHERE\s|\bORDER BY\b|\bIS (NOT )?NULL\b|\bAND\s|\bLIMIT\s|\bJOIN\s|\?\d/;

/** `file:line` of each line of code (comments left out) of a route module that holds SQL. */
function sqlLines(): string[] {
  return Object.entries(routes).flatMap(([file, text]) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
      .split("\n")
      .flatMap((line, i) => {
        const code = line.replace(/(^|\s)\/\/.*$/, "");
        return SQL.test(code) ? [`${file.slice(3)}:${i + 1}: ${code.trim()}`] : [];
      }),
  );
}

describe("route modules speak HTTP only", () => {
  it("reads every route module (the check below is not vacuous)", () => {
    expect(Object.keys(routes).length).toBeGreaterThan(15);
    expect(routes["../src/routes/orders.ts"]).toContain("new Hono");
  });

  it("holds no SQL in a route module: statements live in the services of their area", () => {
    expect(sqlLines()).toEqual([]);
  });
});
