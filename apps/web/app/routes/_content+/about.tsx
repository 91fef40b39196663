import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { seoMeta } from "../../lib/seo";
import { StaticPageView } from "./__static-page-view";
import { staticPage } from "./static-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.heading} | Tiffin`, description: data.body?.slice(0, 160) ?? data.heading }) : [];

export const loader = ({ request, context }: LoaderFunctionArgs) => staticPage(request, context, "about");

export default function AboutPage() {
  return <StaticPageView {...useLoaderData<typeof loader>()} />;
}
