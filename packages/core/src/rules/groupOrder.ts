/** Group orders: members and the link the owner shares. */

export type MemberStatus = "choosing" | "done";

export interface GroupMember {
  uuid: string;
  name: string;
  status: MemberStatus;
}

/**
 * The link a member opens to join: /group/{cart id}?shop_id={shop id}&invite={token}. The invite
 * token is what lets a member in; the cart id alone does not.
 */
export function groupShareLink(origin: string, cartId: number, shopId: number, token: string): string {
  const invite = encodeURIComponent(token);
  return `${origin.replace(/\/+$/, "")}/group/${cartId}?shop_id=${shopId}&invite=${invite}`;
}

/** What a share link carries, or null for a link that is not one (no cart id, shop id or token). */
export function readShareLink(link: string): { cartId: number; shopId: number; token: string } | null {
  let url: URL;
  try {
    url = new URL(link, "https://share.invalid");
  } catch {
    return null;
  }
  const match = /^\/group\/(\d+)\/?$/.exec(url.pathname);
  const cartId = Number(match?.[1]);
  const shopId = Number(url.searchParams.get("shop_id"));
  const token = url.searchParams.get("invite") ?? "";
  if (!Number.isSafeInteger(cartId) || cartId <= 0 || !Number.isSafeInteger(shopId) || shopId <= 0) return null;
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  return { cartId, shopId, token };
}

export function allMembersDone(members: readonly GroupMember[]): boolean {
  return members.every((m) => m.status === "done");
}
