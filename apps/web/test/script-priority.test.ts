import { describe, expect, it } from "vitest";
import { wantsScriptsAfterPaint } from "../app/lib/after-paint";
import { partialTagAtEnd, rewriteScriptTags, scriptRewrites } from "../app/lib/script-priority.server";

const lowPriority = (body: ReadableStream<Uint8Array>) => rewriteScriptTags(body, scriptRewrites("low", ""));

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const decoder = new TextDecoder();
  let text = "";
  let chunks = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    chunks++;
  }
  return { text: text + decoder.decode(), chunks };
}

/** `text` as a stream of two chunks cut at byte `cut`, for every cut: tags and characters split anywhere. */
function* everySplit(text: string): Generator<[cut: number, stream: ReadableStream<Uint8Array>]> {
  const bytes = new TextEncoder().encode(text);
  for (let cut = 1; cut < bytes.length; cut++) {
    yield [
      cut,
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut));
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      }),
    ];
  }
}

const page =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Café ☕ حساب</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module" async="">import "/assets/entry.js";</script></body></html>';
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe("module preloads at low priority (every other page)", () => {
  it("marks every module preload low and leaves the rest of the document alone", async () => {
    const { text } = await read(lowPriority(streamOf([page])));
    expect(text).toBe(expected);
    expect(text.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(text).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("finds tags and multi-byte characters split across chunks at every position", async () => {
    for (const [cut, stream] of everySplit(page)) {
      const { text } = await read(lowPriority(stream));
      expect(text, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("passes chunks on as they come rather than holding the document", async () => {
    const { chunks } = await read(lowPriority(streamOf(["<html><body>", "<main>a</main>", "</body></html>"])));
    expect(chunks).toBe(3);
  });
});

const NONCE = "n0nce+/=";
const browsePage =
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/></head><body><p>مرحبا</p>' +
  '<script nonce="n0nce+/=">window.__remixContext = {};</script>' +
  '<script nonce="n0nce+/=" type="module" async="">import "/assets/entry.js";</script>' +
  '<script nonce="forged" type="module">alert(1)</script></body></html>';
const browseExpected = browsePage
  .replace('<link rel="modulepreload"', '<link rel="x-modulepreload"')
  .replace('<script nonce="n0nce+/=" type="module"', '<script nonce="n0nce+/=" type="x-module"');

describe("scripts after the first paint", () => {
  it("makes every preload and the page's own module script inert, and nothing else", async () => {
    const { text } = await read(rewriteScriptTags(streamOf([browsePage]), scriptRewrites("after-paint", NONCE)));
    expect(text).toBe(browseExpected);
    expect(text).not.toContain('rel="modulepreload"');
    // the classic inline script runs as before; a module script without this response's nonce is not touched
    expect(text).toContain('<script nonce="n0nce+/=">window.__remixContext = {};</script>');
    expect(text).toContain('<script nonce="forged" type="module">');
  });

  it("rewrites tags split across chunks at every position", async () => {
    for (const [cut, stream] of everySplit(browsePage)) {
      const { text } = await read(rewriteScriptTags(stream, scriptRewrites("after-paint", NONCE)));
      expect(text, `cut at byte ${cut}`).toBe(browseExpected);
    }
  });

  it("is asked for by a route handle that says so, and by no other", () => {
    expect(wantsScriptsAfterPaint([undefined, { scriptsAfterPaint: true }])).toBe(true);
    expect(wantsScriptsAfterPaint([undefined, null, "scriptsAfterPaint", { scriptsAfterPaint: "yes" }, {}])).toBe(
      false,
    );
  });
});

describe("partialTagAtEnd", () => {
  it("holds back only a possible start of the tag", () => {
    const tags = ['<link rel="modulepreload"'];
    expect(partialTagAtEnd("<p>hello</p>", tags)).toBe(0);
    expect(partialTagAtEnd("<p>x</p><li", tags)).toBe(3);
    expect(partialTagAtEnd("<p>x</p><link rel=", tags)).toBe(10);
    expect(partialTagAtEnd('<link rel="modulepreload"', tags)).toBe(0);
  });

  it("holds back the longest possible start among several tags", () => {
    const tags = ['<link rel="modulepreload"', '<script nonce="x" type="module"'];
    expect(partialTagAtEnd("<p>x</p><script nonce=", tags)).toBe(14);
    expect(partialTagAtEnd("<p>x</p><", tags)).toBe(1);
    expect(partialTagAtEnd("<p>x</p>", tags)).toBe(0);
  });
});
