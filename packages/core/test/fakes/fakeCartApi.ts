/**
 * A fake of the contract's signed-in cart calls, holding one user's cart in
 * memory with the contract's shapes and rules: insert-product merges by
 * stock, quantity 0 removes a line, another shop than the cart's is a 400.
 */
import type { InsertProductBody, ServerCart, ServerCartDetail } from "../../src/rules/cartSync.js";
import { MESSAGES } from "../../src/rules/messages.js";
import { fromMinor } from "../../src/rules/money.js";

/** The API's refusals this fake reproduces (apps/api checks each against the real answer). */
export const CART_API_ERRORS = {
  otherShop: { statusCode: "ERROR_400", message: MESSAGES.oneShop },
  unknownStock: { statusCode: "ERROR_400", message: "The stock does not belong to this shop" },
} as const;

export interface StockInfo {
  price: number;
  tax: number;
  discount: number;
}

export function createFakeCartApi(stocks: Record<number, StockInfo>, userId = 1) {
  let cart: ServerCart | null = null;
  let nextDetailId = 1;

  const stock = (id: number) => {
    const info = stocks[id];
    if (!info) throw { ...CART_API_ERRORS.unknownStock };
    return info;
  };

  function detailFor(stockId: number, quantity: number): ServerCartDetail {
    const info = stock(stockId);
    return {
      id: nextDetailId++,
      quantity,
      price: fromMinor((info.price + info.tax) * quantity),
      discount: fromMinor(info.discount * quantity),
      stock: { id: stockId, price: fromMinor(info.price), tax: fromMinor(info.tax) },
      addons: [],
    };
  }

  function insertProduct(body: InsertProductBody): ServerCart {
    const hasLines = (cart?.user_carts[0]?.cartDetails.length ?? 0) > 0;
    if (cart && hasLines && cart.shop_id !== body.shop_id) {
      throw { ...CART_API_ERRORS.otherShop };
    }
    const current: ServerCart = cart && hasLines ? structuredCloneCart(cart) : newCart(body.shop_id);
    const details = current.user_carts[0]?.cartDetails ?? [];
    for (const product of body.products.filter((p) => p.parent_id === undefined)) {
      const index = details.findIndex((d) => d.stock.id === product.stock_id);
      if (product.quantity <= 0) {
        if (index >= 0) details.splice(index, 1);
      } else if (index >= 0) {
        const existing = details[index];
        if (existing) details[index] = { ...detailFor(product.stock_id, product.quantity), id: existing.id };
      } else {
        details.push(detailFor(product.stock_id, product.quantity));
      }
    }
    for (const addon of body.products.filter((p) => p.parent_id !== undefined)) {
      const parent = details.find((d) => d.stock.id === addon.parent_id);
      if (!parent) continue;
      parent.addons = parent.addons.filter((a) => a.stock.id !== addon.stock_id);
      if (addon.quantity > 0) {
        parent.addons.push({
          quantity: addon.quantity,
          stock: { id: addon.stock_id, price: fromMinor(stock(addon.stock_id).price) },
        });
      }
    }
    current.total_price = details.reduce((acc, d) => acc + d.price - d.discount, 0);
    cart = current;
    return structuredCloneCart(current);
  }

  function newCart(shopId: number): ServerCart {
    return {
      id: 100,
      owner_id: userId,
      shop_id: shopId,
      total_price: 0,
      currency_id: 1,
      rate: 1,
      group: false,
      user_carts: [{ id: 200, user_id: userId, name: "me", uuid: "u-200", cartDetails: [] }],
    };
  }

  return {
    insertProduct,
    getCart: (): ServerCart | null => (cart ? structuredCloneCart(cart) : null),
    deleteCart() {
      cart = null;
    },
  };
}

function structuredCloneCart(cart: ServerCart): ServerCart {
  return JSON.parse(JSON.stringify(cart)) as ServerCart;
}
