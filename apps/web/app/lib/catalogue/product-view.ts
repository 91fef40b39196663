import type { ListedProduct, Product, Stock } from "@tiffin/api-client";

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
  /** The extras' values one by one ("Large", "Thin"): what the page translates (useOptionLabel). */
  values: string[];
  addons: Array<{ stockId: number; title: string; price: number }>;
}

function stockView(stock: Stock): StockView {
  return {
    id: stock.id,
    price: stock.total_price,
    quantity: stock.quantity,
    label: stock.extras.map((extra) => extra.value).join(" · "),
    values: stock.extras.map((extra) => extra.value),
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

/** What a product card shows: a menu or a list needs no stocks (the product's own page loads them). */
export type ProductCardView = Pick<ProductView, "id" | "uuid" | "title" | "description" | "img" | "price">;

export function productCard(product: ListedProduct): ProductCardView {
  return {
    id: product.id,
    uuid: product.uuid,
    title: product.translation?.title ?? "",
    description: product.translation?.description ?? null,
    img: product.img,
    // `stock` is the first stock's money, as lists show it (a listed product has no `stocks`).
    price: product.stock ? product.stock.total_price : 0,
  };
}

export function productView(product: Product): ProductView {
  return { ...productCard(product), shopId: product.shop.id, stocks: product.stocks.map(stockView) };
}
