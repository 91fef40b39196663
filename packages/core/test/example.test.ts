/**
 * The example under examples/ runs the built package in plain Node: build
 * it, run the example as a separate node process, and call its function.
 */
import { beforeAll, describe, expect, it } from "vitest";

interface ChildProcess {
  execFileSync(file: string, args: string[], options: { cwd: string; encoding: "utf8" }): string;
}

// Node's own modules, reached without Node's type definitions (the package compiles without them).
const load = (specifier: string): Promise<unknown> => import(/* @vite-ignore */ specifier);
const packageDir = new URL("..", import.meta.url).pathname;

describe("examples/cart.mjs", () => {
  let childProcess: ChildProcess;
  let nodePath: string;

  beforeAll(async () => {
    childProcess = (await load("node:child_process")) as ChildProcess;
    nodePath = ((await load("node:process")) as { execPath: string }).execPath;
    childProcess.execFileSync(nodePath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], {
      cwd: packageDir,
      encoding: "utf8",
    });
  }, 120_000);

  it("runs in plain Node against dist/", () => {
    const output = childProcess.execFileSync(nodePath, ["examples/cart.mjs"], { cwd: packageDir, encoding: "utf8" });
    expect(output.trim().split("\n")).toEqual([
      "visitor cart: 2 items",
      "another shop: You can only add items from one restaurant to your shopping cart",
      "signed in: idle with 1 line(s) on the server",
      "total to pay: 15.39",
    ]);
  });

  it("exports a function that returns the cart's story", async () => {
    const example = (await load(`${packageDir}examples/cart.mjs`)) as {
      runCartExample(): Promise<{ totals: { total_price: number; delivery_fee: number }; visitorCart: unknown }>;
    };
    const result = await example.runCartExample();
    expect(result.totals.total_price).toBe(15.39);
    expect(result.totals.delivery_fee).toBe(3.5);
    // Signing in pushed the visitor cart to the server and cleared it.
    expect(result.visitorCart).toBeNull();
  });
});
