/** Group orders: members and the link the owner shares. */

export type MemberStatus = "choosing" | "done";

export interface GroupMember {
  uuid: string;
  name: string;
  status: MemberStatus;
}

/** The link a member opens to join: /group/{cart id}?shop_id={shop id}. */
export function groupShareLink(origin: string, cartId: number, shopId: number): string {
  return `${origin.replace(/\/+$/, "")}/group/${cartId}?shop_id=${shopId}`;
}

export function allMembersDone(members: readonly GroupMember[]): boolean {
  return members.every((m) => m.status === "done");
}
