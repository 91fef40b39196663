import type { ProductPayload, StockPayload } from "./catalogue-types";

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

function stockView(stock: StockPayload): StockView {
  return {
    id: stock.id,
    price: stock.total_price ?? stock.price,
    quantity: stock.quantity,
    label: (stock.extras ?? []).map((extra) => extra.value).join(" · "),
    addons: (stock.addons ?? []).flatMap((addon) => {
      const addonStock = addon.product?.stock ?? addon.product?.stocks?.[0];
      if (!addonStock) return [];
      return [
        {
          stockId: addonStock.id,
          title: addon.product?.translation?.title ?? "",
          price: addonStock.total_price ?? addonStock.price,
        },
      ];
    }),
  };
}

export function productView(product: ProductPayload): ProductView {
  const stocks = (product.stocks ?? []).map(stockView);
  return {
    id: product.id,
    uuid: product.uuid,
    title: product.translation?.title ?? "",
    description: product.translation?.description ?? null,
    img: product.img ?? null,
    shopId: product.shop?.id ?? product.shop_id ?? null,
    price: stocks[0]?.price ?? 0,
    stocks,
  };
}
