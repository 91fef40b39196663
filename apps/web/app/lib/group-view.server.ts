import type { Cart } from "@tiffin/api-client";
import type { GroupMemberView } from "../components/group/member-list";

/** The members of a group cart as the owner's page lists them. */
export function groupMembers(cart: Cart): GroupMemberView[] {
  return cart.user_carts.map((member) => ({
    uuid: member.uuid,
    name: member.name,
    status: member.status,
    isOwner: member.user_id !== null,
    lines: member.cartDetails.map((line) => ({
      id: line.id,
      title: line.stock.product.translation?.title ?? "",
      quantity: line.quantity,
    })),
  }));
}

/** Whether the marketplace has group orders on (the API's default when the setting is absent). */
export function groupOrdersOn(settings: Record<string, string>): boolean {
  const value = settings.group_order;
  return value === undefined || (value !== "0" && value.toLowerCase() !== "false");
}
