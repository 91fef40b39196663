import auth from "@tiffin/i18n/locales/en/auth.json";
import cart from "@tiffin/i18n/locales/en/cart.json";
import checkout from "@tiffin/i18n/locales/en/checkout.json";
import common from "@tiffin/i18n/locales/en/common.json";
import errors from "@tiffin/i18n/locales/en/errors.json";
import home from "@tiffin/i18n/locales/en/home.json";
import notifications from "@tiffin/i18n/locales/en/notifications.json";
import orders from "@tiffin/i18n/locales/en/orders.json";
import profile from "@tiffin/i18n/locales/en/profile.json";
import search from "@tiffin/i18n/locales/en/search.json";
import shop from "@tiffin/i18n/locales/en/shop.json";
import { interpolate, type Translate } from "@tiffin/ui";

type Tree = { [key: string]: string | Tree };
const bundles: Record<string, Tree> = {
  auth,
  cart,
  checkout,
  common,
  errors,
  home,
  notifications,
  orders,
  profile,
  search,
  shop,
};

/**
 * Every English bundle read straight from its file, for pages that show @tiffin/ui parts
 * outside the storefront's translated pages (the component gallery). The client build leaves
 * out @tiffin/i18n's own English copy (see vite.config.ts), so this one is imported where used.
 */
export const englishTranslate: Translate = (key, values) => {
  const separator = key.indexOf(":");
  const ns = separator === -1 ? "common" : key.slice(0, separator);
  let node: Tree | string | undefined = bundles[ns];
  for (const part of (separator === -1 ? key : key.slice(separator + 1)).split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  return typeof node === "string" ? interpolate(node, values) : key;
};
