/** Group orders: members and the link the owner shares. */

export type MemberStatus = "choosing" | "done";

/** One of a member's lines as a group page lists it: the amount is the line's, add-ons included. */
export interface GroupMemberLine {
  id: number;
  title: string;
  quantity: number;
  addons: string[];
  amount: number;
}

export interface GroupMember {
  uuid: string;
  name: string;
  status: MemberStatus;
  /** Whether this member owns the group (when the caller knows). */
  owner?: boolean;
  /** The member's lines and their total, when the caller read them. */
  lines?: GroupMemberLine[];
  total?: number;
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
  // A full link or its path and query; parsed by hand, so the rules need no URL implementation.
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]+)?\/group\/(\d+)\/?(?:\?([^#]*))?(?:#.*)?$/i.exec(link);
  if (!match) return null;
  const query = new Map<string, string>();
  for (const pair of (match[2] ?? "").split("&")) {
    const [key = "", value = ""] = pair.split("=");
    try {
      if (key && !query.has(key)) query.set(key, decodeURIComponent(value.replace(/\+/g, " ")));
    } catch {
      return null;
    }
  }
  const cartId = Number(match[1]);
  const shopId = Number(query.get("shop_id") ?? "");
  const token = query.get("invite") ?? "";
  if (!Number.isSafeInteger(cartId) || cartId <= 0 || !Number.isSafeInteger(shopId) || shopId <= 0) return null;
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  return { cartId, shopId, token };
}

export function allMembersDone(members: readonly GroupMember[]): boolean {
  return members.every((m) => m.status === "done");
}

/**
 * Whether a line of `lineShopId` falls outside the group order the cart belongs to (the group's
 * shop); a member must leave the group before adding from another shop. False with no group.
 */
export function outsideGroup(groupShopId: number | null | undefined, lineShopId: number): boolean {
  return groupShopId !== null && groupShopId !== undefined && lineShopId !== groupShopId;
}

/**
 * Whether a refusal means the member is no longer in the group (the owner removed them, or the
 * group is gone): the API answers 400 or 404 with its statusCode.
 */
export function isNotAMember(error: unknown): boolean {
  const code = error && typeof error === "object" && "statusCode" in error ? error.statusCode : undefined;
  return code === "ERROR_400" || code === "ERROR_404";
}
