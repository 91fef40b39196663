import type { ReactNode } from "react";

/** A content page: its heading, an optional introduction, then the page's own content. */
export function ContentShell({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-[1140px] flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <p className="text-muted">{intro}</p> : null}
      </header>
      {children}
    </main>
  );
}

/** A card grid of content items. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

/** The previous and next page links of a paged list (plain links, no JavaScript needed). */
export function Pager({
  path,
  page,
  lastPage,
  labels,
}: {
  path: string;
  page: number;
  lastPage: number;
  labels: { previous: string; next: string; nav: string };
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex justify-between gap-4">
      {page > 1 ? (
        <a className="font-semibold text-primary underline" href={page === 2 ? path : `${path}?page=${page - 1}`}>
          {labels.previous}
        </a>
      ) : (
        <span />
      )}
      {page < lastPage ? (
        <a className="font-semibold text-primary underline" href={`${path}?page=${page + 1}`}>
          {labels.next}
        </a>
      ) : null}
    </nav>
  );
}
