/**
 * The visitor's cart, kept in a cookie until sign-in (the server cart is a later step).
 * Pure rules of SPEC.md section 4: adding an existing item increases its quantity; one shop only.
 */
export interface VisitorCartAddon {
  stock_id: number;
  quantity: number;
}

export interface VisitorCartLine {
  stock_id: number;
  quantity: number;
  addons: VisitorCartAddon[];
}

export interface VisitorCart {
  shop_id: number | null;
  lines: VisitorCartLine[];
}

export const EMPTY_CART: VisitorCart = { shop_id: null, lines: [] };
/** Keeps the cookie well under the 4 KB browsers accept. */
export const MAX_CART_LINES = 40;
export const MAX_LINE_QUANTITY = 999;

export type AddResult = { ok: true; cart: VisitorCart } | { ok: false; reason: "otherShop" | "full" | "invalid" };

function sameAddons(a: VisitorCartAddon[], b: VisitorCartAddon[]): boolean {
  const key = (list: VisitorCartAddon[]) =>
    list
      .map((addon) => addon.stock_id)
      .sort((x, y) => x - y)
      .join(",");
  return key(a) === key(b);
}

export function addToCart(cart: VisitorCart, shopId: number, line: VisitorCartLine): AddResult {
  if (!Number.isInteger(line.stock_id) || line.stock_id <= 0 || !(line.quantity >= 1)) {
    return { ok: false, reason: "invalid" };
  }
  if (cart.shop_id !== null && cart.lines.length > 0 && cart.shop_id !== shopId)
    return { ok: false, reason: "otherShop" };
  const index = cart.lines.findIndex((l) => l.stock_id === line.stock_id && sameAddons(l.addons, line.addons));
  if (index === -1 && cart.lines.length >= MAX_CART_LINES) return { ok: false, reason: "full" };
  const lines =
    index === -1
      ? [...cart.lines, line]
      : cart.lines.map((l, i) => {
          if (i !== index) return l;
          const quantity = Math.min(MAX_LINE_QUANTITY, l.quantity + line.quantity);
          return { ...l, quantity, addons: l.addons.map((addon) => ({ ...addon, quantity })) };
        });
  return { ok: true, cart: { shop_id: shopId, lines } };
}

/** The number shown on the header's cart button: every unit of every line. */
export function cartCount(cart: VisitorCart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function parseCart(value: string | null | undefined): VisitorCart {
  if (!value) return EMPTY_CART;
  try {
    const data = JSON.parse(value) as Partial<VisitorCart>;
    if (!Array.isArray(data.lines)) return EMPTY_CART;
    const lines = data.lines
      .filter(
        (l): l is VisitorCartLine => Number.isInteger(l?.stock_id) && Number.isInteger(l?.quantity) && l.quantity > 0,
      )
      .slice(0, MAX_CART_LINES)
      .map((l) => ({
        stock_id: l.stock_id,
        quantity: Math.min(MAX_LINE_QUANTITY, l.quantity),
        addons: Array.isArray(l.addons) ? l.addons.filter((a) => Number.isInteger(a?.stock_id)) : [],
      }));
    return { shop_id: Number.isInteger(data.shop_id) ? (data.shop_id as number) : null, lines };
  } catch {
    return EMPTY_CART;
  }
}

export function serializeCart(cart: VisitorCart): string {
  return JSON.stringify(cart);
}
