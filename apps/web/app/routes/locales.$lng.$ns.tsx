import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isSupportedLocale } from "@tiffin/i18n";
import { bundleFor, pageTextsFile } from "../lib/i18n/resources.server";

const PAGE_TEXTS = /^page-([0-9a-z]+)$/;

/**
 * /locales/{lng}/{ns}.json: the translation bundles, for the browser's language switch; and
 * /locales/{lng}/page-{hash}.json: the bundles every page uses, named by their content, so a
 * browser keeps them for good. An older name (a page rendered before a deploy) gets today's
 * texts, not to be kept.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const lng = params.lng ?? "";
  const ns = (params.ns ?? "").replace(/\.json$/, "");
  const page = ns.match(PAGE_TEXTS);
  if (page && isSupportedLocale(lng)) {
    const file = pageTextsFile(lng);
    return json(file.json, file.hash === page[1] ? "public, max-age=31536000, immutable" : "no-cache");
  }
  const bundle = bundleFor(lng, ns);
  if (!bundle) return new Response("Not found", { status: 404 });
  return json(JSON.stringify(bundle), "public, max-age=3600");
}

function json(body: string, cacheControl: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl },
  });
}
