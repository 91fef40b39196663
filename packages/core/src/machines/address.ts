/**
 * Addresses: the saved list, choosing the default one ("Order for this
 * address?" asks first), adding and editing, and the current location from
 * geolocation with a fallback to the stored location.
 *
 * Injected: actors `loadAddresses`, `setActiveAddress` ({id}), `saveAddress`
 * (draft → Address), `geolocate` (→ LatLng); action `saveLocation`
 * ({location, address}) stores the chosen location and address text.
 */
import { assign, fromPromise, setup } from "xstate";
import { type Address, type AddressDraft, activateAddress, upsertAddress } from "../rules/address.js";
import { DEFAULT_LOCATION, type LatLng } from "../rules/geo.js";
import { errorMessage } from "../rules/messages.js";
import { failureOf } from "./actor-events.js";

export interface AddressContext {
  addresses: Address[];
  location: LatLng;
  /** The stored location, used when geolocation fails. */
  storedLocation: LatLng;
  choosing: number | null;
  draft: AddressDraft | null;
  error: string | null;
}

export type AddressEvent =
  | { type: "address.choose"; id: number }
  | { type: "address.confirm" }
  | { type: "address.cancel" }
  | { type: "address.save"; draft: AddressDraft }
  | { type: "address.locate" }
  | { type: "address.reload" };

export interface AddressInput {
  storedLocation?: LatLng;
}

export const addressMachine = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    input: {} as AddressInput,
  },
  actors: {
    loadAddresses: fromPromise<Address[]>(async () => {
      throw new Error("address: loadAddresses was not provided");
    }),
    setActiveAddress: fromPromise<void, { id: number }>(async () => {
      throw new Error("address: setActiveAddress was not provided");
    }),
    saveAddress: fromPromise<Address, AddressDraft>(async () => {
      throw new Error("address: saveAddress was not provided");
    }),
    geolocate: fromPromise<LatLng>(async () => {
      throw new Error("address: geolocate was not provided");
    }),
  },
  actions: {
    saveLocation: (_, _params: { location: LatLng; address: string | null }) => {},
    setAddresses: assign((_, addresses: Address[]) => ({ addresses, error: null })),
    startChoosing: assign({ choosing: ({ event }) => (event.type === "address.choose" ? event.id : null) }),
    stopChoosing: assign({ choosing: null }),
    activateChosen: assign({
      addresses: ({ context }) =>
        context.choosing === null ? context.addresses : activateAddress(context.addresses, context.choosing),
      location: ({ context }) => context.addresses.find((a) => a.id === context.choosing)?.location ?? context.location,
      choosing: null,
      error: null,
    }),
    setDraft: assign({ draft: ({ event }) => (event.type === "address.save" ? event.draft : null) }),
    upsertSaved: assign(({ context }, saved: Address) => ({
      addresses: upsertAddress(context.addresses, saved),
      draft: null,
      error: null,
    })),
    useLocation: assign((_, location: LatLng) => ({ location })),
    useStoredLocation: assign({ location: ({ context }) => context.storedLocation }),
    setError: assign((_, error: unknown) => ({ error: errorMessage(error), choosing: null, draft: null })),
  },
  guards: {
    knownAddress: ({ context, event }) =>
      event.type === "address.choose" && context.addresses.some((a) => a.id === event.id),
  },
}).createMachine({
  id: "address",
  context: ({ input }) => {
    const stored = input.storedLocation ?? DEFAULT_LOCATION;
    return { addresses: [], location: stored, storedLocation: stored, choosing: null, draft: null, error: null };
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadAddresses",
        src: "loadAddresses",
        onDone: { target: "ready", actions: { type: "setAddresses", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: { type: "setError", params: failureOf } },
      },
    },
    ready: {
      on: {
        "address.choose": { guard: "knownAddress", target: "confirming", actions: "startChoosing" },
        "address.save": { target: "saving", actions: "setDraft" },
        "address.locate": { target: "locating" },
        "address.reload": { target: "loading" },
      },
    },
    // "Order for this address?"
    confirming: {
      on: {
        "address.confirm": { target: "activating" },
        "address.cancel": { target: "ready", actions: "stopChoosing" },
      },
    },
    activating: {
      invoke: {
        id: "setActiveAddress",
        src: "setActiveAddress",
        input: ({ context }) => ({ id: context.choosing ?? -1 }),
        onDone: {
          target: "ready",
          actions: [
            "activateChosen",
            {
              type: "saveLocation",
              params: ({ context }) => ({
                location: context.location,
                address: context.addresses.find((a) => a.active)?.address.address ?? null,
              }),
            },
          ],
        },
        onError: { target: "ready", actions: { type: "setError", params: failureOf } },
      },
    },
    saving: {
      invoke: {
        id: "saveAddress",
        src: "saveAddress",
        input: ({ context }) => context.draft as AddressDraft,
        onDone: { target: "ready", actions: { type: "upsertSaved", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: { type: "setError", params: failureOf } },
      },
    },
    locating: {
      invoke: {
        id: "geolocate",
        src: "geolocate",
        onDone: { target: "ready", actions: { type: "useLocation", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: "useStoredLocation" },
      },
    },
  },
});
