import type { Cart } from "@tiffin/api-client";
import type { GroupMember } from "@tiffin/core";

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The members of a group cart in core's terms, as the owner's and the members' pages list them: each line with its
 * add-ons and its amount (price less discount, add-ons included), and each member's total.
 */
export function groupMembers(cart: Cart): GroupMember[] {
  return cart.user_carts.map((member) => {
    const lines = member.cartDetails.map((line) => ({
      id: line.id,
      title: line.stock.product.translation?.title ?? "",
      quantity: line.quantity,
      addons: line.addons.map((addon) => addon.stock.product?.translation?.title ?? "").filter(Boolean),
      amount:
        (cents(line.price - line.discount) +
          line.addons.reduce((sum, addon) => sum + cents(addon.price - addon.discount), 0)) /
        100,
    }));
    return {
      // Another member's uuid is hidden from a member (it is their credential).
      uuid: member.uuid ?? "",
      name: member.name,
      status: member.status,
      owner: member.user_id !== null,
      lines,
      total: lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100,
    };
  });
}

/** Whether the marketplace has group orders on (the API's default when the setting is absent). */
export function groupOrdersOn(settings: Record<string, string>): boolean {
  const value = settings.group_order;
  return value === undefined || (value !== "0" && value.toLowerCase() !== "false");
}
