/**
 * Persistence: liked restaurants, the selected currency and the search
 * history survive reloads through an injected storage port. The carts are
 * not kept here (the visitor cart has its own store). Restoring gives up
 * after 5 s and starts from empty values.
 *
 * Injected: actor `readPersisted` (→ PersistedState | null); action
 * `writePersisted` ({state}). `persistenceImplementations(storage)` builds
 * both from a KeyValueStorage.
 */
import { assign, fromPromise, setup } from "xstate";
import type { KeyValueStorage } from "../ports/storage.js";
import type { Currency } from "./preferences.js";

export const PERSIST_KEY = "tiffin:persisted";
export const PERSIST_TIMEOUT_MS = 5_000;

export interface PersistedState {
  liked: string[];
  currency: Currency | null;
  search: string[];
}

export const emptyPersisted = (): PersistedState => ({ liked: [], currency: null, search: [] });

export interface PersistenceContext {
  state: PersistedState;
}

export type PersistenceEvent =
  | { type: "liked.toggle"; uuid: string }
  | { type: "currency.store"; currency: Currency }
  | { type: "history.store"; history: string[] }
  | { type: "persist.clearUser" };

/** Read the stored JSON defensively: anything unreadable counts as nothing stored. */
export function parsePersisted(raw: string | null): PersistedState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedState>;
    return {
      liked: Array.isArray(value.liked) ? value.liked.filter((x): x is string => typeof x === "string") : [],
      currency: value.currency ?? null,
      search: Array.isArray(value.search) ? value.search.filter((x): x is string => typeof x === "string") : [],
    };
  } catch {
    return null;
  }
}

const write = {
  type: "writePersisted",
  params: ({ context }: { context: PersistenceContext }) => ({ state: context.state }),
} as const;

export const persistenceMachine = setup({
  types: {
    context: {} as PersistenceContext,
    events: {} as PersistenceEvent,
  },
  actors: {
    readPersisted: fromPromise<PersistedState | null>(async () => null),
  },
  actions: {
    writePersisted: (_, _params: { state: PersistedState }) => {},
    restore: assign((_, persisted: PersistedState | null) => ({ state: persisted ?? emptyPersisted() })),
    toggleLiked: assign({
      state: ({ context, event }) => {
        if (event.type !== "liked.toggle") return context.state;
        const liked = context.state.liked.includes(event.uuid)
          ? context.state.liked.filter((uuid) => uuid !== event.uuid)
          : [...context.state.liked, event.uuid];
        return { ...context.state, liked };
      },
    }),
    storeCurrency: assign({
      state: ({ context, event }) =>
        event.type === "currency.store" ? { ...context.state, currency: event.currency } : context.state,
    }),
    storeHistory: assign({
      state: ({ context, event }) =>
        event.type === "history.store" ? { ...context.state, search: [...event.history] } : context.state,
    }),
    clearUser: assign({ state: ({ context }) => ({ ...context.state, liked: [], search: [] }) }),
  },
}).createMachine({
  id: "persistence",
  context: { state: emptyPersisted() },
  initial: "restoring",
  states: {
    restoring: {
      invoke: {
        id: "readPersisted",
        src: "readPersisted",
        onDone: { target: "ready", actions: { type: "restore", params: ({ event }) => event.output } },
        onError: { target: "ready" },
      },
      after: { [PERSIST_TIMEOUT_MS]: { target: "ready" } },
    },
    ready: {
      on: {
        "liked.toggle": { actions: ["toggleLiked", write] },
        "currency.store": { actions: ["storeCurrency", write] },
        "history.store": { actions: ["storeHistory", write] },
        "persist.clearUser": { actions: ["clearUser", write] },
      },
    },
  },
});

/** Implementations of the machine's storage actor and action over a KeyValueStorage. */
export function persistenceImplementations(storage: KeyValueStorage) {
  return {
    actors: {
      readPersisted: fromPromise<PersistedState | null>(async () => parsePersisted(await storage.getItem(PERSIST_KEY))),
    },
    actions: {
      writePersisted: (_: unknown, params: { state: PersistedState }) => {
        void storage.setItem(PERSIST_KEY, JSON.stringify(params.state));
      },
    },
  };
}
