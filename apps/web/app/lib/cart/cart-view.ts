/** What the cart page and drawer show: lines in display terms, built from the cart and its shop's menu. */
import type { CalculateResult } from "./cart-totals";
import type { MinimumOrderShortfall } from "./minimum-order";

export interface CartLineView {
  /** core's lineKey: the same line in the machine's cart. */
  key: string;
  stockId: number;
  title: string;
  img: string | null;
  /** Chosen options, e.g. "Large · Thin crust". */
  options: string;
  /** The same options one by one, for the page to translate. */
  optionValues: string[];
  addons: Array<{ stockId: number; title: string; price: number }>;
  /** One item with its addons, in the shown currency (major units). */
  unitPrice: number;
  /** Units left in stock (the stepper's maximum). */
  max: number;
}

export interface CartShopView {
  id: number;
  title: string;
  href: string;
  checkoutHref: string;
  logo: string | null;
}

export interface CartPageData {
  signedIn: boolean;
  shop: CartShopView | null;
  lines: CartLineView[];
  totals: CalculateResult | null;
  /** A visitor's subtotal from core's rules (the API prices the rest at checkout). */
  subtotal: number;
  /** The shop's minimum order when the cart has not reached it yet. */
  minimum: MinimumOrderShortfall | null;
}

export function shopPath(type: string, id: number): string {
  return `/${type === "shop" ? "shop" : "restaurant"}/${id}`;
}
