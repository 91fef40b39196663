/**
 * Search: a 400 ms pause after typing, then shops and products are searched
 * and paged separately; recent searches are remembered (newest first, no
 * duplicates, at most five).
 *
 * Injected: actors `searchShops`, `searchProducts` ({term, page} → Page);
 * action `saveHistory` (persist the recent searches).
 */
import { assign, fromPromise, setup } from "xstate";
import { appendPage, emptyPage, hasMore, type Page } from "../rules/page.js";
import { forgetSearch, rememberSearch } from "../rules/searchHistory.js";
import { failureOf } from "./actor-events.js";

export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchRequest {
  term: string;
  page: number;
}

export interface SearchContext<TShop = unknown, TProduct = unknown> {
  term: string;
  shops: Page<TShop>;
  products: Page<TProduct>;
  history: string[];
  error: string | null;
}

export type SearchEvent =
  | { type: "search.type"; term: string }
  | { type: "search.reuse"; term: string }
  | { type: "search.loadMoreShops" }
  | { type: "search.loadMoreProducts" }
  | { type: "search.removeHistory"; term: string }
  | { type: "search.clearHistory" }
  | { type: "search.reset" };

export interface SearchInput {
  history?: string[];
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: {
    searchShops: fromPromise<Page<unknown>, SearchRequest>(async () => {
      throw new Error("search: searchShops was not provided");
    }),
    searchProducts: fromPromise<Page<unknown>, SearchRequest>(async () => {
      throw new Error("search: searchProducts was not provided");
    }),
  },
  actions: {
    saveHistory: (_, _params: { history: string[] }) => {},
    setTerm: assign({
      term: ({ event }) => (event.type === "search.type" || event.type === "search.reuse" ? event.term : ""),
    }),
    resetResults: assign({ shops: () => emptyPage(), products: () => emptyPage(), error: null }),
    remember: assign({ history: ({ context }) => rememberSearch(context.history, context.term) }),
    forget: assign({
      history: ({ context, event }) =>
        event.type === "search.removeHistory" ? forgetSearch(context.history, event.term) : context.history,
    }),
    forgetAll: assign({ history: () => [] }),
    appendShops: assign(({ context }, page: Page<unknown>) => ({ shops: appendPage(context.shops, page) })),
    appendProducts: assign(({ context }, page: Page<unknown>) => ({ products: appendPage(context.products, page) })),
    setError: assign((_, error: unknown) => ({
      error:
        error && typeof error === "object" && "message" in error && typeof error.message === "string"
          ? error.message
          : "Something went wrong",
    })),
  },
  guards: {
    termIsBlank: ({ context }) => context.term.trim() === "",
    moreShops: ({ context }) => hasMore(context.shops),
    moreProducts: ({ context }) => hasMore(context.products),
  },
}).createMachine({
  id: "search",
  context: ({ input }) => ({
    term: "",
    shops: emptyPage(),
    products: emptyPage(),
    history: input.history ?? [],
    error: null,
  }),
  initial: "idle",
  on: {
    "search.type": { target: ".debouncing", reenter: true, actions: "setTerm" },
    "search.reuse": { target: ".results", reenter: true, actions: ["setTerm", "resetResults"] },
    "search.reset": { target: ".idle", actions: ["setTerm", "resetResults"] },
    "search.removeHistory": {
      actions: ["forget", { type: "saveHistory", params: ({ context }) => ({ history: context.history }) }],
    },
    "search.clearHistory": {
      actions: ["forgetAll", { type: "saveHistory", params: ({ context }) => ({ history: context.history }) }],
    },
  },
  states: {
    idle: {},
    debouncing: {
      after: {
        [SEARCH_DEBOUNCE_MS]: [
          { guard: "termIsBlank", target: "idle", actions: "resetResults" },
          { target: "results", actions: "resetResults" },
        ],
      },
    },
    results: {
      type: "parallel",
      entry: ["remember", { type: "saveHistory", params: ({ context }) => ({ history: context.history }) }],
      states: {
        shops: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                id: "searchShops",
                src: "searchShops",
                input: ({ context }) => ({ term: context.term.trim(), page: context.shops.page + 1 }),
                onDone: { target: "idle", actions: { type: "appendShops", params: ({ event }) => event.output } },
                onError: { target: "idle", actions: { type: "setError", params: failureOf } },
              },
            },
            idle: { on: { "search.loadMoreShops": { guard: "moreShops", target: "loading" } } },
          },
        },
        products: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                id: "searchProducts",
                src: "searchProducts",
                input: ({ context }) => ({ term: context.term.trim(), page: context.products.page + 1 }),
                onDone: { target: "idle", actions: { type: "appendProducts", params: ({ event }) => event.output } },
                onError: { target: "idle", actions: { type: "setError", params: failureOf } },
              },
            },
            idle: { on: { "search.loadMoreProducts": { guard: "moreProducts", target: "loading" } } },
          },
        },
      },
    },
  },
});
