// English bundles on their own, so a client that only needs the default texts ships only these.

import en_auth from "../locales/en/auth.json";
import en_cart from "../locales/en/cart.json";
import en_checkout from "../locales/en/checkout.json";
import en_common from "../locales/en/common.json";
import en_errors from "../locales/en/errors.json";
import en_home from "../locales/en/home.json";
import en_notifications from "../locales/en/notifications.json";
import en_orders from "../locales/en/orders.json";
import en_profile from "../locales/en/profile.json";
import en_search from "../locales/en/search.json";
import en_shop from "../locales/en/shop.json";
import type { Namespace } from "./locale-config";

/** A namespace bundle: nested keys ending in strings. */
export interface Bundle {
  [key: string]: string | Bundle;
}

export const englishResources: Record<Namespace, Bundle> = {
  common: en_common,
  home: en_home,
  shop: en_shop,
  search: en_search,
  cart: en_cart,
  checkout: en_checkout,
  auth: en_auth,
  profile: en_profile,
  orders: en_orders,
  notifications: en_notifications,
  errors: en_errors,
};
