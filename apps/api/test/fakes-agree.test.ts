/**
 * core's model tests run the machines against fakes. Each refusal a fake produces is provoked
 * here against the real API too, and the fake's status code and message must equal the API's.
 */
import { describe, expect, it } from "vitest";
import { CART_API_ERRORS, createFakeCartApi } from "../../../packages/core/test/fakes/fakeCartApi";
import { createFakeGroupServer } from "../../../packages/core/test/fakes/fakeGroupServer";
import { createFakeNotifications, NOTIFICATION_NOT_FOUND } from "../../../packages/core/test/fakes/fakeNotifications";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { createUser } from "./helpers/users";

/** What a refusal carries that the machines read: the HTTP status class, statusCode and message. */
function refusal(response: { status: number; body: unknown }) {
  const body = response.body as { statusCode?: string; message?: string };
  return { status: response.status, statusCode: body.statusCode, message: body.message };
}

function thrownBy(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const { statusCode, message } = error as { statusCode: string; message: string };
    return { status: Number(statusCode.replace("ERROR_", "")), statusCode, message };
  }
  throw new Error("the fake did not refuse");
}

describe("the fakes of core's model tests say what the API says", () => {
  it("group server: joining an unknown group cart", async () => {
    const fake = createFakeGroupServer();
    const fromFake = thrownBy(() => fake.join(9_999, 1, "Ann", "any-token"));
    const real = refusal(await call("rest/cart/open", send("POST", { cart_id: 999_999, shop_id: 1, name: "Ann" })));
    expect(fromFake).toEqual(real);
    expect(real).toEqual({ status: 400, statusCode: "ERROR_400", message: "You cannot join. Invalid group order" });
  });

  it("group server: toggling the status of a member that is not in the cart", async () => {
    const owner = await createUser();
    const opened = await call("dashboard/user/cart/open", send("POST", { shop_id: 1 }, owner.auth));
    const cartId = (opened.body as { data: { id: number } }).data.id;
    const fake = createFakeGroupServer();
    const fakeCart = fake.open(1).cartId;
    const fromFake = thrownBy(() => fake.toggle(fakeCart, "no-such-member"));
    const real = refusal(await call(`rest/cart/status/${crypto.randomUUID()}`, send("POST", { cart_id: cartId })));
    expect(fromFake).toEqual(real);
  });

  it("cart api: adding a line from another shop than the cart's", async () => {
    const user = await createUser();
    const first = await createProduct(1);
    const other = await createProduct(2);
    const fake = createFakeCartApi({ 1: { price: 100, tax: 0, discount: 0 }, 2: { price: 100, tax: 0, discount: 0 } });
    fake.insertProduct({ shop_id: 1, currency_id: 1, products: [{ stock_id: 1, quantity: 1 }] });
    const fromFake = thrownBy(() =>
      fake.insertProduct({ shop_id: 2, currency_id: 1, products: [{ stock_id: 2, quantity: 1 }] }),
    );
    const add = (shopId: number, stockId: number) =>
      call(
        "dashboard/user/cart/insert-product",
        send("POST", { shop_id: shopId, products: [{ stock_id: stockId, quantity: 1 }] }, user.auth),
      );
    expect((await add(1, first.stockId)).status).toBe(200);
    const real = refusal(await add(2, other.stockId));
    expect(fromFake).toEqual(real);
    expect(CART_API_ERRORS.otherShop.message).toBe(real.message);
  });

  it("cart api: adding a stock the shop does not sell", async () => {
    const user = await createUser();
    const fake = createFakeCartApi({});
    const fromFake = thrownBy(() =>
      fake.insertProduct({ shop_id: 1, currency_id: 1, products: [{ stock_id: 999_999, quantity: 1 }] }),
    );
    const real = refusal(
      await call(
        "dashboard/user/cart/insert-product",
        send("POST", { shop_id: 1, products: [{ stock_id: 999_999, quantity: 1 }] }, user.auth),
      ),
    );
    expect(fromFake).toEqual(real);
    expect(CART_API_ERRORS.unknownStock.message).toBe(real.message);
  });

  it("notifications: marking read a notification that is not the user's", async () => {
    const user = await createUser();
    const fake = createFakeNotifications();
    const fromFake = thrownBy(() => fake.readAt(999_999));
    const real = refusal(await call("dashboard/notifications/999999/read-at", send("POST", {}, user.auth)));
    expect(fromFake).toEqual(real);
    expect(real).toEqual({ status: 404, ...NOTIFICATION_NOT_FOUND });
  });
});
