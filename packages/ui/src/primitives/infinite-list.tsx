import type { Key, ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../class-names";
import { Button } from "./button";
import { Shimmer } from "./shimmer";

/** SPEC.md section 9: the next page loads when the list end is 20px away. */
export const INFINITE_LIST_ROOT_MARGIN = "0px 0px 20px 0px";

export interface InfiniteListProps<Item> {
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  getKey: (item: Item, index: number) => Key;
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
  /** Accessible name of the list. */
  label: string;
  loadMoreLabel?: string;
  loadingLabel?: string;
  /** Placeholders shown while a page loads. */
  placeholderCount?: number;
  className?: string;
}

/**
 * A list that asks for its next page as its end comes into view, via IntersectionObserver.
 * Where the observer is missing (old browsers, before hydration) a "Load more" button does it.
 */
export function InfiniteList<Item>({
  items,
  renderItem,
  getKey,
  hasMore,
  loading = false,
  onLoadMore,
  label,
  loadMoreLabel = "Load more",
  loadingLabel = "Loading…",
  placeholderCount = 2,
  className,
}: InfiniteListProps<Item>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [observing, setObserving] = useState(false);
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  // A new observer whenever the list grows or a load ends: an observer reports the sentinel's
  // state when it starts, so a list end still in view after a page has come asks for the next
  // one (an observer that only reported changes stopped there, at 12 of 60 results).
  // biome-ignore lint/correctness/useExhaustiveDependencies: they say when to look again; the callback reads `latest`.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: INFINITE_LIST_ROOT_MARGIN },
    );
    observer.observe(target);
    setObserving(true);
    return () => observer.disconnect();
  }, [items.length, hasMore, loading]);

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <ul aria-label={label} aria-busy={loading || undefined} className="grid gap-4">
        {items.map((item, index) => (
          <li key={getKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {loading ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{loadingLabel}</span>
          {Array.from({ length: placeholderCount }, (_, index) => `placeholder-${index}`).map((id) => (
            <Shimmer key={id} className="h-20 w-full" />
          ))}
        </div>
      ) : null}
      <div ref={sentinel} aria-hidden="true" data-testid="infinite-list-end" className="h-px" />
      {hasMore && !observing && !loading ? (
        <Button variant="outline" onClick={onLoadMore} className="self-center">
          {loadMoreLabel}
        </Button>
      ) : null}
    </div>
  );
}
