import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { paginateBlogs } from "@tiffin/api-client";
import { formatDate } from "@tiffin/i18n/dates";
import { EmptyState } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { contentTexts, pageParam } from "../../lib/content.server";
import { seoMeta } from "../../lib/seo";
import { ContentShell, Pager } from "./__content-shell";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.texts.news.title} | Tiffin`, description: data.texts.news.intro }) : [];

/** News (blog entries of type notification), newest first; each opens as `/?news={uuid}`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const page = pageParam(request);
  const news = await paginateBlogs(api, { type: "notification", page, perPage: 12 });
  return {
    texts: contentTexts(request, context),
    page,
    lastPage: news.meta.last_page,
    items: news.data.map((item) => ({
      uuid: item.uuid,
      title: item.translation?.title ?? "",
      summary: item.translation?.short_desc ?? "",
      date: formatDate(item.published_at ?? item.created_at),
    })),
  };
}

export default function NewsPage() {
  const { texts, items, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <ContentShell title={texts.news.title} intro={texts.news.intro}>
      {items.length === 0 ? (
        <EmptyState title={texts.news.empty} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
          {items.map((item) => (
            <li key={item.uuid} className="flex flex-col gap-1 p-4">
              <time dateTime={item.date} className="text-sm text-muted" dir="ltr">
                {item.date}
              </time>
              <h2 className="font-bold">{item.title}</h2>
              <p className="text-muted">{item.summary}</p>
              <a href={`/?news=${item.uuid}`} className="font-semibold text-primary underline">
                {texts.news.open}
                <span className="sr-only">: {item.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pager path="/news" page={page} lastPage={lastPage} labels={texts.pager} />
    </ContentShell>
  );
}
