/**
 * Cart rules: pure functions over a cart value. Used by the cart machine in
 * the browser and by the API when it merges carts.
 *
 * Amounts are integer minor units of the base currency.
 */

export const ONE_SHOP_ERROR = "You can only add items from one restaurant to your shopping cart";

export interface CartAddon {
  stockId: number;
  quantity: number;
  /** Unit price in minor units. */
  price: number;
}

export interface CartLine {
  stockId: number;
  shopId: number;
  quantity: number;
  /** Unit stock price in minor units. */
  price: number;
  /** Unit stock tax in minor units. */
  tax: number;
  /** Unit discount in minor units. */
  discount: number;
  addons: CartAddon[];
}

export interface Cart {
  shopId: number | null;
  lines: CartLine[];
}

export type CartResult = { ok: true; cart: Cart } | { ok: false; error: typeof ONE_SHOP_ERROR; cart: Cart };

export const emptyCart = (): Cart => ({ shopId: null, lines: [] });

/** Two lines are the same item when stock and addons (with quantities) match. */
export function lineKey(line: Pick<CartLine, "stockId" | "addons">): string {
  const addons = [...line.addons]
    .sort((a, b) => a.stockId - b.stockId)
    .map((addon) => `${addon.stockId}x${addon.quantity}`)
    .join(",");
  return `${line.stockId}[${addons}]`;
}

/** Whether a line from this shop may go into the cart. */
export function acceptsShop(cart: Cart, shopId: number): boolean {
  return cart.shopId === null || cart.lines.length === 0 || cart.shopId === shopId;
}

const atLeastOne = (quantity: number) => Math.max(1, Math.trunc(quantity) || 1);

function withLines(cart: Cart, lines: CartLine[]): Cart {
  return { shopId: lines.length === 0 ? null : (lines[0]?.shopId ?? cart.shopId), lines };
}

/** Add a line; an existing line (same stock and addons) grows by the quantity. */
export function addLine(cart: Cart, line: CartLine): CartResult {
  if (!acceptsShop(cart, line.shopId)) return { ok: false, error: ONE_SHOP_ERROR, cart };
  const key = lineKey(line);
  const quantity = atLeastOne(line.quantity);
  const existing = cart.lines.find((l) => lineKey(l) === key);
  const lines = existing
    ? cart.lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity } : l))
    : [...cart.lines, { ...line, quantity }];
  return { ok: true, cart: withLines(cart, lines) };
}

/** Set a line's quantity (at least 1), adding the line when it is new. */
export function setLine(cart: Cart, line: CartLine): CartResult {
  if (!acceptsShop(cart, line.shopId)) return { ok: false, error: ONE_SHOP_ERROR, cart };
  const key = lineKey(line);
  const quantity = atLeastOne(line.quantity);
  const exists = cart.lines.some((l) => lineKey(l) === key);
  const lines = exists
    ? cart.lines.map((l) => (lineKey(l) === key ? { ...l, quantity } : l))
    : [...cart.lines, { ...line, quantity }];
  return { ok: true, cart: withLines(cart, lines) };
}

/** Reduce a line by one; never below 1. */
export function decreaseLine(cart: Cart, key: string): Cart {
  return withLines(
    cart,
    cart.lines.map((l) => (lineKey(l) === key ? { ...l, quantity: Math.max(1, l.quantity - 1) } : l)),
  );
}

export function removeLine(cart: Cart, key: string): Cart {
  return withLines(
    cart,
    cart.lines.filter((l) => lineKey(l) !== key),
  );
}

export function clearCart(): Cart {
  return emptyCart();
}

export interface LineTotals {
  quantity: number;
  /** (price + tax) × quantity, plus each addon (price × quantity per item) × quantity. */
  price: number;
  discount: number;
  /** price − discount. */
  total: number;
}

/**
 * The price of `quantity` of a stock with its addons: (unit + each addon's price × its quantity
 * per item) × quantity. The product dialog's running total and a cart line's price are this.
 */
export function priceWithAddons(
  unit: number,
  addons: readonly { price: number; quantity: number }[],
  quantity: number,
): number {
  return (unit + addons.reduce((acc, addon) => acc + addon.price * addon.quantity, 0)) * quantity;
}

export function lineTotals(line: CartLine): LineTotals {
  const price = priceWithAddons(line.price + line.tax, line.addons, line.quantity);
  const discount = line.discount * line.quantity;
  return { quantity: line.quantity, price, discount, total: price - discount };
}

/** Totals of the whole cart: the sum of its lines. */
export function cartTotals(cart: Cart): LineTotals {
  return cart.lines.map(lineTotals).reduce(
    (acc, t) => ({
      quantity: acc.quantity + t.quantity,
      price: acc.price + t.price,
      discount: acc.discount + t.discount,
      total: acc.total + t.total,
    }),
    { quantity: 0, price: 0, discount: 0, total: 0 },
  );
}
