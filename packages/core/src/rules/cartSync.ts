import type { InsertProductRequest } from "@tiffin/api-client/requests";
/**
 * The bridge between the domain cart and the contract's server cart:
 * the insert-product body for a change, and the cart read back from a Cart
 * payload. Prices on the wire are major units; the domain holds minor units.
 */
import { type Cart, type CartLine, emptyCart } from "./cart.js";
import { toMinor } from "./money.js";

export interface InsertProduct {
  stock_id: number;
  quantity: number;
  parent_id?: number;
}

/** The cart insert request, as @tiffin/api-client defines it for the API. */
export type InsertProductBody = InsertProductRequest;

export interface ServerStock {
  id: number;
  price: number;
  tax?: number;
}

export interface ServerCartDetail {
  id: number;
  quantity: number;
  price: number;
  discount: number;
  stock: ServerStock;
  addons: Array<{ quantity: number; stock: ServerStock }>;
}

export interface ServerUserCart {
  id: number;
  user_id: number | null;
  name: string;
  /** Null where the reader is a member looking at someone else (only its own uuid is shown). */
  uuid: string | null;
  status?: string;
  cartDetails: ServerCartDetail[];
}

export interface ServerCart {
  id: number;
  owner_id: number;
  shop_id: number;
  total_price: number;
  currency_id?: number;
  rate?: number;
  group: boolean;
  user_carts: ServerUserCart[];
}

/**
 * A domain addon's quantity is per item of its line; on the server an addon line holds every
 * unit (2 burgers with cheese are 2 cheese), so the wire quantity is the product of the two.
 */
function productsOf(line: CartLine, quantity: number): InsertProduct[] {
  return [
    { stock_id: line.stockId, quantity },
    ...line.addons.map((addon) => ({
      stock_id: addon.stockId,
      quantity: addon.quantity * quantity,
      parent_id: line.stockId,
    })),
  ];
}

/**
 * The insert-product body that turns the server's `previous` cart into `next`:
 * every line of `next` with its quantity, and quantity 0 for lines that went.
 * Null when there is nothing to send.
 */
export function insertProductBody(
  previous: Cart,
  next: Cart,
  currency: { currency_id: number; rate?: number },
): InsertProductBody | null {
  const kept = new Set(next.lines.map((line) => line.stockId));
  const removed = previous.lines.filter((line) => !kept.has(line.stockId));
  const products = [
    ...next.lines.flatMap((line) => productsOf(line, line.quantity)),
    ...removed.flatMap((line) => productsOf(line, 0)),
  ];
  const shopId = next.shopId ?? previous.shopId;
  if (shopId === null || products.length === 0) return null;
  return { shop_id: shopId, ...currency, products };
}

/** The signed-in user's own lines of a server cart as a domain cart. */
export function cartFromServer(server: ServerCart | null, userCartIndex = 0): Cart {
  const details = server?.user_carts[userCartIndex]?.cartDetails ?? [];
  if (!server || details.length === 0) return emptyCart();
  return {
    shopId: server.shop_id,
    lines: details.map((detail) => ({
      stockId: detail.stock.id,
      shopId: server.shop_id,
      quantity: detail.quantity,
      price: toMinor(detail.stock.price),
      tax: toMinor(detail.stock.tax ?? 0),
      discount: detail.quantity > 0 ? Math.round(toMinor(detail.discount) / detail.quantity) : 0,
      addons: detail.addons.map((addon) => ({
        stockId: addon.stock.id,
        quantity: detail.quantity > 0 ? Math.max(1, Math.round(addon.quantity / detail.quantity)) : addon.quantity,
        price: toMinor(addon.stock.price),
      })),
    })),
  };
}
