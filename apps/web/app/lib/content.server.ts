import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ContentTexts, contentBundles } from "./i18n/content-bundles";
import { readPreferences } from "./preferences.server";

/** The content pages' texts in the reader's language. */
export function contentTexts(request: Request, context: Pick<AppLoadContext, "cookies">): ContentTexts {
  const { lang } = readPreferences(request, context);
  return contentBundles[lang] ?? (contentBundles.en as ContentTexts);
}

/** `?page=` as a positive page number (1 when absent or malformed). */
export function pageParam(request: Request): number {
  const n = Number(new URL(request.url).searchParams.get("page"));
  return Number.isSafeInteger(n) && n > 0 && n <= 1000 ? n : 1;
}
