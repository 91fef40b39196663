import type { Banner, Story } from "@tiffin/api-client";
import { useTranslation } from "react-i18next";

export function BannersRow({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t("web:banners")}>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {banners.map((banner, index) => (
          <li key={banner.id} className="w-72 shrink-0 snap-start md:w-96">
            <a href={banner.url ?? "/"} className="block overflow-hidden rounded-card bg-surface-muted">
              <img
                src={banner.img ?? ""}
                alt={banner.translation?.title ?? ""}
                width={384}
                height={192}
                loading={index === 0 ? "eager" : "lazy"}
                // The first one is the page's largest picture, inlined: painted with the page.
                decoding={index === 0 ? "sync" : "async"}
                // React 18 passes the attribute through only in lower case.
                {...(index === 0 ? { fetchpriority: "high" } : {})}
                className="aspect-[2/1] w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One circle per shop with stories (`stories` holds one array of pictures per shop). */
export function StoriesRow({ stories }: { stories: Story[][] }) {
  const { t } = useTranslation();
  const shops = stories.flatMap((group) => (group[0] ? [group[0]] : []));
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby="stories-heading" className="flex flex-col gap-2">
      <h2 id="stories-heading" className="text-lg font-semibold">
        {t("home:sections.stories")}
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {shops.map((story) => (
          <li key={story.shop_id} className="shrink-0">
            <a
              href={`/shop/${story.shop_id}`}
              aria-label={story.title || t("home:sections.stories")}
              className="flex w-20 flex-col items-center gap-1 text-center text-xs"
            >
              <img
                src={story.url || story.logo_img || "/images/avatar_placeholder.png"}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 rounded-full border-2 border-primary object-cover p-0.5"
              />
              <span className="line-clamp-2">{story.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
