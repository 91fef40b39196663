/**
 * Model-based test of the search machine, driven with fake timers against a
 * fake catalogue and an in-memory history store.
 */
import { expect, vi } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { SEARCH_DEBOUNCE_MS, type SearchRequest, searchMachine } from "../../src/machines/search.js";
import type { Page } from "../../src/rules/page.js";
import { CallQueue, settle } from "../fakes/callQueue.js";
import { fakeCatalogue, PER_PAGE, toPage } from "../fakes/fakeCatalogue.js";
import { describeModel } from "./describeModel.js";

interface Expected {
  term: string;
  /** The term whose results are on show. */
  shown: string;
  shopsPage: number;
  productsPage: number;
  history: string[];
  error: boolean;
}

type ModelEvent =
  | { type: "search.type" | "search.reuse" | "search.removeHistory"; term: string }
  | { type: "search.loadMoreShops" | "search.loadMoreProducts" | "search.clearHistory" | "search.reset" }
  | { type: "timer.elapse" | "shops.ok" | "shops.fail" | "products.ok" | "products.fail" };

const lastPage = (count: number) => Math.max(1, Math.ceil(count / PER_PAGE));
const termOf = (event: ModelEvent) => (event as { term: string }).term;
const remember = (history: string[], term: string) =>
  [term.trim(), ...history.filter((h) => h !== term.trim())].slice(0, 5);

const searchModel = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    fresh: assign({ shown: ({ context }) => context.term.trim(), shopsPage: 0, productsPage: 0, error: false }),
    remember: assign({ history: ({ context }) => remember(context.history, context.term) }),
  },
  guards: {
    blank: ({ context }) => context.term.trim() === "",
    moreShops: ({ context }) => context.shopsPage < lastPage(fakeCatalogue.countShops(context.shown)),
    moreProducts: ({ context }) => context.productsPage < lastPage(fakeCatalogue.countProducts(context.shown)),
  },
}).createMachine({
  id: "searchModel",
  context: { term: "", shown: "", shopsPage: 0, productsPage: 0, history: [], error: false },
  initial: "idle",
  on: {
    "search.type": { target: ".debouncing", reenter: true, actions: assign({ term: ({ event }) => termOf(event) }) },
    "search.reuse": {
      target: ".results",
      reenter: true,
      actions: [assign({ term: ({ event }) => termOf(event) }), "fresh"],
    },
    "search.reset": { target: ".idle", actions: [assign({ term: "" }), "fresh"] },
    "search.removeHistory": {
      actions: assign({ history: ({ context, event }) => context.history.filter((h) => h !== termOf(event)) }),
    },
    "search.clearHistory": { actions: assign({ history: [] }) },
  },
  states: {
    idle: {},
    debouncing: {
      on: {
        "timer.elapse": [
          { guard: "blank", target: "idle", actions: "fresh" },
          { target: "results", actions: "fresh" },
        ],
      },
    },
    results: {
      type: "parallel",
      entry: "remember",
      states: {
        shops: {
          initial: "loading",
          states: {
            loading: {
              on: {
                "shops.ok": { target: "idle", actions: assign({ shopsPage: ({ context }) => context.shopsPage + 1 }) },
                "shops.fail": { target: "idle", actions: assign({ error: true }) },
              },
            },
            idle: { on: { "search.loadMoreShops": { guard: "moreShops", target: "loading" } } },
          },
        },
        products: {
          initial: "loading",
          states: {
            loading: {
              on: {
                "products.ok": {
                  target: "idle",
                  actions: assign({ productsPage: ({ context }) => context.productsPage + 1 }),
                },
                "products.fail": { target: "idle", actions: assign({ error: true }) },
              },
            },
            idle: { on: { "search.loadMoreProducts": { guard: "moreProducts", target: "loading" } } },
          },
        },
      },
    },
  },
});

const model = createTestModel(searchModel, {
  events: [
    { type: "search.type", term: "pizza" },
    { type: "search.type", term: "   " },
    { type: "search.reuse", term: "sushi" },
    { type: "search.removeHistory", term: "pizza" },
  ],
});

type ModelSnapshot = ReturnType<typeof searchModel.getInitialSnapshot>;

function createHarness() {
  const queue = new CallQueue();
  let savedHistory: string[] = [];
  const call = (name: string, run: (input: SearchRequest) => Page<unknown>) =>
    fromPromise<Page<unknown>, SearchRequest>(({ input, signal }) => queue.call(name, () => run(input), signal));
  const machine = searchMachine.provide({
    actors: {
      searchShops: call("searchShops", ({ term, page }) => toPage(fakeCatalogue.searchShops(term, page))),
      searchProducts: call("searchProducts", ({ term, page }) => toPage(fakeCatalogue.searchProducts(term, page))),
    },
    actions: {
      saveHistory: (_, { history }) => {
        savedHistory = [...history];
      },
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, queue, saved: () => savedHistory };
}

function check(h: ReturnType<typeof createHarness>, m: ModelSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches(m.value as never)).toBe(true);
  expect(s.context.term).toBe(m.context.term);
  expect(s.context.history).toEqual(m.context.history);
  expect(h.saved()).toEqual(m.context.history);
  expect(s.context.error !== null).toBe(m.context.error);
  const term = m.context.shown;
  expect(s.context.shops.page).toBe(m.context.shopsPage);
  expect(s.context.shops.items).toHaveLength(Math.min(m.context.shopsPage * PER_PAGE, fakeCatalogue.countShops(term)));
  expect(s.context.products.items).toHaveLength(
    Math.min(m.context.productsPage * PER_PAGE, fakeCatalogue.countProducts(term)),
  );
  const expectedCalls = [
    ...(m.matches({ results: { shops: "loading" } }) ? ["searchShops"] : []),
    ...(m.matches({ results: { products: "loading" } }) ? ["searchProducts"] : []),
  ];
  expect([...h.queue.pending].sort()).toEqual(expectedCalls.sort());
}

describeModel("search machine (model-based)", {
  fakeTimers: true,
  model,
  pathCount: 905,
  harness: createHarness,
  check,
  send: [
    "search.reuse",
    "search.reset",
    "search.removeHistory",
    "search.clearHistory",
    "search.loadMoreShops",
    "search.loadMoreProducts",
  ],
  events: (h, send) => ({
    // Typing waits just short of the pause: nothing may be searched yet.
    "search.type": async (step) => {
      send(step);
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
      expect(h.queue.pending).toEqual([]);
    },
    "timer.elapse": async () => {
      await vi.advanceTimersByTimeAsync(1);
      await settle();
    },
    "shops.ok": () => h.queue.answer("searchShops"),
    "shops.fail": () => h.queue.fail("searchShops"),
    "products.ok": () => h.queue.answer("searchProducts"),
    "products.fail": () => h.queue.fail("searchProducts"),
  }),
});
