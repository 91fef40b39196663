/**
 * Session: sign in, sign out, and the sign-out forced by a 401 answer.
 * Signing out clears everything that belongs to the user and refreshes the
 * notification counts.
 *
 * Injected: actor `signIn` (credentials → {access_token, user}); actor
 * `signOutRemotely` (POST /auth/logout, failures ignored); actions
 * `saveSession` ({token, user}), `clearUserData` ({keys}), `refreshCounts`,
 * `goToLogin`.
 */
import type { Profile } from "@tiffin/api-client/schemas";
import { assign, fromPromise, setup } from "xstate";
import { errorMessage } from "../rules/messages.js";
import { failureOf } from "./actor-events.js";

/** What a sign-out removes from the app's stores. */
export const SIGN_OUT_CLEARS = [
  "token",
  "user",
  "settings",
  "serverCart",
  "localCart",
  "likedRestaurants",
  "shopFilter",
  "searchHistory",
] as const;
export type UserDataKey = (typeof SIGN_OUT_CLEARS)[number];

/** The signed-in user as the session keeps it: the profile's id, and what the header shows. */
export type SessionUser = Pick<Profile, "id"> & Partial<Pick<Profile, "firstname" | "img">> & Record<string, unknown>;

export interface Credentials {
  email?: string;
  phone?: string;
  password: string;
}

export interface SignedIn {
  access_token: string;
  user: SessionUser;
}

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  error: string | null;
}

export type SessionEvent =
  | { type: "session.signIn"; credentials: Credentials }
  | { type: "session.signOut" }
  | { type: "session.unauthorized" };

export interface SessionInput {
  token?: string | null;
  user?: SessionUser | null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    signIn: fromPromise<SignedIn, Credentials>(async () => {
      throw new Error("session: signIn was not provided");
    }),
    signOutRemotely: fromPromise<void, { token: string | null }>(async () => {}),
  },
  actions: {
    saveSession: (_, _params: { token: string; user: SessionUser }) => {},
    clearUserData: (_, _params: { keys: readonly UserDataKey[] }) => {},
    refreshCounts: () => {},
    goToLogin: () => {},
    adopt: assign((_, signedIn: SignedIn) => ({ token: signedIn.access_token, user: signedIn.user, error: null })),
    signInFailed: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    forget: assign({ token: null, user: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ token: input.token ?? null, user: input.user ?? null, error: null }),
  initial: "boot",
  states: {
    boot: { always: [{ guard: "hasToken", target: "signedIn" }, { target: "signedOut" }] },
    signedOut: {
      on: { "session.signIn": { target: "signingIn", actions: "clearError" } },
    },
    signingIn: {
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ event }) => (event.type === "session.signIn" ? event.credentials : { password: "" }),
        onDone: {
          target: "signedIn",
          actions: [
            { type: "adopt", params: ({ event }) => event.output },
            {
              type: "saveSession",
              params: ({ event }) => ({ token: event.output.access_token, user: event.output.user }),
            },
          ],
        },
        onError: { target: "signedOut", actions: { type: "signInFailed", params: failureOf } },
      },
    },
    signedIn: {
      on: {
        "session.signOut": { target: "signingOut" },
        "session.unauthorized": {
          target: "signedOut",
          actions: [
            "forget",
            { type: "clearUserData", params: { keys: SIGN_OUT_CLEARS } },
            "refreshCounts",
            "goToLogin",
          ],
        },
      },
    },
    signingOut: {
      // The stores are cleared at once; the token is kept in context until the API has revoked
      // it, since the call that revokes it must carry it.
      entry: [{ type: "clearUserData", params: { keys: SIGN_OUT_CLEARS } }, "refreshCounts"],
      invoke: {
        id: "signOutRemotely",
        src: "signOutRemotely",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "signedOut", actions: "forget" },
        onError: { target: "signedOut", actions: "forget" },
      },
    },
  },
});
