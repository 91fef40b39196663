/** A fake of the group cart endpoints (owner and member sides). */
import type { GroupMember } from "../../src/rules/groupOrder.js";
import { MESSAGES } from "../../src/rules/messages.js";

interface GroupCart {
  shopId: number;
  token: string;
  members: GroupMember[];
}

/** What the API answers (400) for an unknown cart or member: apps/api checks this fake against it. */
export const invalid = () => ({ statusCode: "ERROR_400", message: MESSAGES.invalidGroup });

export function createFakeGroupServer() {
  const carts = new Map<number, GroupCart>();
  let nextCart = 1;
  let nextMember = 1;
  const cartOf = (cartId: number) => {
    const cart = carts.get(cartId);
    if (!cart) throw invalid();
    return cart;
  };
  const memberOf = (cartId: number, uuid: string) => {
    const member = cartOf(cartId).members.find((m) => m.uuid === uuid);
    if (!member) throw invalid();
    return member;
  };
  return {
    /** POST /dashboard/user/cart/open */
    open(shopId: number) {
      const cartId = nextCart++;
      const token = `invite-token-of-cart-${cartId}`;
      carts.set(cartId, { shopId, token, members: [] });
      return { cartId, token };
    },
    /** POST /rest/cart/open: the cart id alone is not enough, the share link's token must match. */
    join(cartId: number, shopId: number, name: string, token: string): GroupMember {
      const cart = cartOf(cartId);
      if (cart.shopId !== shopId || cart.token !== token) throw invalid();
      const member: GroupMember = { uuid: `member-${nextMember++}`, name, status: "choosing" };
      cart.members.push(member);
      return { ...member };
    },
    members: (cartId: number) => cartOf(cartId).members.map((m) => ({ ...m })),
    /** DELETE /dashboard/user/cart/member/delete (kick) and /rest/cart/member/delete (leave). */
    remove(cartId: number, uuid: string) {
      memberOf(cartId, uuid);
      const cart = cartOf(cartId);
      cart.members = cart.members.filter((m) => m.uuid !== uuid);
    },
    /** POST /rest/cart/status/{uuid} */
    toggle(cartId: number, uuid: string) {
      const member = memberOf(cartId, uuid);
      member.status = member.status === "done" ? "choosing" : "done";
    },
    /** GET /rest/cart/{id}?user_cart_uuid */
    memberCart(cartId: number, uuid: string): GroupMember[] {
      memberOf(cartId, uuid);
      return cartOf(cartId).members.map((m) => ({ ...m }));
    },
    statusOf: (cartId: number, uuid: string) => carts.get(cartId)?.members.find((m) => m.uuid === uuid)?.status ?? null,
  };
}
