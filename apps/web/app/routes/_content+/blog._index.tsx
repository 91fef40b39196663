import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { paginateBlogs } from "@tiffin/api-client";
import { formatDate } from "@tiffin/i18n/dates";
import { EmptyState } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { contentTexts, pageParam } from "../../lib/content.server";
import { seoMeta } from "../../lib/seo";
import { CardGrid, ContentShell, Pager } from "./__content-shell";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.texts.blog.title} | Tiffin`, description: data.texts.blog.intro }) : [];

/** Blog posts, newest first, twelve a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const page = pageParam(request);
  const posts = await paginateBlogs(api, { type: "blog", page, perPage: 12 });
  return {
    texts: contentTexts(request, context),
    page,
    lastPage: posts.meta.last_page,
    posts: posts.data.map((post) => ({
      uuid: post.uuid,
      title: post.translation?.title ?? "",
      summary: post.translation?.short_desc ?? "",
      img: api.image(post.img) ?? null,
      date: formatDate(post.published_at ?? post.created_at),
    })),
  };
}

export default function BlogPage() {
  const { texts, posts, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <ContentShell title={texts.blog.title} intro={texts.blog.intro}>
      {posts.length === 0 ? (
        <EmptyState title={texts.blog.empty} />
      ) : (
        <CardGrid>
          {posts.map((post) => (
            <li key={post.uuid} className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
              {post.img ? (
                <img src={post.img} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
              ) : null}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <time dateTime={post.date} className="text-sm text-muted" dir="ltr">
                  {post.date}
                </time>
                <h2 className="text-lg font-bold">{post.title}</h2>
                <p className="flex-1 text-muted">{post.summary}</p>
                <a href={`/blog/${post.uuid}`} className="font-semibold text-primary underline">
                  {texts.blog.readMore}
                  <span className="sr-only">: {post.title}</span>
                </a>
              </div>
            </li>
          ))}
        </CardGrid>
      )}
      <Pager path="/blog" page={page} lastPage={lastPage} labels={texts.pager} />
    </ContentShell>
  );
}
