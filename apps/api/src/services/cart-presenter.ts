import type {
  cartLineSchema,
  cartSchema,
  cartStockSchema,
  groupMemberSchema,
  userCartSchema,
} from "@tiffin/api-client";
import type { z } from "zod";
import { toMajor } from "../http/money";
import type { LineRow, LoadedCart, MemberRow } from "./cart-store";
import { lineAmounts } from "./stock-money";

export function presentStock(line: LineRow, rate: number): z.input<typeof cartStockSchema> {
  return {
    id: line.stock_id,
    price: toMajor(line.price, rate),
    quantity: line.stock_quantity,
    discount: toMajor(line.discount, rate),
    tax: toMajor(line.tax, rate),
    total_price: toMajor(Math.max(line.price - line.discount + line.tax, 0), rate),
    addon: line.stock_addon === 1,
    product: {
      id: line.product_id,
      uuid: line.product_uuid,
      shop_id: line.shop_id,
      img: line.img,
      tax: line.product_tax,
      translation:
        line.t_id === null ? null : { id: line.t_id, locale: line.t_locale ?? "", title: line.t_title ?? "" },
      ...(line.unit_id === undefined ? {} : { unit: presentUnit(line) }),
    },
  };
}

/** The product's unit as a product answers it (`{id, translation}`), null when it has none. */
function presentUnit(line: LineRow) {
  if (line.unit_id === null || line.unit_id === undefined) return null;
  const translation =
    line.u_id === null || line.u_id === undefined
      ? null
      : { id: line.u_id, locale: line.u_locale ?? "", title: line.u_title ?? "" };
  return { id: line.unit_id, translation };
}

function presentLine(line: LineRow, rate: number): z.input<typeof cartLineSchema> {
  const amounts = lineAmounts(line, line.quantity);
  return {
    id: line.id,
    quantity: line.quantity,
    price: toMajor(amounts.price, rate),
    discount: toMajor(amounts.discount, rate),
    bonus: false,
    parent_id: line.parent_id,
    stock: presentStock(line, rate),
  };
}

function presentMember(
  member: MemberRow,
  lines: LineRow[],
  rate: number,
  viewer: CartViewer,
): z.input<typeof userCartSchema> {
  const own = lines.filter((l) => l.user_cart_id === member.id);
  const seesUuid = viewer === "owner" || viewer.memberId === member.id;
  return {
    id: member.id,
    cart_id: member.cart_id,
    user_id: member.user_id,
    name: member.name,
    // A member's uuid is its credential: only the owner and the member itself see it.
    uuid: seesUuid ? member.uuid : null,
    status: member.status,
    cartDetails: own
      .filter((l) => l.parent_id === null)
      .map((parent) => ({
        ...presentLine(parent, rate),
        addons: own.filter((l) => l.parent_id === parent.id).map((addon) => presentLine(addon, rate)),
      })),
  };
}

/** Σ(line price − line discount) over every line, addons included, in minor units. */
export function cartTotalMinor(lines: LineRow[]): number {
  return lines.reduce((sum, line) => {
    const a = lineAmounts(line, line.quantity);
    return sum + a.price - a.discount;
  }, 0);
}

/** Who reads the cart: its owner (every uuid and the invite token) or one member (its own uuid only). */
export type CartViewer = "owner" | { memberId: number };

export function presentCart(
  loaded: LoadedCart,
  display: { currencyId: number | null; rate: number },
  viewer: CartViewer = "owner",
): z.input<typeof cartSchema> {
  const { cart, members, lines } = loaded;
  const invite = viewer === "owner" && cart.is_group === 1 ? { invite_token: cart.invite_token ?? null } : {};
  return {
    id: cart.id,
    owner_id: cart.owner_id,
    shop_id: cart.shop_id,
    total_price: toMajor(cartTotalMinor(lines), display.rate),
    currency_id: display.currencyId ?? cart.currency_id,
    rate: display.rate,
    group: cart.is_group === 1,
    user_carts: members.map((m) => presentMember(m, lines, display.rate, viewer)),
    ...invite,
  };
}

export function presentMemberOnly(member: MemberRow): z.input<typeof groupMemberSchema> {
  return { id: member.id, cart_id: member.cart_id, name: member.name, uuid: member.uuid, status: member.status };
}
