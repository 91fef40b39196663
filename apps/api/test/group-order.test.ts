import { cartResponse, errorBodySchema, groupMemberResponse, orderResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { orderBody } from "./helpers/orders";
import { createUser } from "./helpers/users";

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
      const res = await call("rest/cart/open", send("POST", { cart_id: cartId, shop_id: 1, name }));
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
    const beaLine = seen.user_carts.find((m) => m.uuid === bea.uuid)?.cartDetails[0];
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
