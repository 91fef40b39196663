/**
 * Every page is complete as HTML: links and forms work before any script runs, and hydration
 * starts after the first frame. So the route modules Remix preloads need not compete with the
 * stylesheet and the first pictures for a slow connection. This rewrites the document stream's
 * `<link rel="modulepreload">` tags to ask for low fetch priority. React ignores the extra
 * attribute when it hydrates, and the scripts still load in parallel, just behind what paints.
 */
const TAG = '<link rel="modulepreload"';
const LOWERED = '<link rel="modulepreload" fetchpriority="low"';

export function lowerModulePreloadPriority(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Text held back because it may be the start of a tag split across two chunks.
  let pending = "";
  const emit = (text: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    if (text) controller.enqueue(encoder.encode(text.replaceAll(TAG, LOWERED)));
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = pending + decoder.decode(chunk, { stream: true });
        const keep = partialTagAtEnd(text);
        pending = text.slice(text.length - keep);
        emit(text.slice(0, text.length - keep), controller);
      },
      flush(controller) {
        emit(pending + decoder.decode(), controller);
      },
    }),
  );
}

/** How many characters at the end of `text` could begin a tag that the next chunk completes. */
export function partialTagAtEnd(text: string): number {
  for (let length = Math.min(TAG.length - 1, text.length); length > 0; length--) {
    if (TAG.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
