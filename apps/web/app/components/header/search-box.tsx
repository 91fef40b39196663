import { Form, useSearchParams } from "@remix-run/react";
import { SearchIcon } from "@tiffin/ui";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

// The popovers (results while typing, recent searches) and their machine load on first focus.
const SearchPopovers = lazy(() => import("../search/search-popovers"));

/** A GET form to /search: it works before JavaScript; after, it shows results as you type. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [active, setActive] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div data-search-root className={`relative ${className ?? ""}`}>
      <Form method="get" action="/search" role="search" className="relative" onFocus={() => setActive(true)}>
        <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-muted">
          <SearchIcon width={18} height={18} />
        </span>
        <input
          ref={input}
          type="search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          aria-label={t("search:label")}
          placeholder={t("header.searchPlaceholder")}
          autoComplete="off"
          className="h-10 w-full rounded-full border border-border bg-surface-muted ps-10 pe-4 text-sm placeholder:text-muted focus:border-ring focus:outline-none"
        />
      </Form>
      {active && input.current ? (
        <Suspense fallback={null}>
          <SearchPopovers input={input.current} />
        </Suspense>
      ) : null}
    </div>
  );
}
