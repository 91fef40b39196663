import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { StaticPageView } from "../components/content/static-page-view";
import { seoMeta } from "../lib/seo";
import { staticPage } from "../lib/static-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.heading} | Tiffin`, description: data.body?.slice(0, 160) ?? data.heading }) : [];

export const loader = ({ request, context }: LoaderFunctionArgs) => staticPage(request, context, "terms");

export default function TermsPage() {
  return <StaticPageView {...useLoaderData<typeof loader>()} />;
}
