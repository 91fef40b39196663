import { env } from "cloudflare:test";
import { cartResponse, errorBodySchema, groupMemberResponse, orderResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { orderBody, placeOrder } from "./helpers/orders";
import { countRows, createUser, type TestUser } from "./helpers/users";

describe("a group order, end to end", () => {
  it("owner opens, members join and add, one is kicked, the rest finish, the owner orders", async () => {
    const owner = await createUser({ firstname: "Olivia" });
    const pizza = await createProduct(1, { price: 1200, quantity: 50, title: "Margherita" });
    const salad = await createProduct(1, { price: 800, quantity: 50, title: "Salad" });

    const opened = cartResponse.parse(
      (await call("dashboard/user/cart/open", send("POST", { shop_id: 1, currency_id: 1 }, owner.auth))).body,
    );
    expect(opened.data.group).toBe(true);
    const cartId = opened.data.id;
    await call(
      "dashboard/user/cart/insert-product",
      send("POST", { shop_id: 1, products: [{ stock_id: pizza.stockId, quantity: 1 }] }, owner.auth),
    );

    const join = async (name: string) => {
      const res = await call(
        "rest/cart/open",
        send("POST", { cart_id: cartId, shop_id: 1, name, token: opened.data.invite_token }),
      );
      expect(res.status).toBe(200);
      return groupMemberResponse.parse(res.body).data;
    };
    const amir = await join("Amir");
    const bea = await join("Bea");
    expect(amir.status).toBe("choosing");

    const add = (uuid: string, stockId: number, quantity: number) =>
      call(
        "rest/cart/insert-product",
        send("POST", {
          shop_id: 1,
          cart_id: cartId,
          user_cart_uuid: uuid,
          products: [{ stock_id: stockId, quantity }],
        }),
      );
    expect((await add(amir.uuid, salad.stockId, 2)).status).toBe(200);
    expect((await add(bea.uuid, pizza.stockId, 1)).status).toBe(200);

    // A member cannot remove someone else's line.
    const seen = cartResponse.parse((await call(`rest/cart/${cartId}?user_cart_uuid=${amir.uuid}`)).body).data;
    // Amir sees Bea's lines under her name, not her uuid.
    const beaLine = seen.user_carts.find((m) => m.name === "Bea")?.cartDetails[0];
    expect(beaLine).toBeDefined();
    const foreign = await call(
      "rest/cart/product/delete",
      send("DELETE", { ids: [beaLine?.id], cart_id: cartId, user_cart_uuid: amir.uuid }),
    );
    expect(foreign.status).toBe(404);
    // Read back: Bea's line is still there, with its quantity.
    const beaView = cartResponse.parse((await call(`rest/cart/${cartId}?user_cart_uuid=${bea.uuid}`)).body).data;
    const beaLines = beaView.user_carts.find((m) => m.uuid === bea.uuid)?.cartDetails ?? [];
    expect(beaLines.map((line) => [line.id, line.quantity])).toEqual([[beaLine?.id, 1]]);

    // The owner sees every member's lines and kicks Bea.
    const full = cartResponse.parse((await call("dashboard/user/cart", { headers: owner.auth })).body).data;
    expect(full.user_carts.map((m) => m.name)).toEqual(["Olivia Tester", "Amir", "Bea"]);
    const kick = await call(`dashboard/user/cart/member/delete?ids[]=${bea.uuid}&cart_id=${cartId}`, {
      method: "DELETE",
      headers: owner.auth,
    });
    expect(kick.status).toBe(200);
    const kicked = await add(bea.uuid, salad.stockId, 1);
    expect(kicked.status).toBe(400);
    expect(errorBodySchema.parse(kicked.body).message).toBe("You have been kicked from group order");

    // Amir marks done; a stranger's uuid is refused.
    const done = groupMemberResponse.parse(
      (await call(`rest/cart/status/${amir.uuid}`, send("POST", { cart_id: cartId }))).body,
    );
    expect(done.data.status).toBe("done");
    const stranger = await call(`rest/cart/${cartId}?user_cart_uuid=${crypto.randomUUID()}`);
    expect(errorBodySchema.parse(stranger.body).message).toBe("You cannot join. Invalid group order");

    const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId), owner.auth));
    expect(placed.status).toBe(200);
    const order = orderResponse.parse(placed.body).data;
    const names = order.details.map((d) => [d.stock.id, d.member_name]);
    expect(names).toEqual([
      [pizza.stockId, "Olivia Tester"],
      [salad.stockId, "Amir"],
    ]);
    // The members' cart is gone with the order.
    const after = await call(`rest/cart/${cartId}?user_cart_uuid=${amir.uuid}`);
    expect(errorBodySchema.parse(after.body).message).toBe("You cannot join. Invalid group order");
  });
});

const INVALID = "You cannot join. Invalid group order";
const messageOf = (res: { body: unknown }) => errorBodySchema.parse(res.body).message;

/** 32 random bytes in base64url, shaped like a real invite token. */
function forgedToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function openGroup(firstname = "Olga") {
  const owner = await createUser({ firstname });
  const product = await createProduct(1, { price: 900, quantity: 80, title: `Soup ${firstname}` });
  const cart = cartResponse.parse(
    (await call("dashboard/user/cart/open", send("POST", { shop_id: 1, currency_id: 1 }, owner.auth))).body,
  ).data;
  const join = async (name: string, token: unknown = cart.invite_token) => {
    const res = await call("rest/cart/open", send("POST", { cart_id: cart.id, shop_id: 1, name, token }));
    return res;
  };
  const member = async (name: string) => groupMemberResponse.parse((await join(name)).body).data;
  const add = (uuid: string, cartId = cart.id, quantity = 1) =>
    call(
      "rest/cart/insert-product",
      send("POST", {
        shop_id: 1,
        cart_id: cartId,
        user_cart_uuid: uuid,
        products: [{ stock_id: product.stockId, quantity }],
      }),
    );
  const ownerView = async () =>
    cartResponse.parse((await call("dashboard/user/cart", { headers: owner.auth })).body).data;
  return { owner, product, cart, token: cart.invite_token ?? "", join, member, add, ownerView };
}

describe("joining a group order needs the share link's invite token", () => {
  it("the owner's view carries a 32-byte base64url invite token for its share link", async () => {
    const { cart, ownerView } = await openGroup();
    expect(cart.invite_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await ownerView()).invite_token).toBe(cart.invite_token);
  });

  it("a caller holding only the cart id, a forged token or another cart's token is refused and no member row is written", async () => {
    const { cart, join } = await openGroup();
    const other = await openGroup("Otto");
    const onlyCartId = await call("rest/cart/open", send("POST", { cart_id: cart.id, shop_id: 1, name: "Mallory" }));
    expect(onlyCartId.status).toBe(400);
    expect(messageOf(onlyCartId)).toBe(INVALID);
    for (const token of ["", forgedToken(), other.token, `${other.token.slice(0, 42)}A`]) {
      const res = await join("Mallory", token);
      expect(res.status).toBe(400);
      expect(messageOf(res)).toBe(INVALID);
    }
    expect(await countRows("user_carts", "cart_id = ?1 AND user_id IS NULL", cart.id)).toBe(0);
  });

  it("turning group mode off voids the link: its token no longer joins after group mode is back on", async () => {
    const { owner, cart, token, join } = await openGroup();
    await call(`dashboard/user/cart/set-group/${cart.id}`, send("POST", undefined, owner.auth));
    const again = cartResponse.parse(
      (await call(`dashboard/user/cart/set-group/${cart.id}`, send("POST", undefined, owner.auth))).body,
    ).data;
    expect(again.invite_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.invite_token).not.toBe(token);
    expect(messageOf(await join("Late", token))).toBe(INVALID);
    expect((await join("Fresh", again.invite_token)).status).toBe(200);
  });
});

describe("a member sees only its own uuid", () => {
  it("no other member's uuid, the owner's included, appears in any answer a member gets", async () => {
    const { cart, member, add, ownerView } = await openGroup();
    const amir = await member("Amir");
    const bea = await member("Bea");
    const owners = (await ownerView()).user_carts.find((m) => m.user_id !== null)?.uuid ?? "";
    expect(owners).not.toBe("");
    const secrets = (me: string) => [owners, amir.uuid, bea.uuid].filter((uuid) => uuid !== me);
    const line = cartResponse.parse((await add(amir.uuid)).body).data.user_carts.find((m) => m.uuid === amir.uuid)
      ?.cartDetails[0];
    const answers = [
      await add(amir.uuid),
      await call(`rest/cart/${cart.id}?user_cart_uuid=${amir.uuid}`),
      await call(
        "rest/cart",
        send("POST", {
          shop_id: 1,
          cart_id: cart.id,
          user_cart_uuid: amir.uuid,
          stock_id: line?.stock.id,
          quantity: 3,
        }),
      ),
      await call(
        "rest/cart/product/delete",
        send("DELETE", { ids: [line?.id], cart_id: cart.id, user_cart_uuid: amir.uuid }),
      ),
      await call(`rest/cart/status/${amir.uuid}`, send("POST", { cart_id: cart.id })),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const secret of secrets(amir.uuid)) expect(text).not.toContain(secret);
      expect(text).not.toContain("invite_token");
    }
    // Amir does see his own uuid; the others are listed by name with no uuid.
    const view = cartResponse.parse(answers[1]?.body).data;
    expect(view.user_carts.map((m) => [m.name, m.uuid])).toEqual([
      ["Olga Tester", null],
      ["Amir", amir.uuid],
      ["Bea", null],
    ]);
  });
});

describe("every member call is checked against the caller's own membership", () => {
  it("a member's uuid does not work on another group cart", async () => {
    const mine = await openGroup();
    const theirs = await openGroup("Otto");
    const amir = await mine.member("Amir");
    const res = await mine.add(amir.uuid, theirs.cart.id);
    expect(messageOf(res)).toBe(INVALID);
    expect(messageOf(await call(`rest/cart/${theirs.cart.id}?user_cart_uuid=${amir.uuid}`))).toBe(INVALID);
    expect(messageOf(await call(`rest/cart/status/${amir.uuid}`, send("POST", { cart_id: theirs.cart.id })))).toBe(
      INVALID,
    );
    expect(
      await countRows("cart_details d JOIN user_carts u ON u.id = d.user_cart_id", "u.cart_id = ?1", theirs.cart.id),
    ).toBe(0);
  });

  it("leaving with a list that also names another member is refused and removes nobody", async () => {
    const { cart, member } = await openGroup();
    const amir = await member("Amir");
    const bea = await member("Bea");
    const res = await call(`rest/cart/member/delete?ids[]=${amir.uuid}&ids[]=${bea.uuid}&cart_id=${cart.id}`, {
      method: "DELETE",
    });
    expect(messageOf(res)).toBe(INVALID);
    expect(await countRows("user_carts", "cart_id = ?1 AND user_id IS NULL", cart.id)).toBe(2);
    // Alone in the list, Amir leaves and Bea stays.
    expect(
      (await call(`rest/cart/member/delete?ids[]=${amir.uuid}&cart_id=${cart.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect(await countRows("user_carts", "uuid = ?1", bea.uuid)).toBe(1);
    expect(await countRows("user_carts", "uuid = ?1", amir.uuid)).toBe(0);
  });

  it("a member cannot remove another member's line", async () => {
    const { cart, member, add, ownerView } = await openGroup();
    const amir = await member("Amir");
    const bea = await member("Bea");
    await add(bea.uuid, cart.id, 2);
    const beaLine = (await ownerView()).user_carts.find((m) => m.uuid === bea.uuid)?.cartDetails[0];
    const res = await call(
      "rest/cart/product/delete",
      send("DELETE", { ids: [beaLine?.id], cart_id: cart.id, user_cart_uuid: amir.uuid }),
    );
    expect(res.status).toBe(404);
    expect(await countRows("cart_details", "id = ?1 AND quantity = 2", beaLine?.id)).toBe(1);
  });

  it("an owner's kick naming a member of someone else's cart among its own kicks nobody", async () => {
    const mine = await openGroup();
    const theirs = await openGroup("Otto");
    const amir = await mine.member("Amir");
    const stranger = await theirs.member("Sam");
    await mine.add(amir.uuid);
    const kick = (ids: string[], who: TestUser = mine.owner) =>
      call(`dashboard/user/cart/member/delete?${ids.map((id) => `ids[]=${id}`).join("&")}&cart_id=${mine.cart.id}`, {
        method: "DELETE",
        headers: who.auth,
      });
    const mixed = await kick([amir.uuid, stranger.uuid]);
    expect(mixed.status).toBe(404);
    expect(await countRows("user_carts", "kicked_at IS NULL AND uuid IN (?1, ?2)", amir.uuid, stranger.uuid)).toBe(2);
    expect(await countRows("cart_details d JOIN user_carts u ON u.id = d.user_cart_id", "u.uuid = ?1", amir.uuid)).toBe(
      1,
    );
    // Another owner cannot kick from this cart at all.
    expect((await kick([amir.uuid], theirs.owner)).status).toBe(404);
    // The owner's own member list alone works.
    expect((await kick([amir.uuid])).status).toBe(200);
    expect(messageOf(await mine.add(amir.uuid))).toBe("You have been kicked from group order");
  });
});

describe("live group cart updates over WebSockets", () => {
  const app = createApiApp({});
  const upgrade = (path: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, { headers: { Upgrade: "websocket", ...headers } }), env);

  /** Accepts the socket and collects what it hears, and whether it was closed. */
  function listen(response: Response) {
    const socket = response.webSocket;
    if (!socket) throw new Error(`no WebSocket (${response.status})`);
    socket.accept();
    const heard: string[] = [];
    let closed: number | null = null;
    const waiters: Array<() => void> = [];
    const wake = () => {
      for (const w of waiters.splice(0)) w();
    };
    socket.addEventListener("message", (event) => {
      heard.push(String(event.data));
      wake();
    });
    socket.addEventListener("close", (event) => {
      closed = event.code;
      wake();
    });
    const until = async (ok: () => boolean) => {
      while (!ok()) await new Promise<void>((resolve) => waiters.push(resolve));
    };
    return { socket, heard, closed: () => closed, until };
  }

  it("refuses a socket for a stranger's uuid, another cart's member, or an owner without a session", async () => {
    const mine = await openGroup();
    const theirs = await openGroup("Otto");
    const sam = await theirs.member("Sam");
    for (const uuid of [crypto.randomUUID(), sam.uuid]) {
      const res = await upgrade(`rest/cart/${mine.cart.id}/live?user_cart_uuid=${uuid}`);
      expect(res.status).toBe(400);
      expect(res.webSocket).toBeNull();
    }
    expect((await upgrade("dashboard/user/cart/live")).status).toBe(401);
  });

  it("the owner and a member hear each change; a kicked member's socket is closed", async () => {
    const { owner, cart, member, add } = await openGroup();
    const amir = await member("Amir");
    const bea = await member("Bea");
    const host = listen(await upgrade("dashboard/user/cart/live", owner.auth));
    const amirSocket = listen(await upgrade(`rest/cart/${cart.id}/live?user_cart_uuid=${amir.uuid}`));
    const beaSocket = listen(await upgrade(`rest/cart/${cart.id}/live?user_cart_uuid=${bea.uuid}`));

    expect((await add(bea.uuid)).status).toBe(200);
    await host.until(() => host.heard.length >= 1);
    await amirSocket.until(() => amirSocket.heard.length >= 1);
    // The news says only that something changed: no uuid, no lines.
    expect(host.heard[0]).toBe(JSON.stringify({ type: "changed" }));

    await call(`rest/cart/status/${amir.uuid}`, send("POST", { cart_id: cart.id }));
    await host.until(() => host.heard.length >= 2);

    const kicked = await call(`dashboard/user/cart/member/delete?ids[]=${bea.uuid}&cart_id=${cart.id}`, {
      method: "DELETE",
      headers: owner.auth,
    });
    expect(kicked.status).toBe(200);
    await beaSocket.until(() => beaSocket.closed() !== null);
    expect(beaSocket.closed()).toBe(4001);
    await amirSocket.until(() => amirSocket.heard.length >= 3);
    expect(amirSocket.closed()).toBeNull();
    for (const s of [host, amirSocket]) s.socket.close(1000, "done");
  });

  it("members hear when the owner places the group's order", async () => {
    const { owner, cart, member, add } = await openGroup();
    const amir = await member("Amir");
    expect((await add(amir.uuid, cart.id, 10)).status).toBe(200);
    const amirSocket = listen(await upgrade(`rest/cart/${cart.id}/live?user_cart_uuid=${amir.uuid}`));
    const placed = await call("dashboard/user/orders", send("POST", orderBody(cart.id), owner.auth));
    expect(placed.status).toBe(200);
    await amirSocket.until(() => amirSocket.heard.length >= 1);
    expect(amirSocket.heard[0]).toBe(JSON.stringify({ type: "changed" }));
    amirSocket.socket.close(1000, "done");
  });

  it("an order from a cart that is no group's wakes no group object; a group's order wakes its own", async () => {
    const named: string[] = [];
    const live = env.GROUP_CART_LIVE;
    if (!live) throw new Error("the tests bind GROUP_CART_LIVE");
    const recording = {
      idFromName: (name: string) => {
        named.push(name);
        return live.idFromName(name);
      },
      get: (id: DurableObjectId) => live.get(id),
    };
    const alone = await createUser({ firstname: "Solo" });
    await placeOrder(alone, { bindings: { GROUP_CART_LIVE: recording } });
    expect(named).toEqual([]);

    const { owner, cart, member, add } = await openGroup();
    expect((await add((await member("Amir")).uuid, cart.id, 10)).status).toBe(200);
    const placed = await callWith({ GROUP_CART_LIVE: recording }, "dashboard/user/orders", {
      ...send("POST", orderBody(cart.id), owner.auth),
    });
    expect(placed.status).toBe(200);
    expect(named).toEqual([`group-cart-${cart.id}`]);
  });

  it("members hear when the owner deletes the group cart, and their next read says the group is gone", async () => {
    const { owner, cart, member } = await openGroup();
    const amir = await member("Amir");
    const amirSocket = listen(await upgrade(`rest/cart/${cart.id}/live?user_cart_uuid=${amir.uuid}`));
    const deleted = await call("dashboard/user/cart/delete", send("DELETE", { ids: [cart.id] }, owner.auth));
    expect(deleted.status).toBe(200);
    await amirSocket.until(() => amirSocket.heard.length >= 1);
    expect(messageOf(await call(`rest/cart/${cart.id}?user_cart_uuid=${amir.uuid}`))).toBe(INVALID);
    amirSocket.socket.close(1000, "done");
  });
});
