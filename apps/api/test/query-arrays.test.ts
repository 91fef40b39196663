import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { createUser } from "./helpers/users";

/** Lists are sent three ways: `a[]=x` (PHP), `a[0]=x` (qs's default) and a lone `a=x`. */
type Page = { data: { id: number }[] };

async function shopIds(query: string): Promise<number[]> {
  const response = await call(`rest/shops/paginate?perPage=100&${query}`);
  expect(response.status, query).toBe(200);
  return (response.body as Page).data.map((shop) => shop.id).sort((a, b) => a - b);
}

async function aTakeThatFilters(): Promise<number> {
  const takes = (await call("rest/shops-takes")).body as { data: { id: number }[] };
  const all = await shopIds("");
  for (const take of takes.data) {
    const some = await shopIds(`take[]=${take.id}`);
    if (some.length > 0 && some.length < all.length) return take.id;
  }
  throw new Error("the seed has no tag that picks some shops but not all");
}

describe("list parameters in the query", () => {
  it("reads take[0]=, take[]= and a lone take= as the same tag filter on shops", async () => {
    const take = await aTakeThatFilters();
    const bracketed = await shopIds(`take[]=${take}`);
    expect(await shopIds(`take[0]=${take}`)).toEqual(bracketed);
    expect(await shopIds(`take=${take}`)).toEqual(bracketed);
    expect(bracketed.length).toBeLessThan((await shopIds("")).length);
  });

  it("keeps a range's upper end in place when only rating[1]= is sent, and reads rating[0]&rating[1] as both ends", async () => {
    const ratings = async (query: string) => {
      const response = await call(`rest/shops/paginate?perPage=100&${query}`);
      expect(response.status, query).toBe(200);
      return (response.body as { data: { rating_avg: number | null }[] }).data.map((shop) => shop.rating_avg ?? 0);
    };
    const upTo = await ratings("rating[1]=4.5");
    expect(upTo.length).toBeGreaterThan(0);
    expect(upTo.every((rating) => rating <= 4.5)).toBe(true);
    const between = await ratings("rating[0]=4.6&rating[1]=5");
    expect(between.length).toBeGreaterThan(0);
    expect(between.every((rating) => rating >= 4.6 && rating <= 5)).toBe(true);
  });

  it("filters orders by statuses[0]=&statuses[1]= in qs's indexed form as by statuses[]=", async () => {
    const user = await createUser();
    const place = async () => {
      const { cartId } = await fillCart(user);
      const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId), user.auth));
      return (placed.body as { data: { id: number } }).data.id;
    };
    const kept = await place();
    const canceled = await place();
    await call(`dashboard/user/orders/${canceled}/status/change?status=canceled`, send("POST", undefined, user.auth));
    const ids = async (query: string) => {
      const response = await call(`dashboard/user/orders/paginate?${query}`, { headers: user.auth });
      expect(response.status, query).toBe(200);
      return (response.body as Page).data.map((order) => order.id).sort((a, b) => a - b);
    };
    expect(await ids("statuses[]=new")).toEqual([kept]);
    expect(await ids("statuses[0]=new")).toEqual([kept]);
    expect(await ids("statuses=canceled")).toEqual([canceled]);
    expect(await ids("statuses[1]=canceled&statuses[0]=new")).toEqual([kept, canceled].sort((a, b) => a - b));
  });

  it("still refuses a bad item in the indexed form with the field's message", async () => {
    const user = await createUser();
    const response = await call("dashboard/user/orders/paginate?statuses[0]=lost", { headers: user.auth });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain("The status is invalid.");
  });

  it("deletes cart lines named by ids[0]= in the query, and only the caller's", async () => {
    const user = await createUser();
    await fillCart(user);
    const cart = (await call("dashboard/user/cart", { headers: user.auth })).body as {
      data: { user_carts: { cartDetails: { id: number }[] }[] };
    };
    const lines = cart.data.user_carts.flatMap((group) => group.cartDetails.map((line) => line.id));
    expect(lines.length).toBeGreaterThan(0);
    const stranger = await createUser();
    const refused = await call(`dashboard/user/cart/product/delete?ids[0]=${lines[0]}`, {
      method: "DELETE",
      headers: stranger.auth,
    });
    expect(refused.status).toBe(404);
    const deleted = await call(`dashboard/user/cart/product/delete?ids[0]=${lines[0]}`, {
      method: "DELETE",
      headers: user.auth,
    });
    expect(deleted.status).toBe(200);
    const after = (await call("dashboard/user/cart", { headers: user.auth })).body as typeof cart;
    const left = after.data.user_carts.flatMap((group) => group.cartDetails.map((line) => line.id));
    expect(left).not.toContain(lines[0]);
    expect(left).toHaveLength(lines.length - 1);
  });
});
