import { describe, expect, it } from "vitest";

// Every component must mirror in right-to-left, so no class may name a physical side.
const sources = import.meta.glob<string>(["./**/*.tsx", "!./**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const physical =
  /^(?:[\w-]+:)*-?(?:(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr)-\S+|border-l|border-r|rounded-l|rounded-r|text-left|text-right|float-left|float-right)$/;

function physicalClasses(source: string): string[] {
  const literals = [...source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)].map((match) => match[1] ?? match[2] ?? "");
  return literals.flatMap((literal) => literal.split(/\s+/)).filter((token) => physical.test(token));
}

describe("logical properties", () => {
  it("scans the component sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it("recognises physical classes", () => {
    expect(physicalClasses('className="ml-2 text-left md:right-0 rounded-lg ms-2 end-0"')).toEqual([
      "ml-2",
      "text-left",
      "md:right-0",
    ]);
  });

  it.each(Object.keys(sources))("%s uses start/end instead of left/right", (path) => {
    expect(physicalClasses(sources[path] ?? "")).toEqual([]);
  });
});
