import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bundleFor } from "../lib/i18n/resources.server";

/** /locales/{lng}/{ns}.json: the translation bundles, for the browser's language switch. */
export function loader({ params }: LoaderFunctionArgs) {
  const ns = (params.ns ?? "").replace(/\.json$/, "");
  const bundle = bundleFor(params.lng ?? "", ns);
  if (!bundle) return new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(bundle), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
