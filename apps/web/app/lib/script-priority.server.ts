/**
 * Every page is complete as HTML: links and forms work before any script runs, and hydration
 * starts after the first frame. So the route modules Remix preloads need not compete with the
 * stylesheet and the first pictures for a slow connection. This rewrites tags of the document
 * stream as it passes, without holding it back:
 *
 * - "low" (every page): `<link rel="modulepreload">` asks for low fetch priority. The scripts
 *   still load in parallel, just behind what paints.
 * - "after-paint" (the browse pages, see after-paint.tsx): the preloads and Remix's module script
 *   are made inert (`x-modulepreload`, `x-module`), so nothing is fetched before the first paint;
 *   the page's boot script turns them back on once the browser reports that paint.
 *
 * React ignores the changed attributes when it hydrates (it hydrates the same elements).
 */
export type ScriptLoading = "low" | "after-paint";

type Rewrite = readonly [from: string, to: string];

const PRELOAD = '<link rel="modulepreload"';

/** The tag rewrites of `mode`; the module script is recognised by the response's nonce. */
export function scriptRewrites(mode: ScriptLoading, nonce: string): Rewrite[] {
  if (mode === "low") return [[PRELOAD, '<link rel="modulepreload" fetchpriority="low"']];
  const script = nonce ? `<script nonce="${nonce}" type="module"` : '<script type="module"';
  return [
    [PRELOAD, '<link rel="x-modulepreload"'],
    [script, script.replace('type="module"', 'type="x-module"')],
  ];
}

export function rewriteScriptTags(
  body: ReadableStream<Uint8Array>,
  rewrites: readonly Rewrite[],
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const tags = rewrites.map(([from]) => from);
  // Text held back because it may be the start of a tag split across two chunks.
  let pending = "";
  const emit = (text: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    if (!text) return;
    let out = text;
    for (const [from, to] of rewrites) out = out.replaceAll(from, to);
    controller.enqueue(encoder.encode(out));
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = pending + decoder.decode(chunk, { stream: true });
        const keep = partialTagAtEnd(text, tags);
        pending = text.slice(text.length - keep);
        emit(text.slice(0, text.length - keep), controller);
      },
      flush(controller) {
        emit(pending + decoder.decode(), controller);
      },
    }),
  );
}

/** How many characters at the end of `text` could begin one of `tags` that the next chunk completes. */
export function partialTagAtEnd(text: string, tags: readonly string[]): number {
  // Every tag starts with "<": only a "<" near the end can begin one (earliest first: longest).
  const reach = Math.max(...tags.map((tag) => tag.length)) - 1;
  for (let at = text.indexOf("<", Math.max(0, text.length - reach)); at >= 0; at = text.indexOf("<", at + 1)) {
    const tail = text.slice(at);
    if (tags.some((tag) => tag.length > tail.length && tag.startsWith(tail))) return tail.length;
  }
  return 0;
}
