/**
 * core's machines run against the real API: the api-client's in-process transport calls the Hono
 * app over the seeded D1, the machines are given the same kind of actors the storefront gives
 * them, and each test reads back what the API then holds.
 */
import { env } from "cloudflare:test";
import {
  type ApiClient,
  ApiError,
  createApiClient,
  getCart,
  inProcessTransport,
  insertCartProducts,
  login,
  logout,
  notificationStatistic,
  paginateNotifications,
  readAllNotifications,
  readNotification,
  UnauthorizedError,
} from "@tiffin/api-client";
import {
  type Cart,
  type CartLine,
  cartFromServer,
  lineKey,
  type Notification,
  notificationsMachine,
  sessionMachine,
} from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { cartWithApi } from "../../../packages/core/examples/with-api";
import { createApiApp } from "../src/app";
import { apiDevTools } from "../src/dev";
import { createProduct } from "./helpers/catalogue";
import { createUser } from "./helpers/users";

const app = createApiApp({ devTools: apiDevTools });
const transport = inProcessTransport((request) => app.fetch(request, env));
const clientFor = (token: string | null = null): ApiClient => createApiClient({ transport, token });

function lineOf(stockId: number, quantity: number, price = 1000): CartLine {
  return { stockId, shopId: 1, quantity, price, tax: 0, discount: 0, addons: [] };
}

/** The user's server cart, or null when the API has none (it answers 404). */
async function cartOrNone(client: ApiClient) {
  const cart = await getCart(client).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return cart && asServerCart(cart);
}

/** The contract's cart in the shape core's sync rules read (no currency is "unset", not null). */
const asServerCart = <C extends { currency_id: number | null }>(cart: C) => ({
  ...cart,
  currency_id: cart.currency_id ?? undefined,
});

/** The contract's sign-in answer as the session machine holds it. */
const signedIn = (result: Awaited<ReturnType<typeof login>>) => ({
  access_token: result.access_token,
  user: { ...result.user, firstname: result.user.firstname ?? undefined },
});

/** The cart machine wired by core's example (packages/core/examples/with-api.ts), as another app would. */
function serverCartActor(client: ApiClient, input: { cart?: Cart; signedIn: boolean }) {
  return createActor(cartWithApi(client, { currencyId: 1 }), { input }).start();
}

/** The user's own lines as the API holds them: [stock id, quantity]; none when it has no cart. */
async function serverLines(client: ApiClient) {
  const cart = cartFromServer(await cartOrNone(client));
  return cart.lines.map((line) => [line.stockId, line.quantity]);
}

describe("cart machine against the API", () => {
  it("adds a line, changes its quantity and removes it, and the server cart follows each step", async () => {
    const user = await createUser();
    const client = clientFor(user.token);
    const a = await createProduct(1, { price: 1200 });
    const b = await createProduct(1, { price: 800 });
    const actor = serverCartActor(client, { signedIn: true });
    const idle = () => waitFor(actor, (snapshot) => snapshot.matches({ server: "idle" }));
    await idle();

    actor.send({ type: "cart.add", line: lineOf(a.stockId, 1, 1200) });
    await idle();
    await expect.poll(() => serverLines(client)).toEqual([[a.stockId, 1]]);

    actor.send({ type: "cart.add", line: lineOf(b.stockId, 2, 800) });
    await idle();
    await expect
      .poll(() => serverLines(client))
      .toEqual([
        [a.stockId, 1],
        [b.stockId, 2],
      ]);

    actor.send({ type: "cart.set", line: lineOf(a.stockId, 4, 1200) });
    await idle();
    await expect
      .poll(() => serverLines(client))
      .toEqual([
        [a.stockId, 4],
        [b.stockId, 2],
      ]);

    const lineB = actor.getSnapshot().context.cart.lines.find((line) => line.stockId === b.stockId);
    if (!lineB) throw new Error("line b missing from the machine's cart");
    actor.send({ type: "cart.remove", key: lineKey(lineB) });
    await idle();
    await expect.poll(() => serverLines(client)).toEqual([[a.stockId, 4]]);
    // The machine's cart is what the server confirmed.
    await waitFor(actor, (s) => s.context.cart.lines.length === 1);
    expect(actor.getSnapshot().context.cart.lines.map((l) => [l.stockId, l.quantity])).toEqual([[a.stockId, 4]]);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });

  it("merges the visitor's cart into the server cart on sign-in, keeping the lines already there", async () => {
    const user = await createUser();
    const client = clientFor(user.token);
    const kept = await createProduct(1);
    const visiting = await createProduct(1);
    await insertCartProducts(client, {
      shop_id: 1,
      currency_id: 1,
      products: [{ stock_id: kept.stockId, quantity: 2 }],
    });

    const actor = serverCartActor(client, { signedIn: false });
    actor.send({ type: "cart.add", line: lineOf(visiting.stockId, 3) });
    // Still a visitor: nothing reached the server.
    expect(await serverLines(client)).toEqual([[kept.stockId, 2]]);

    actor.send({ type: "session.signIn" });
    await waitFor(actor, (s) => s.context.cart.lines.length === 2);
    const held = await serverLines(client);
    expect(held).toEqual(
      expect.arrayContaining([
        [kept.stockId, 2],
        [visiting.stockId, 3],
      ]),
    );
    expect(held).toHaveLength(2);
    expect(
      actor
        .getSnapshot()
        .context.cart.lines.map((l) => [l.stockId, l.quantity])
        .sort(),
    ).toEqual([...held].sort());
    actor.stop();
  });
});

describe("session machine against the API", () => {
  it("signs in with the seeded demo account, and a real 401 after sign-out signs the machine out", async () => {
    let token: string | null = null;
    const store = new Map<string, unknown>();
    let redirects = 0;
    const machine = sessionMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          const result = await login(clientFor(), {
            email: input.email ?? "",
            password: input.password,
          });
          return signedIn(result);
        }),
        signOutRemotely: fromPromise(async ({ input }) => {
          await logout(clientFor(input.token));
        }),
      },
      actions: {
        saveSession: (_, params) => {
          token = params.token;
          store.set("token", params.token);
          store.set("serverCart", "cart");
        },
        clearUserData: (_, { keys }) => {
          for (const key of keys) store.delete(key);
        },
        goToLogin: () => {
          redirects += 1;
        },
      },
    });
    const actor = createActor(machine, { input: {} }).start();

    actor.send({ type: "session.signIn", credentials: { email: "demo@tiffin.test", password: "wrong-one" } });
    await waitFor(actor, (s) => s.matches("signedOut") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("Login or password is invalid");

    actor.send({ type: "session.signIn", credentials: { email: "demo@tiffin.test", password: "tiffin-demo" } });
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(token).toBeTruthy();
    expect(actor.getSnapshot().context.user?.email).toBe("demo@tiffin.test");
    expect(await notificationStatistic(clientFor(token)).then(() => "open")).toBe("open");

    // The token is revoked elsewhere (another tab signed out): the next call answers 401.
    await logout(clientFor(token));
    const refused = await notificationStatistic(clientFor(token)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnauthorizedError);
    actor.send({ type: "session.unauthorized" });
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(store.size).toBe(0);
    expect(redirects).toBe(1);
    actor.stop();
  });

  it("signs out through the API: the old token no longer opens the dashboard", async () => {
    const user = await createUser({ password: "secret-pass-1" });
    const machine = sessionMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          const result = await login(clientFor(), { email: input.email ?? "", password: input.password });
          return signedIn(result);
        }),
        signOutRemotely: fromPromise(async ({ input }) => {
          await logout(clientFor(input.token));
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: "session.signIn", credentials: { email: user.email, password: "secret-pass-1" } });
    await waitFor(actor, (s) => s.matches("signedIn"));
    const token = actor.getSnapshot().context.token;
    expect(await notificationStatistic(clientFor(token)).then(() => "open")).toBe("open");

    actor.send({ type: "session.signOut" });
    await waitFor(actor, (s) => s.matches("signedOut"));
    expect(await notificationStatistic(clientFor(token)).catch((error: unknown) => error)).toBeInstanceOf(
      UnauthorizedError,
    );
    actor.stop();
  });
});

describe("notifications machine against the API", () => {
  async function notify(userId: number, count: number) {
    for (let i = 0; i < count; i++) {
      await env.DB.prepare(
        "INSERT INTO notifications (user_id, type, title, body, created_at) VALUES (?1, 'news_publish', ?2, 'b', ?3)",
      )
        .bind(userId, `News ${i}`, new Date(Date.UTC(2026, 0, 1 + i)).toISOString())
        .run();
    }
  }

  it("loads the list, marks one read and then all read, and the API agrees", async () => {
    const user = await createUser();
    const client = clientFor(user.token);
    await notify(user.id, 7);
    const machine = notificationsMachine.provide({
      actors: {
        fetchStatistic: fromPromise(async () => {
          const stat = await notificationStatistic(client);
          return stat as unknown as Record<string, number>;
        }),
        fetchPage: fromPromise(async ({ input }) => {
          const page = await paginateNotifications(client, { page: input.page, perPage: input.perPage });
          return {
            items: page.data as unknown as Notification[],
            page: page.meta.current_page,
            lastPage: page.meta.last_page,
          };
        }),
        markRead: fromPromise(async ({ input }) => {
          await readNotification(client, input.id);
        }),
        markAllRead: fromPromise(async () => {
          await readAllNotifications(client);
        }),
      },
    });
    const actor = createActor(machine, { input: { signedIn: true, visible: false } }).start();
    actor.send({ type: "notifications.open" });
    await waitFor(actor, (s) => s.context.list.items.length > 0);
    const first = actor.getSnapshot().context.list;
    expect(first.items).toHaveLength(5);
    expect(first.lastPage).toBe(2);
    // Newest first, as the API orders them.
    expect(first.items[0]?.title).toBe("News 6");

    const target = first.items[1]?.id ?? -1;
    actor.send({ type: "notifications.read", id: target });
    await expect
      .poll(
        async () =>
          (
            await env.DB.prepare("SELECT read_at FROM notifications WHERE id = ?1")
              .bind(target)
              .first<{ read_at: string | null }>()
          )?.read_at ?? null,
      )
      .not.toBeNull();
    const unreadAfterOne = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?1 AND read_at IS NULL",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(unreadAfterOne?.n).toBe(6);

    await waitFor(actor, (s) => !s.matches({ list: "markingOne" } as never));
    actor.send({ type: "notifications.readAll" });
    await expect
      .poll(
        async () =>
          (
            await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?1 AND read_at IS NULL")
              .bind(user.id)
              .first<{ n: number }>()
          )?.n,
      )
      .toBe(0);
    actor.stop();
  });
});
