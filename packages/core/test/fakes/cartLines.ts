import type { CartLine } from "../../src/rules/cart.js";
import type { StockInfo } from "./fakeCartApi.js";

export const STOCKS: Record<number, StockInfo> = {
  11: { price: 500, tax: 50, discount: 0 },
  12: { price: 1250, tax: 0, discount: 250 },
  21: { price: 799, tax: 80, discount: 0 },
};

function line(stockId: number, shopId: number, quantity = 1): CartLine {
  const info = STOCKS[stockId];
  if (!info) throw new Error(`no stock ${stockId}`);
  return { stockId, shopId, quantity, price: info.price, tax: info.tax, discount: info.discount, addons: [] };
}

/** Shop 1 has stocks 11 and 12, shop 2 has stock 21. */
export const pizza = line(11, 1);
export const salad = line(12, 1);
export const sushi = line(21, 2);
export const threePizzas = line(11, 1, 3);
