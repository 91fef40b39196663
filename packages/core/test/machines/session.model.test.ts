/**
 * Model-based test of the session machine against a fake auth server and an
 * in-memory app store holding everything a sign-out must clear.
 */
import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { type Credentials, type SignedIn, sessionMachine } from "../../src/machines/session.js";
import { CallQueue } from "../fakes/callQueue.js";
import { describeModel } from "./describeModel.js";

const GOOD: Credentials = { email: "ada@example.com", password: "secret1" };
const BAD: Credentials = { email: "ada@example.com", password: "wrong" };

/**
 * What SPEC.md section 4 says a sign-out clears, written out here rather than read from the
 * machine: token (the session), user, settings (the chosen address and currency), server cart,
 * local cart, liked restaurants, shop filter and search history (recent searches).
 */
const SPEC_SIGN_OUT_CLEARS = [
  "token",
  "user",
  "settings",
  "serverCart",
  "localCart",
  "likedRestaurants",
  "shopFilter",
  "searchHistory",
];

interface Expected {
  wrong: boolean;
  signedOutAfterUse: boolean;
  /** Whether the app has been sent to the login page: a 401 while signed in does it, nothing else. */
  redirected: boolean;
  error: boolean;
}

type ModelEvent =
  | { type: "session.signIn"; credentials: Credentials }
  | { type: "session.signOut" | "session.unauthorized" | "auth.answer" | "logout.answer" };

const sessionModel = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: "sessionModel",
  context: { wrong: false, signedOutAfterUse: false, redirected: false, error: false },
  initial: "signedOut",
  states: {
    signedOut: {
      on: {
        "session.signIn": {
          target: "signingIn",
          actions: assign({
            wrong: ({ event }) => (event as { credentials: Credentials }).credentials.password !== GOOD.password,
            error: false,
          }),
        },
      },
    },
    signingIn: {
      on: {
        "auth.answer": [
          { guard: ({ context }) => context.wrong, target: "signedOut", actions: assign({ error: true }) },
          { target: "signedIn" },
        ],
      },
    },
    signedIn: {
      on: {
        "session.signOut": { target: "signingOut", actions: assign({ signedOutAfterUse: true }) },
        "session.unauthorized": {
          target: "signedOut",
          actions: assign({ signedOutAfterUse: true, redirected: true }),
        },
      },
    },
    signingOut: { on: { "logout.answer": "signedOut" } },
  },
});

const model = createTestModel(sessionModel, {
  events: [
    { type: "session.signIn", credentials: GOOD },
    { type: "session.signIn", credentials: BAD },
  ],
});

type ModelSnapshot = ReturnType<typeof sessionModel.getInitialSnapshot>;

function createHarness() {
  const queue = new CallQueue();
  const store = new Map<string, unknown>();
  let refreshes = 0;
  let redirects = 0;
  const machine = sessionMachine.provide({
    actors: {
      signIn: fromPromise<SignedIn, Credentials>(({ input, signal }) =>
        queue.call(
          "signIn",
          () => {
            if (input.password !== GOOD.password)
              throw { statusCode: "ERROR_102", message: "Login or password is invalid" };
            return { access_token: "token-1", user: { id: 1, firstname: "Ada" } };
          },
          signal,
        ),
      ),
      signOutRemotely: fromPromise<void, { token: string | null }>(({ signal }) =>
        queue.call("logout", () => {}, signal),
      ),
    },
    actions: {
      saveSession: (_, { token, user }) => {
        store.set("token", token);
        store.set("user", user);
        // What a signed-in visit gathers along the way.
        for (const key of SPEC_SIGN_OUT_CLEARS.slice(2)) {
          store.set(key, `${key} of user 1`);
        }
      },
      clearUserData: (_, { keys }) => {
        for (const key of keys) store.delete(key);
      },
      refreshCounts: () => {
        refreshes += 1;
      },
      goToLogin: () => {
        redirects += 1;
      },
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, queue, store, refreshes: () => refreshes, redirects: () => redirects };
}

function check(h: ReturnType<typeof createHarness>, m: ModelSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches(m.value as never)).toBe(true);
  if (m.matches("signedIn")) {
    expect(s.context.token).toBe("token-1");
    expect(s.context.user?.firstname).toBe("Ada");
    expect(h.store.get("token")).toBe("token-1");
  } else if (!m.matches("signingIn")) {
    // While signing out the token is still held: the logout call must carry it to revoke it.
    expect(s.context.token).toBe(m.matches("signingOut") ? "token-1" : null);
    if (!m.matches("signingOut")) expect(s.context.user).toBeNull();
    for (const key of SPEC_SIGN_OUT_CLEARS) expect(h.store.has(key), `${key} survived the sign-out`).toBe(false);
  }
  expect(s.context.error).toBe(m.context.error ? "Login or password is invalid" : null);
  expect(h.refreshes() > 0).toBe(m.context.signedOutAfterUse);
  // Both ways: a 401 sends the app to the login page, and nothing else does.
  expect(h.redirects() > 0).toBe(m.context.redirected);
  expect(h.queue.pending).toEqual(m.matches("signingIn") ? ["signIn"] : m.matches("signingOut") ? ["logout"] : []);
}

describeModel("session machine (model-based)", {
  model,
  paths: "simple",
  pathCount: 12,
  harness: createHarness,
  check,
  send: ["session.signIn", "session.signOut", "session.unauthorized"],
  events: (h) => ({
    "auth.answer": () => h.queue.answer("signIn"),
    "logout.answer": () => h.queue.answer("logout"),
  }),
});

describe("session machine", () => {
  it("starts signed in when a token is stored", () => {
    const actor = createActor(sessionMachine, { input: { token: "t", user: { id: 2 } } }).start();
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
  });
});
