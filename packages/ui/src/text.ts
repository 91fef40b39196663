import type { Bundle } from "@tiffin/i18n";
import { englishResources } from "@tiffin/i18n";

/**
 * How components get their texts: `t("shop:product.addToCart", { name })`, the signature of
 * i18next's t. The web app passes react-i18next's t; without one, English from @tiffin/i18n.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(bundle: Bundle | string | undefined, path: string[]): string | undefined {
  let node: Bundle | string | undefined = bundle;
  for (const part of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}

/** English texts straight from the bundles; a missing key comes back as the key itself. */
export const englishText: Translate = (key, values) => {
  const separator = key.indexOf(":");
  const ns = separator === -1 ? "common" : key.slice(0, separator);
  const path = (separator === -1 ? key : key.slice(separator + 1)).split(".");
  const text = lookup((englishResources as Record<string, Bundle>)[ns], path);
  return text === undefined ? key : interpolate(text, values);
};
