// The bundled locale files, for the server (a Worker cannot read the file system) and for tests.
// One import per locales/{lng}/{ns}.json; English comes from english-resources.ts.

import ar_auth from "../locales/ar/auth.json";
import ar_cart from "../locales/ar/cart.json";
import ar_checkout from "../locales/ar/checkout.json";

import ar_common from "../locales/ar/common.json";
import ar_errors from "../locales/ar/errors.json";
import ar_home from "../locales/ar/home.json";
import ar_notifications from "../locales/ar/notifications.json";
import ar_orders from "../locales/ar/orders.json";
import ar_profile from "../locales/ar/profile.json";
import ar_search from "../locales/ar/search.json";
import ar_shop from "../locales/ar/shop.json";
import fr_auth from "../locales/fr/auth.json";
import fr_cart from "../locales/fr/cart.json";
import fr_checkout from "../locales/fr/checkout.json";
import fr_common from "../locales/fr/common.json";
import fr_errors from "../locales/fr/errors.json";
import fr_home from "../locales/fr/home.json";
import fr_notifications from "../locales/fr/notifications.json";
import fr_orders from "../locales/fr/orders.json";
import fr_profile from "../locales/fr/profile.json";
import fr_search from "../locales/fr/search.json";
import fr_shop from "../locales/fr/shop.json";
import type { Bundle } from "./english-resources";
import { englishResources } from "./english-resources";
import type { Namespace, SupportedLocale } from "./locale-config";

export type { Bundle };

export type LocaleResources = Record<SupportedLocale, Record<Namespace, Bundle>>;

export const bundledResources: LocaleResources = {
  en: englishResources,
  ar: {
    common: ar_common,
    home: ar_home,
    shop: ar_shop,
    search: ar_search,
    cart: ar_cart,
    checkout: ar_checkout,
    auth: ar_auth,
    profile: ar_profile,
    orders: ar_orders,
    notifications: ar_notifications,
    errors: ar_errors,
  },
  fr: {
    common: fr_common,
    home: fr_home,
    shop: fr_shop,
    search: fr_search,
    cart: fr_cart,
    checkout: fr_checkout,
    auth: fr_auth,
    profile: fr_profile,
    orders: fr_orders,
    notifications: fr_notifications,
    errors: fr_errors,
  },
};
