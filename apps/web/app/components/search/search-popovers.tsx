import { type Page, type SearchRequest, searchMachine } from "@tiffin/core";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { useRootData } from "../../root";
import { fetchProducts, fetchShops, loadHistory, type SearchHit, saveHistory } from "./search-client";

function HitList({ title, hits }: { title: string; hits: SearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="px-2 text-xs font-semibold text-muted">{title}</p>
      <ul aria-label={title}>
        {hits.map((hit) => (
          <li key={hit.href}>
            <a
              href={hit.href}
              className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-hover"
            >
              <img
                src={hit.img ?? "/images/avatar_placeholder.png"}
                alt=""
                width={32}
                height={32}
                className="size-8 rounded-md object-cover"
              />
              <span className="truncate">{hit.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The header search's two popovers, driven by the core search machine: results while typing
 * (after its 400 ms pause, only for a non-empty trimmed term) and recent searches when empty.
 */
export default function SearchPopovers({ input }: { input: HTMLInputElement }) {
  const { t } = useTranslation();
  const currency = useRootData()?.currency?.id ?? null;
  const machine = useMemo(
    () =>
      searchMachine.provide({
        actors: {
          searchShops: fromPromise<Page<unknown>, SearchRequest>(({ input: request }) => fetchShops(request, currency)),
          searchProducts: fromPromise<Page<unknown>, SearchRequest>(({ input: request }) =>
            fetchProducts(request, currency),
          ),
        },
        actions: { saveHistory: (_: unknown, params: { history: string[] }) => saveHistory(params.history) },
      }),
    [currency],
  );
  const [state, send] = useMachine(machine, { input: { history: loadHistory() } });
  const [open, setOpen] = useState(true);
  const [term, setTerm] = useState(input.value);

  useEffect(() => {
    const onInput = () => {
      setTerm(input.value);
      setOpen(true);
      send({ type: "search.type", term: input.value });
    };
    const onFocus = () => setOpen(true);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      const box = input.closest("[data-search-root]");
      if (box && !box.contains(event.target as Node)) setOpen(false);
    };
    // Enter (or the search button) shows the results page: the popover must not stay over it.
    const form = input.form;
    const onSubmit = () => setOpen(false);
    // What was typed while this chunk loaded counts too.
    if (input.value.trim()) send({ type: "search.type", term: input.value });
    input.addEventListener("input", onInput);
    input.addEventListener("focus", onFocus);
    input.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    form?.addEventListener("submit", onSubmit);
    return () => {
      form?.removeEventListener("submit", onSubmit);
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [input, send]);

  if (!open) return null;
  const { shops, products, history } = state.context;
  const typed = term.trim() !== "";
  const panel =
    "absolute inset-x-0 top-12 z-40 flex flex-col gap-3 rounded-card border border-border bg-surface p-3 shadow-elevated";

  if (!typed) {
    if (history.length === 0) return null;
    return (
      <section aria-label={t("search:recentSearches")} className={panel}>
        <div className="flex items-center justify-between px-2">
          <p className="text-xs font-semibold text-muted">{t("search:recentSearches")}</p>
          <button
            type="button"
            onClick={() => send({ type: "search.clearHistory" })}
            className="text-xs font-semibold text-primary"
          >
            {t("search:clearHistory")}
          </button>
        </div>
        <ul>
          {history.map((entry) => (
            <li key={entry} className="flex items-center justify-between gap-2">
              <button
                type="button"
                aria-label={t("search:reuse", { term: entry })}
                onClick={() => {
                  input.value = entry;
                  setTerm(entry);
                  send({ type: "search.reuse", term: entry });
                }}
                className="flex-1 truncate rounded-lg px-2 py-1.5 text-start text-sm hover:bg-surface-hover"
              >
                {entry}
              </button>
              <button
                type="button"
                aria-label={t("search:removeTerm", { term: entry })}
                onClick={() => send({ type: "search.removeHistory", term: entry })}
                className="rounded-full px-2 text-muted hover:text-fg"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const busy = !state.matches("results") || state.matches({ results: { shops: "loading" } });
  return (
    <section aria-label={t("search:suggestions")} aria-busy={busy || undefined} className={panel}>
      <HitList title={t("search:restaurants")} hits={shops.items as SearchHit[]} />
      <HitList title={t("search:products")} hits={products.items as SearchHit[]} />
      {!busy && shops.items.length === 0 && products.items.length === 0 ? (
        <p className="px-2 text-sm text-muted">{t("search:noResults", { term: term.trim() })}</p>
      ) : null}
      <a href={`/search?q=${encodeURIComponent(term.trim())}`} className="px-2 text-sm font-semibold text-primary">
        {t("search:showAll")}
      </a>
    </section>
  );
}
