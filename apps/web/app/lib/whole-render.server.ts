import type { EntryContext } from "@remix-run/cloudflare";

function isPromiseLike(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/**
 * Whether a route's loader or action handed a promise to the page (data streamed after the first
 * chunk, like the shop's reviews). Only such a page gains from streaming.
 */
export function defersData(context: Pick<EntryContext, "staticHandlerContext">): boolean {
  const { loaderData, actionData } = context.staticHandlerContext;
  return [loaderData, actionData ?? {}].some((byRoute) =>
    Object.values(byRoute ?? {}).some(
      (data) =>
        isPromiseLike(data) || (data !== null && typeof data === "object" && Object.values(data).some(isPromiseLike)),
    ),
  );
}

/**
 * The whole rendered stream as one piece. React's Worker renderer hands a page out in chunks of
 * at most 512 bytes; passing each on to the runtime's response costs more than the copy.
 */
export async function wholeBody(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
