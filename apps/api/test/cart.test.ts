import { cartResponse, errorBodySchema, groupMemberResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { attachAddon, createProduct, setSetting } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { countRows, createUser, type TestUser } from "./helpers/users";

const insert = (user: TestUser, body: unknown) =>
  call("dashboard/user/cart/insert-product", send("POST", body, user.auth));
const cartOf = async (user: TestUser, query = "") =>
  cartResponse.parse((await call(`dashboard/user/cart${query}`, { headers: user.auth })).body).data;
const message = (res: { body: unknown }) => errorBodySchema.parse(res.body).message;

describe("signed-in cart", () => {
  it("adds lines with addons, prices them, converts currency and removes with quantity 0", async () => {
    const user = await createUser();
    const pizza = await createProduct(1, { price: 1200, tax: 10, quantity: 5, discount: 100 });
    const cheese = await createProduct(1, { price: 150, addon: true });
    await attachAddon(pizza.stockId, cheese.productId);
    const res = await insert(user, {
      shop_id: 1,
      currency_id: 1,
      products: [
        { stock_id: pizza.stockId, quantity: 2 },
        { stock_id: cheese.stockId, quantity: 2, parent_id: pizza.stockId },
      ],
    });
    expect(res.status).toBe(200);
    const cart = cartResponse.parse(res.body).data;
    const line = cart.user_carts[0]?.cartDetails[0];
    expect(line).toMatchObject({ quantity: 2, price: 26.4, discount: 2 });
    expect(line?.stock).toMatchObject({ price: 12, tax: 1.2, total_price: 12.2 });
    expect(line?.addons[0]).toMatchObject({ quantity: 2, price: 3 });
    expect(cart.total_price).toBe(27.4);
    expect((await cartOf(user, "?currency_id=2")).total_price).toBe(25.21);

    const removed = cartResponse.parse(
      (await insert(user, { shop_id: 1, products: [{ stock_id: pizza.stockId, quantity: 0 }] })).body,
    ).data;
    expect(removed.user_carts[0]?.cartDetails).toEqual([]);
    expect(await countRows("cart_details", "user_cart_id = ?1", removed.user_carts[0]?.id)).toBe(0);
  });

  it("keeps one shop per cart, respects stock and refuses stray addons — writing nothing", async () => {
    const user = await createUser();
    const mine = await createProduct(1, { quantity: 3 });
    const elsewhere = await createProduct(2);
    const addon = await createProduct(1, { addon: true });
    await insert(user, { shop_id: 1, products: [{ stock_id: mine.stockId, quantity: 1 }] });
    const before = await countRows("cart_details");
    const otherShop = await insert(user, { shop_id: 2, products: [{ stock_id: elsewhere.stockId, quantity: 1 }] });
    expect(otherShop.status).toBe(400);
    expect(message(otherShop)).toBe("You can only add items from one restaurant to your shopping cart");
    expect(message(await insert(user, { shop_id: 1, products: [{ stock_id: mine.stockId, quantity: 4 }] }))).toBe(
      "Out of stock",
    );
    expect(message(await insert(user, { shop_id: 1, products: [{ stock_id: elsewhere.stockId, quantity: 1 }] }))).toBe(
      "The stock does not belong to this shop",
    );
    expect(
      message(
        await insert(user, {
          shop_id: 1,
          products: [{ stock_id: addon.stockId, quantity: 1, parent_id: mine.stockId }],
        }),
      ),
    ).toBe("This addon is not offered with that product");
    expect(message(await insert(user, { shop_id: 1, products: [{ stock_id: addon.stockId, quantity: 1 }] }))).toBe(
      "An addon is added with its product",
    );
    const invalid = await insert(user, { shop_id: 1, products: [] });
    expect(errorBodySchema.parse(invalid.body).params?.products).toEqual(["The products field is required."]);
    expect((await insert(user, { shop_id: 1, products: [{ stock_id: mine.stockId, quantity: -1 }] })).status).toBe(400);
    expect(await countRows("cart_details")).toBe(before);
    expect((await call("dashboard/user/cart/insert-product", send("POST", { shop_id: 1, products: [] }))).status).toBe(
      401,
    );
  });

  it("sets one line with POST /dashboard/user/cart and moves an empty cart to another shop", async () => {
    const user = await createUser();
    const a = await createProduct(1);
    const b = await createProduct(2);
    const set = (body: unknown) => call("dashboard/user/cart", send("POST", body, user.auth));
    const first = cartResponse.parse(
      (await set({ shop_id: 1, stock_id: a.stockId, quantity: 3, currency_id: 1 })).body,
    ).data;
    expect(first.user_carts[0]?.cartDetails[0]?.quantity).toBe(3);
    const again = cartResponse.parse((await set({ shop_id: 1, stock_id: a.stockId, quantity: 1 })).body).data;
    expect(again.user_carts[0]?.cartDetails[0]?.quantity).toBe(1);
    await set({ shop_id: 1, stock_id: a.stockId, quantity: 0 });
    const moved = cartResponse.parse((await set({ shop_id: 2, stock_id: b.stockId, quantity: 1 })).body).data;
    expect(moved.shop_id).toBe(2);
    expect(moved.id).toBe(first.id);
  });

  it("reads, deletes lines and deletes the cart (404 when there is none)", async () => {
    const user = await createUser();
    expect((await call("dashboard/user/cart", { headers: user.auth })).status).toBe(404);
    const a = await createProduct(1);
    const b = await createProduct(1);
    await insert(user, {
      shop_id: 1,
      products: [
        { stock_id: a.stockId, quantity: 1 },
        { stock_id: b.stockId, quantity: 2 },
      ],
    });
    const cart = await cartOf(user);
    const lineId = cart.user_carts[0]?.cartDetails[0]?.id;
    const after = await call("dashboard/user/cart/product/delete", send("DELETE", { ids: [lineId] }, user.auth));
    expect(cartResponse.parse(after.body).data.user_carts[0]?.cartDetails).toHaveLength(1);
    const stranger = await createUser();
    // The stranger aims at a line that still exists: it must survive, with its quantity.
    const survivor = cartResponse.parse(after.body).data.user_carts[0]?.cartDetails[0];
    expect(survivor?.id).toBeDefined();
    expect(
      (await call("dashboard/user/cart/product/delete", send("DELETE", { ids: [survivor?.id] }, stranger.auth))).status,
    ).toBe(404);
    expect(await countRows("cart_details", "id = ?1", survivor?.id)).toBe(1);
    expect((await cartOf(user)).user_carts[0]?.cartDetails.map((line) => line.id)).toEqual([survivor?.id]);
    expect((await call("dashboard/user/cart/delete", send("DELETE", { ids: [cart.id] }, stranger.auth))).status).toBe(
      404,
    );
    expect((await call("dashboard/user/cart/delete", send("DELETE", { ids: "x" }, user.auth))).status).toBe(400);
    expect((await call("dashboard/user/cart/delete", send("DELETE", { ids: [cart.id] }, user.auth))).status).toBe(200);
    expect(await countRows("carts", "id = ?1", cart.id)).toBe(0);
  });
});

describe("group cart calls", () => {
  async function groupCart() {
    const owner = await createUser({ firstname: "Owen" });
    const stock = await createProduct(1, { quantity: 20 });
    const cart = cartResponse.parse(
      (await call("dashboard/user/cart/open", send("POST", { shop_id: 1 }, owner.auth))).body,
    ).data;
    const join = async (name: string) =>
      groupMemberResponse.parse(
        (await call("rest/cart/open", send("POST", { cart_id: cart.id, shop_id: 1, name, token: cart.invite_token })))
          .body,
      ).data;
    return { owner, stock, cartId: cart.id, token: cart.invite_token, join };
  }

  it("members set lines, remove their own, toggle status and leave", async () => {
    const { stock, cartId, join } = await groupCart();
    const mia = await join("Mia");
    const setLine = (quantity: number) =>
      call(
        "rest/cart",
        send("POST", { shop_id: 1, cart_id: cartId, user_cart_uuid: mia.uuid, stock_id: stock.stockId, quantity }),
      );
    const cart = cartResponse.parse((await setLine(2)).body).data;
    const line = cart.user_carts.find((m) => m.uuid === mia.uuid)?.cartDetails[0];
    expect(line?.quantity).toBe(2);
    expect(message(await setLine(99))).toBe("Out of stock");
    const removed = await call(
      "rest/cart/product/delete",
      send("DELETE", { ids: [line?.id], cart_id: cartId, user_cart_uuid: mia.uuid }),
    );
    expect(cartResponse.parse(removed.body).data.user_carts.find((m) => m.uuid === mia.uuid)?.cartDetails).toEqual([]);
    const status = (uuid: string) => call(`rest/cart/status/${uuid}`, send("POST", { cart_id: cartId }));
    expect(groupMemberResponse.parse((await status(mia.uuid)).body).data.status).toBe("done");
    expect(groupMemberResponse.parse((await status(mia.uuid)).body).data.status).toBe("choosing");
    expect(
      (await call(`rest/cart/member/delete?ids[]=${mia.uuid}&cart_id=${cartId}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect(message(await status(mia.uuid))).toBe("You cannot join. Invalid group order");
  });

  it("refuses a bad cart, another shop, a solo cart and group orders switched off", async () => {
    const { owner, cartId, token, join } = await groupCart();
    const joinRes = (body: object) => call("rest/cart/open", send("POST", { token, ...body }));
    expect(message(await joinRes({ cart_id: 999_999, shop_id: 1, name: "X" }))).toBe(
      "You cannot join. Invalid group order",
    );
    expect(message(await joinRes({ cart_id: cartId, shop_id: 2, name: "X" }))).toBe(
      "You cannot join. Invalid group order",
    );
    expect(errorBodySchema.parse((await joinRes({ cart_id: cartId, shop_id: 1, name: "" })).body).params?.name).toEqual(
      ["Required"],
    );
    const guest = await join("Gus");
    // Turning group mode off sends guests away.
    const solo = cartResponse.parse(
      (await call(`dashboard/user/cart/set-group/${cartId}`, send("POST", undefined, owner.auth))).body,
    ).data;
    expect(solo.group).toBe(false);
    expect(solo.user_carts).toHaveLength(1);
    expect(message(await call(`rest/cart/${cartId}?user_cart_uuid=${guest.uuid}`))).toBe(
      "You cannot join. Invalid group order",
    );
    expect(message(await joinRes({ cart_id: cartId, shop_id: 1, name: "Late" }))).toBe(
      "You cannot join. Invalid group order",
    );
    const kickNobody = await call(`dashboard/user/cart/member/delete?ids[]=${guest.uuid}&cart_id=${cartId}`, {
      method: "DELETE",
      headers: owner.auth,
    });
    expect(kickNobody.status).toBe(404);
    await setSetting("group_order", "0");
    expect(message(await call(`dashboard/user/cart/set-group/${cartId}`, send("POST", undefined, owner.auth)))).toBe(
      "Group orders are turned off",
    );
    expect(message(await joinRes({ cart_id: cartId, shop_id: 1, name: "X" }))).toBe("Group orders are turned off");
    await setSetting("group_order", "1");
    expect((await call(`dashboard/user/cart/set-group/${cartId}`, send("POST", undefined, owner.auth))).status).toBe(
      200,
    );
    const stranger = await createUser();
    expect((await call(`dashboard/user/cart/set-group/${cartId}`, send("POST", undefined, stranger.auth))).status).toBe(
      404,
    );
  });
});
