import { Link } from "@remix-run/react";
import { InfiniteList } from "@tiffin/ui";
import type { Key, ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ResultSectionProps<T> {
  id: string;
  title: string;
  /** "Restaurants found: N" and the like. */
  countLine: string;
  items: T[];
  total: number;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  loading: boolean;
  onLoadMore: () => void;
  /** The next page as a link, so loading more works before JavaScript too. */
  moreHref: string;
  listClassName: string;
}

/** One list of search results: heading, count line, infinite scroll and a load-more link. */
export function ResultSection<T>({
  id,
  title,
  countLine,
  items,
  total,
  getKey,
  renderItem,
  loading,
  onLoadMore,
  moreHref,
  listClassName,
}: ResultSectionProps<T>) {
  const { t } = useTranslation();
  const hasMore = items.length < total;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">{countLine}</p>
      <InfiniteList
        items={items}
        getKey={getKey}
        renderItem={renderItem}
        hasMore={hasMore}
        loading={loading}
        onLoadMore={onLoadMore}
        label={title}
        loadingLabel={t("ui.loading")}
        loadMoreLabel={t("actions.loadMore")}
        className={listClassName}
      />
      {hasMore ? (
        <Link to={moreHref} replace preventScrollReset className="self-center font-medium text-primary underline">
          {t("actions.loadMore")}
        </Link>
      ) : null}
    </section>
  );
}
