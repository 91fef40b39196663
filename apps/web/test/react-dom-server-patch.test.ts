import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createElement, type ReactNode, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// patches/react-dom@18.3.1.patch makes the Worker's renderer (react-dom/server.browser) join its
// chunks as strings and encode once per flush. Both builds the Worker can bundle are checked:
// production (deploys, benches) and development (the journeys' server).
const require = createRequire(import.meta.url);
const reactDom = dirname(require.resolve("react-dom/package.json"));
type Render = (node: ReactNode) => Promise<ReadableStream<Uint8Array>>;
const builds: [string, Render][] = ["production.min", "development"].map((build) => [
  build,
  require(join(reactDom, "cjs", `react-dom-server.browser.${build}.js`)).renderToReadableStream,
]);

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

const decode = (chunks: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks));

/** A page-sized tree: attributes of every kind, escaped and multi-byte text, raw HTML. */
function catalogue(): ReactNode {
  const cards = Array.from({ length: 120 }, (_, i) =>
    createElement(
      "article",
      { key: i, className: "card flex", "data-id": i, "aria-label": `Shop “${i}” & <more>` },
      createElement("h3", { style: { marginInlineStart: i, color: "red" } }, `مطعم ${i} 🍕`, " · ", i),
      createElement("input", { type: "checkbox", defaultChecked: i % 2 === 0, disabled: i % 3 === 0, readOnly: true }),
      createElement("a", { href: `/shop/${i}?q="x"&y='z'` }, "Open"),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, to see raw HTML pass unchanged
      createElement("span", { dangerouslySetInnerHTML: { __html: "<b>raw</b>" } }),
    ),
  );
  return createElement("main", { id: "page" }, cards);
}

/** A value that suspends its reader until `release` gives it. */
function lateValue() {
  let value: string | null = null;
  let release: (given: string) => void = () => {};
  const given = new Promise<void>((resolve) => {
    release = (text) => {
      value = text;
      resolve();
    };
  });
  return {
    release: (text: string) => release(text),
    read(): string {
      if (value === null) throw given;
      return value;
    },
  };
}

function Late({ source }: { source: { read(): string } }) {
  return createElement("p", { id: "late" }, source.read());
}

describe("react-dom/server.browser as patched", () => {
  for (const [build, render] of builds) {
    it(`${build}: writes exactly the markup of React's own string renderer`, async () => {
      const html = decode(await chunksOf(await render(catalogue())));
      expect(html.length).toBeGreaterThan(20_000);
      expect(html).toBe(renderToString(catalogue()));
    });

    it(`${build}: delivers a whole shell in one chunk, not in 512-byte pieces`, async () => {
      const chunks = await chunksOf(await render(catalogue()));
      expect(chunks).toHaveLength(1);
    });

    it(`${build}: streams a late Suspense boundary as a second flush that completes the page`, async () => {
      const source = lateValue();
      const page = createElement(
        "div",
        null,
        createElement("h1", null, "Menu"),
        createElement(Suspense, { fallback: createElement("i", null, "loading") }, createElement(Late, { source })),
      );
      const stream = await render(page);
      const reader = stream.getReader();
      const first = await reader.read();
      const shell = new TextDecoder().decode(first.value);
      expect(shell).toContain("<h1>Menu</h1>");
      expect(shell).toContain("loading");
      expect(shell).not.toContain("ready é");
      source.release("ready é");
      const rest: Uint8Array[] = [];
      for (let part = await reader.read(); !part.done; part = await reader.read()) rest.push(part.value);
      const tail = decode(rest);
      expect(tail).toContain('<p id="late">ready é</p>');
      expect(tail).toContain("$RC(");
    });
  }
});
