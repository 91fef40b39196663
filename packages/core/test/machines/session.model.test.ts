/**
 * Model-based test of the session machine against a fake auth server and an
 * in-memory app store holding everything a sign-out must clear.
 */
import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { type Credentials, SIGN_OUT_CLEARS, type SignedIn, sessionMachine } from "../../src/machines/session.js";
import { CallQueue } from "../fakes/callQueue.js";
import { describeModel } from "./describeModel.js";

const GOOD: Credentials = { email: "ada@example.com", password: "secret1" };
const BAD: Credentials = { email: "ada@example.com", password: "wrong" };

interface Expected {
  wrong: boolean;
  signedOutAfterUse: boolean;
  toLogin: boolean;
  error: boolean;
}

type ModelEvent =
  | { type: "session.signIn"; credentials: Credentials }
  | { type: "session.signOut" | "session.unauthorized" | "auth.answer" | "logout.answer" };

const sessionModel = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: "sessionModel",
  context: { wrong: false, signedOutAfterUse: false, toLogin: false, error: false },
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
          { target: "signedIn", actions: assign({ toLogin: false }) },
        ],
      },
    },
    signedIn: {
      on: {
        "session.signOut": { target: "signingOut", actions: assign({ signedOutAfterUse: true }) },
        "session.unauthorized": { target: "signedOut", actions: assign({ signedOutAfterUse: true, toLogin: true }) },
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
  let redirectedToLogin = false;
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
        for (const key of ["settings", "serverCart", "localCart", "likedRestaurants", "shopFilter", "searchHistory"]) {
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
        redirectedToLogin = true;
      },
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, queue, store, refreshes: () => refreshes, redirected: () => redirectedToLogin };
}

function check(h: ReturnType<typeof createHarness>, m: ModelSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches(m.value as never)).toBe(true);
  if (m.matches("signedIn")) {
    expect(s.context.token).toBe("token-1");
    expect(s.context.user?.firstname).toBe("Ada");
    expect(h.store.get("token")).toBe("token-1");
  } else if (!m.matches("signingIn")) {
    expect(s.context.token).toBeNull();
    expect(s.context.user).toBeNull();
    for (const key of SIGN_OUT_CLEARS) expect(h.store.has(key)).toBe(false);
  }
  expect(s.context.error).toBe(m.context.error ? "Login or password is invalid" : null);
  expect(h.refreshes() > 0).toBe(m.context.signedOutAfterUse);
  if (m.context.toLogin) expect(h.redirected()).toBe(true);
  expect(h.queue.pending).toEqual(m.matches("signingIn") ? ["signIn"] : m.matches("signingOut") ? ["logout"] : []);
}

describeModel("session machine (model-based)", {
  model,
  paths: "simple",
  pathCount: 16,
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
