import { type ApiClient, type CalculateRequest, calculateCart, getShop, getShopProducts } from "@tiffin/api-client";
import { type Cart, cartTotals, fromMinor, lineKey, toMinor } from "@tiffin/core";
import { productView, type StockView } from "../catalogue/product-view";
import type { CartStore } from "./cart.server";
import type { CalculateResult } from "./cart-totals";
import type { CartLineView, CartPageData } from "./cart-view";
import { shopPath } from "./cart-view";
import { minimumOrderShortfall } from "./minimum-order";

interface StockInfo {
  stock: StockView;
  title: string;
  img: string | null;
}

/** Every stock of the shop's menu by id (one call), to name and price the cart's lines. */
async function menuStocks(api: ApiClient, shopId: number): Promise<Map<number, StockInfo>> {
  const menu = await getShopProducts(api, shopId);
  const stocks = new Map<number, StockInfo>();
  const products = [...menu.recommended, ...menu.all.flatMap((category) => category.products)];
  for (const product of products) {
    const view = productView(product);
    for (const stock of view.stocks) stocks.set(stock.id, { stock, title: view.title, img: view.img });
  }
  return stocks;
}

/** The visitor's cart priced from the menu, so core's rules can add it up. */
function priced(cart: Cart, stocks: Map<number, StockInfo>): Cart {
  return {
    ...cart,
    lines: cart.lines.map((line) => {
      const info = stocks.get(line.stockId);
      return {
        ...line,
        price: toMinor(info?.stock.price ?? 0),
        tax: 0,
        discount: 0,
        addons: line.addons.map((addon) => ({
          ...addon,
          price: toMinor(info?.stock.addons.find((a) => a.stockId === addon.stockId)?.price ?? 0),
        })),
      };
    }),
  };
}

/** What the totals are asked for: the api-client's calculate request. */
export type CalculateChoice = CalculateRequest;

/** The API's totals for the signed-in user's cart; null when it cannot price this choice. */
export async function calculate(
  api: ApiClient,
  cartId: number,
  choice: CalculateChoice,
): Promise<CalculateResult | { error: string }> {
  try {
    return await calculateCart(api, cartId, choice);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    if (status === 401 || status >= 500) throw error;
    return { error: (error as Error).message };
  }
}

/** The cart's lines named and priced from the shop's menu (shown currency, major units). */
function lineViews(cart: Cart, stocks: Map<number, StockInfo>): CartLineView[] {
  return cart.lines.map((line) => {
    const info = stocks.get(line.stockId);
    const addons = line.addons.map((addon) => {
      const known = info?.stock.addons.find((a) => a.stockId === addon.stockId);
      return { stockId: addon.stockId, title: known?.title ?? "", price: known?.price ?? fromMinor(addon.price) };
    });
    const unit =
      (info?.stock.price ?? fromMinor(line.price + line.tax - line.discount)) + addons.reduce((s, a) => s + a.price, 0);
    return {
      key: lineKey(line),
      stockId: line.stockId,
      title: info?.title ?? "",
      img: info?.img ?? null,
      options: info?.stock.label ?? "",
      optionValues: info?.stock.values ?? [],
      addons,
      unitPrice: Math.round(unit * 100) / 100,
      max: Math.max(line.quantity, info?.stock.quantity ?? line.quantity),
    };
  });
}

/** The cart's lines as checkout's "Your order" lists them: name, options, addons, quantity and price. */
export async function cartLineViews(api: ApiClient, cart: Cart): Promise<CartLineView[]> {
  if (cart.shopId === null || cart.lines.length === 0) return [];
  return lineViews(cart, await menuStocks(api, cart.shopId));
}

export async function cartPageData(api: ApiClient, store: CartStore, choice: CalculateChoice): Promise<CartPageData> {
  const { cart } = store;
  if (cart.shopId === null || cart.lines.length === 0) {
    return { signedIn: store.signedIn, shop: null, lines: [], totals: null, subtotal: 0, minimum: null };
  }
  const shopId = cart.shopId;
  const [shop, stocks, totals] = await Promise.all([
    getShop(api, shopId),
    menuStocks(api, shopId),
    store.signedIn && store.cartId !== null ? calculate(api, store.cartId, choice) : Promise.resolve(null),
  ]);
  const lines = lineViews(cart, stocks);
  const base = shopPath(shop.type, shop.id);
  const shown = totals && !("error" in totals) ? totals : null;
  const subtotal = fromMinor(cartTotals(store.signedIn ? cart : priced(cart, stocks)).total);
  return {
    signedIn: store.signedIn,
    shop: {
      id: shop.id,
      title: shop.translation?.title ?? "",
      href: base,
      checkoutHref: `${base}/checkout`,
      logo: shop.logo_img,
    },
    lines,
    totals: shown,
    subtotal,
    // The API's subtotal after discounts when it priced the cart, else the visitor's menu prices.
    minimum: minimumOrderShortfall(shop.min_amount, shown ? shown.price - shown.total_discount : subtotal),
  };
}
