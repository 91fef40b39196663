import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { paginateShops } from "@tiffin/api-client";
import { apiFor } from "../lib/api.server";
import { orElse } from "../lib/catalogue/catalogue.server";
import { shopHref } from "../lib/catalogue/shop-view";

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The home page and every shop and restaurant page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const shops = await orElse(paginateShops(apiFor(request, context), { perPage: 100 }), null);
  const paths = ["/", ...(shops?.data ?? []).map(shopHref)];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
