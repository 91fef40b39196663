import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApiError, getBlog } from "@tiffin/api-client";
import { formatDate } from "@tiffin/i18n/dates";
import { apiFor } from "../../lib/api.server";
import { contentTexts } from "../../lib/content.server";
import { seoMeta } from "../../lib/seo";
import { shareLink } from "../../lib/site/brand";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        title: `${data.post.title} | Tiffin`,
        description: data.post.summary || data.post.title,
        canonical: data.canonical,
        image: data.post.img,
      })
    : [];

/** One post (a blog post or a news item) by its uuid; an unknown one is the 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const uuid = params.id ?? "";
  const post = await getBlog(api, uuid).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  });
  return {
    texts: contentTexts(request, context),
    canonical: new URL(`/blog/${post.uuid}`, request.url).href,
    share: shareLink(`/blog/${post.uuid}`),
    post: {
      type: post.type,
      title: post.translation?.title ?? "",
      summary: post.translation?.short_desc ?? "",
      body: post.translation?.description ?? "",
      img: api.image(post.img) ?? null,
      date: formatDate(post.published_at ?? post.created_at),
    },
  };
}

export default function BlogPostPage() {
  const { texts, post, share } = useLoaderData<typeof loader>();
  const back =
    post.type === "notification"
      ? { href: "/news", label: texts.news.title }
      : { href: "/blog", label: texts.blog.back };
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <a href={back.href} className="font-semibold text-primary underline">
        {back.label}
      </a>
      <article className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{post.title}</h1>
        <time dateTime={post.date} className="text-sm text-muted" dir="ltr">
          {post.date}
        </time>
        {post.img ? <img src={post.img} alt="" className="w-full rounded-card object-cover" /> : null}
        {post.summary ? <p className="text-lg">{post.summary}</p> : null}
        {post.body
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
      </article>
      <p className="text-sm text-muted" dir="ltr">
        {share}
      </p>
    </main>
  );
}
