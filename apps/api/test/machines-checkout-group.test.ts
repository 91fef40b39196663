/**
 * core's checkout and group order machines run against the real API: the api-client's in-process
 * transport calls the Hono app over the seeded D1, the machines get actors that call the API as
 * the storefront would, and each test reads back what the API then holds.
 */
import { env } from "cloudflare:test";
import {
  type ApiClient,
  ApiError,
  createApiClient,
  createOrder,
  getCart,
  getOrder,
  getProfile,
  getSettings,
  getShop,
  inProcessTransport,
  insertCartProducts,
  insertGroupCartProducts,
  joinGroupCart,
  settingsToMap,
} from "@tiffin/api-client";
import { type CalculateLine, type CheckoutInput, cartFromServer, clockIn, fromMinor, isClosedOn } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { checkoutWithApi, groupOrderWithApi } from "../../../packages/core/examples/with-api";
import { createApiApp } from "../src/app";
import { apiDevTools } from "../src/dev";
import { createProduct } from "./helpers/catalogue";
import { HOME } from "./helpers/orders";
import { countRows, createUser, walletBalance } from "./helpers/users";

const app = createApiApp({ devTools: apiDevTools });
const transport = inProcessTransport((request) => app.fetch(request, env));
const clientFor = (token: string | null = null): ApiClient => createApiClient({ transport, token });

const PAYMENTS = { cash: { id: 1, tag: "cash" }, wallet: { id: 2, tag: "wallet" } } as const;

/** "YYYY-MM-DD" some days after another. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The checkout machine's input built from what the API answers, as the storefront builds it:
 * the shop with its hours, the cart's lines in major units, the wallet in minor units.
 */
async function checkoutInput(client: ApiClient, shopId: number): Promise<CheckoutInput> {
  const [shop, cart, profile, settings] = await Promise.all([
    getShop(client, shopId),
    getCart(client),
    getProfile(client),
    getSettings(client),
  ]);
  const clock = clockIn(new Date(), shop.time_zone);
  const lines: CalculateLine[] = cartFromServer({ ...cart, currency_id: cart.currency_id ?? undefined }).lines.map(
    (line) => ({
      price: fromMinor(line.price),
      tax: fromMinor(line.tax),
      discount: fromMinor(line.discount),
      quantity: line.quantity,
    }),
  );
  return {
    cartId: cart.id,
    currencyId: 1,
    rate: 1,
    shop: {
      id: shop.id,
      price: shop.price,
      price_per_km: shop.price_per_km,
      tax: shop.tax,
      location: shop.location,
      schedule: { shop_working_days: shop.shop_working_days, shop_closed_date: shop.shop_closed_date },
    },
    lines,
    serviceFee: Number(settingsToMap(settings).service_fee ?? 0) || 0,
    walletBalance: Math.round((profile.wallet?.price ?? 0) * 100),
    today: clock.date,
    now: clock.time,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** The checkout machine wired by core's example (packages/core/examples/with-api.ts); the calls it sent are recorded. */
function checkoutActor(client: ApiClient, input: CheckoutInput) {
  const orderCalls: unknown[] = [];
  const recording: ApiClient = {
    lang: client.lang,
    currencyId: client.currencyId,
    token: client.token,
    image: (path) => client.image(path),
    request: (path, options) => {
      if (path === "dashboard/user/orders" && options.method === "POST") orderCalls.push(options.body);
      return client.request(path, options);
    },
  };
  return { actor: createActor(checkoutWithApi(recording), { input }).start(), orderCalls };
}

/** Fills in a delivery to the default address on the first open day after today, first slot. */
function chooseDelivery(actor: ReturnType<typeof checkoutActor>["actor"], input: CheckoutInput) {
  actor.send({ type: "checkout.setAddress", address: { address: "1 Strand", location: HOME } });
  const today = input.today ?? "";
  const day = [1, 2, 3, 4, 5, 6, 7].map((n) => plusDays(today, n)).find((d) => !isClosedOn(input.shop.schedule, d));
  if (!day) throw new Error("the shop is closed all week");
  actor.send({ type: "checkout.setDate", date: day });
  const slot = actor.getSnapshot().context.slots[0];
  if (!slot) throw new Error(`no slot on ${day}`);
  actor.send({ type: "checkout.setTime", time: slot });
  return { day, slot };
}

async function cartWith(user: { token: string }, lines: { price: number; quantity: number }[]) {
  const client = clientFor(user.token);
  const products = [];
  for (const line of lines) {
    const product = await createProduct(1, { price: line.price, quantity: 100 });
    products.push({ stock_id: product.stockId, quantity: line.quantity });
  }
  await insertCartProducts(client, { shop_id: 1, currency_id: 1, products });
  return { client, products };
}

describe("checkout machine against the API", () => {
  it("places a cash order: the API holds one new order of the cart's lines, for the chosen day and slot", async () => {
    const user = await createUser();
    const { client, products } = await cartWith(user, [
      { price: 1200, quantity: 2 },
      { price: 450, quantity: 1 },
    ]);
    const input = await checkoutInput(client, 1);
    const { actor, orderCalls } = checkoutActor(client, input);
    const { day, slot } = chooseDelivery(actor, input);
    actor.send({ type: "checkout.setPayment", payment: PAYMENTS.cash });
    actor.send({ type: "checkout.submit" });
    await waitFor(actor, (s) => s.status === "done" || s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().value).toBe("done");
    expect(orderCalls).toHaveLength(1);

    const orderId = actor.getSnapshot().context.orderId ?? 0;
    const order = await getOrder(client, orderId);
    expect(order.user_id).toBe(user.id);
    expect(order.status).toBe("new");
    expect([order.delivery_type, order.delivery_date, order.delivery_time]).toEqual(["delivery", day, slot]);
    expect(order.details.map((d) => [d.stock.id, d.quantity]).sort()).toEqual(
      products.map((p) => [p.stock_id, p.quantity]).sort(),
    );
    expect(order.transaction).toMatchObject({ status: "progress", payment_system: { tag: "cash" } });
    // the machine's own total (minor units) is the total the API charged
    expect(Math.round(order.total_price * 100)).toBe(actor.getSnapshot().context.total);
    expect(await countRows("orders", "user_id = ?1", user.id)).toBe(1);
    // the cart was turned into the order
    expect(await getCart(client).catch((e: unknown) => (e as ApiError).status)).toBe(404);
    actor.stop();
  });

  it("pays by wallet: the API debits exactly the order's total, and a second submit places no second order", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { client } = await cartWith(user, [{ price: 1500, quantity: 3 }]);
    const input = await checkoutInput(client, 1);
    expect(input.walletBalance).toBe(100_000);
    const { actor, orderCalls } = checkoutActor(client, input);
    chooseDelivery(actor, input);
    actor.send({ type: "checkout.setPayment", payment: PAYMENTS.wallet });
    actor.send({ type: "checkout.submit" });
    actor.send({ type: "checkout.submit" });
    await waitFor(actor, (s) => s.status === "done" || s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(orderCalls).toHaveLength(1);

    const order = await getOrder(client, actor.getSnapshot().context.orderId ?? 0);
    expect(order.transaction).toMatchObject({ status: "paid", payment_system: { tag: "wallet" } });
    const charged = Math.round(order.total_price * 100);
    expect(charged).toBe(actor.getSnapshot().context.total);
    expect(await walletBalance(user.id)).toBe(100_000 - charged);
    // the profile the storefront reads says the same
    expect(Math.round(((await getProfile(client)).wallet?.price ?? 0) * 100)).toBe(100_000 - charged);
    expect(await countRows("orders", "user_id = ?1", user.id)).toBe(1);
    actor.stop();
  });

  it("a wallet short of the total is refused by the machine and by the API, with nothing ordered or charged", async () => {
    const user = await createUser({ wallet: 500 });
    const { client } = await cartWith(user, [{ price: 1500, quantity: 1 }]);
    const input = await checkoutInput(client, 1);
    const { actor, orderCalls } = checkoutActor(client, input);
    const { day, slot } = chooseDelivery(actor, input);
    actor.send({ type: "checkout.setPayment", payment: PAYMENTS.wallet });
    actor.send({ type: "checkout.submit" });
    expect(actor.getSnapshot().context.error).toBe("Insufficient wallet balance");
    expect(orderCalls).toHaveLength(0);
    // the same order sent straight to the API, past the machine's check, gets the same answer
    const direct = await createOrder(client, {
      cart_id: input.cartId,
      shop_id: 1,
      currency_id: 1,
      delivery_type: "delivery",
      delivery_date: day,
      delivery_time: slot,
      location: [HOME.latitude, HOME.longitude],
      address: { address: "1 Strand" },
      payment_id: PAYMENTS.wallet.id,
    }).catch((error: unknown) => error);
    expect(direct).toBeInstanceOf(ApiError);
    expect((direct as ApiError).message).toBe("Insufficient wallet balance");
    expect(await walletBalance(user.id)).toBe(500);
    expect(await countRows("orders", "user_id = ?1", user.id)).toBe(0);
    actor.stop();
  });
});

describe("group order machine against the API", () => {
  /** The owner's side, wired by core's example (packages/core/examples/with-api.ts). */
  function ownerActor(client: ApiClient) {
    const machine = groupOrderWithApi(client, { currencyId: 1, shopId: 1 });
    return createActor(machine, { input: { role: "owner", origin: "https://tiffin.test" } }).start();
  }

  /** A member's side: no sign-in, the member's uuid is the credential. */
  function memberActor() {
    const client = clientFor();
    const machine = groupOrderWithApi(client, { currencyId: 1, shopId: 1 });
    return { actor: createActor(machine, { input: { role: "member" } }).start(), client };
  }

  /** What a member opens from the owner's share link: the cart id, shop id and invite token it carries. */
  function invite(shareLink: string) {
    const url = new URL(shareLink);
    const cartId = Number(url.pathname.split("/").pop());
    return { cartId, shopId: Number(url.searchParams.get("shop_id")), token: url.searchParams.get("invite") ?? "" };
  }

  it("starts, members join by the invite and add, one is kicked, the other is done; the API holds the same", async () => {
    const owner = await createUser({ firstname: "Olivia" });
    const ownerClient = clientFor(owner.token);
    const pizza = await createProduct(1, { price: 1200, quantity: 50 });
    const salad = await createProduct(1, { price: 800, quantity: 50 });

    const host = ownerActor(ownerClient);
    host.send({ type: "group.open", shopId: 1 });
    await waitFor(host, (s) => s.matches({ owner: "open" }) || s.context.error !== null);
    expect(host.getSnapshot().context.error).toBeNull();
    const { cartId, shareLink } = host.getSnapshot().context;
    const held = await getCart(ownerClient);
    expect(held.invite_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shareLink).toBe(`https://tiffin.test/group/${cartId}?shop_id=1&invite=${held.invite_token}`);
    expect([held.id, held.group]).toEqual([cartId, true]);

    const amir = memberActor();
    const bea = memberActor();
    for (const [member, name] of [
      [amir, "Amir"],
      [bea, "Bea"],
    ] as const) {
      member.actor.send({ type: "group.join", ...invite(shareLink ?? ""), name });
      await waitFor(member.actor, (s) => !s.matches({ member: "joining" }));
      expect(member.actor.getSnapshot().matches({ member: "choosing" })).toBe(true);
    }
    const amirUuid = amir.actor.getSnapshot().context.me?.uuid ?? "";
    const beaUuid = bea.actor.getSnapshot().context.me?.uuid ?? "";
    for (const [uuid, stock, quantity] of [
      [amirUuid, salad.stockId, 2],
      [beaUuid, pizza.stockId, 1],
    ] as const) {
      await insertGroupCartProducts(clientFor(), {
        shop_id: 1,
        cart_id: cartId ?? 0,
        user_cart_uuid: uuid,
        products: [{ stock_id: stock, quantity }],
      });
    }

    host.send({ type: "group.refresh" });
    await waitFor(host, (s) => s.matches({ owner: "open" }));
    expect(host.getSnapshot().context.members.map((m) => [m.name, m.status])).toEqual([
      ["Amir", "choosing"],
      ["Bea", "choosing"],
    ]);

    host.send({ type: "group.kick", uuid: amirUuid });
    await waitFor(host, (s) => s.matches({ owner: "open" }));
    expect(host.getSnapshot().context.error).toBeNull();
    expect(host.getSnapshot().context.members.map((m) => m.name)).toEqual(["Bea"]);

    // Amir learns it on his next refresh; Bea finishes
    amir.actor.send({ type: "group.refresh" });
    await waitFor(amir.actor, (s) => !s.matches({ member: "checking" }));
    expect(amir.actor.getSnapshot().matches({ member: "kicked" })).toBe(true);
    expect(amir.actor.getSnapshot().context.error).toBe("You have been kicked from group order");
    bea.actor.send({ type: "group.done" });
    await waitFor(bea.actor, (s) => !s.matches({ member: "toggling" }));
    expect(bea.actor.getSnapshot().matches({ member: "done" })).toBe(true);

    // read back: the cart lists Bea only, done, with her line
    const after = await getCart(ownerClient);
    const guests = after.user_carts.filter((m) => m.user_id === null);
    expect(guests.map((m) => [m.uuid, m.status, m.cartDetails.map((d) => [d.stock.id, d.quantity])])).toEqual([
      [beaUuid, "done", [[pizza.stockId, 1]]],
    ]);
    // Amir's row stays, marked kicked so his next call is told why; his lines are gone
    expect(await countRows("user_carts", "uuid = ?1 AND kicked_at IS NOT NULL", amirUuid)).toBe(1);
    expect(
      await countRows("cart_details", "user_cart_id IN (SELECT id FROM user_carts WHERE uuid = ?1)", amirUuid),
    ).toBe(0);
    host.send({ type: "group.refresh" });
    await waitFor(host, (s) => s.matches({ owner: "open" }));
    expect(host.getSnapshot().context.members).toEqual([{ uuid: beaUuid, name: "Bea", status: "done" }]);
    for (const actor of [host, amir.actor, bea.actor]) actor.stop();
  });

  it("a join by an invite to a cart that is not a group ends invalid, with the API's message and no member added", async () => {
    const owner = await createUser();
    const { client } = await cartWith(owner, [{ price: 1000, quantity: 1 }]);
    const plain = await getCart(client);
    expect(plain.group).toBe(false);
    const members = plain.user_carts.length;
    const guest = memberActor();
    const token = "Z2F0ZS1jcmFzaGVyLWludml0ZS10b2tlbi0wMDAwMDAwMDA";
    guest.actor.send({ type: "group.join", cartId: plain.id, shopId: 1, name: "Gate crasher", token });
    await waitFor(guest.actor, (s) => !s.matches({ member: "joining" }));
    expect(guest.actor.getSnapshot().matches({ member: "invalid" })).toBe(true);
    expect(guest.actor.getSnapshot().context.error).toBe("You cannot join. Invalid group order");
    // the machine says what the API says to the same join
    const refused = await joinGroupCart(clientFor(), {
      cart_id: plain.id,
      shop_id: 1,
      name: "Gate crasher",
      token,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(guest.actor.getSnapshot().context.error);
    expect((await getCart(client)).user_carts).toHaveLength(members);
    guest.actor.stop();
  });
});
