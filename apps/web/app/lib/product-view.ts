import type { Product, Stock } from "@tiffin/api-client";

/** What the storefront shows of a product, flattened from the API payload. */
export interface ProductView {
  id: number;
  uuid: string;
  title: string;
  description: string | null;
  img: string | null;
  shopId: number | null;
  /** The first stock's price, or 0 when there is none (SPEC.md section 9). */
  price: number;
  stocks: StockView[];
}

export interface StockView {
  id: number;
  price: number;
  quantity: number;
  /** The stock's extras as text, e.g. "Large · Thin crust"; empty for a single plain stock. */
  label: string;
  addons: Array<{ stockId: number; title: string; price: number }>;
}

function stockView(stock: Stock): StockView {
  return {
    id: stock.id,
    price: stock.total_price,
    quantity: stock.quantity,
    label: stock.extras.map((extra) => extra.value).join(" · "),
    addons: stock.addons.flatMap((addon) => {
      const addonStock = addon.product.stock;
      if (!addonStock) return [];
      return [
        {
          stockId: addonStock.id,
          title: addon.product.translation?.title ?? "",
          price: addonStock.total_price,
        },
      ];
    }),
  };
}

export function productView(product: Product): ProductView {
  const stocks = product.stocks.map(stockView);
  return {
    id: product.id,
    uuid: product.uuid,
    title: product.translation?.title ?? "",
    description: product.translation?.description ?? null,
    img: product.img,
    shopId: product.shop.id,
    price: stocks[0]?.price ?? 0,
    stocks,
  };
}
