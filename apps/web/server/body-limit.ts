import { dirOf } from "@tiffin/i18n";
import { noCookies, readCookie } from "../app/lib/cookies.server";
import { allResources } from "../app/lib/i18n/resources.server";
import { readPreferences } from "../app/lib/preferences.server";

/** The most a storefront form may send: every form of the site fits many times over. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Forms that upload a file (the profile photo, at most 2 MB) may send this much as multipart. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
const UPLOAD_PATHS = new Set(["/profile"]);

function limitFor(request: Request): number {
  const type = request.headers.get("Content-Type") ?? "";
  const { pathname } = new URL(request.url);
  return type.startsWith("multipart/form-data") && UPLOAD_PATHS.has(pathname) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short page in the visitor's language: 413, nothing of what was sent echoed back. */
export async function tooLargeResponse(request: Request): Promise<Response> {
  // Read before the page's cookies are: only the language cookie matters here.
  const cookies = { ...noCookies(), lang: await readCookie(request, "lang") };
  const { lang } = readPreferences(request, { cookies });
  const locale = allResources[lang] ? lang : "en";
  const bundle = (allResources[locale]?.errors ?? allResources.en?.errors ?? {}) as {
    tooLarge?: { title?: string; text?: string; home?: string };
  };
  const texts = bundle.tooLarge ?? {};
  const html = `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(texts.title ?? "")}</title></head>
<body><main><h1>${escapeHtml(texts.title ?? "")}</h1><p>${escapeHtml(texts.text ?? "")}</p>
<p><a href="/">${escapeHtml(texts.home ?? "")}</a></p></main></body></html>`;
  return new Response(html, {
    status: 413,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Past this much, an oversized body is cut off rather than read to its end. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/**
 * The 413 page, once the rest of the body is read and dropped (up to DRAIN_LIMIT): a client
 * still sending when the answer comes would otherwise see a reset connection, not the page.
 */
async function refuse(reader: ReadableStreamDefaultReader<Uint8Array>, read: number, request: Request) {
  let size = read;
  while (size <= DRAIN_LIMIT) {
    const { done, value } = await reader.read();
    if (done) return tooLargeResponse(request);
    size += value.byteLength;
  }
  await reader.cancel();
  return tooLargeResponse(request);
}

/**
 * Every storefront write, before Remix reads it: a body over its limit (declared, or counted as
 * it streams in) is answered 413 without being read further; one within it is handed on buffered.
 */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  const limit = limitFor(request);
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > limit) return refuse(reader, 0, request);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return refuse(reader, size, request);
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}
