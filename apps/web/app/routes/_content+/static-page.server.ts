import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError, getPage, getPolicy, getTerms } from "@tiffin/api-client";
import { apiFor } from "../../lib/api.server";
import { contentTexts } from "../../lib/content.server";

export type StaticPageKind = "about" | "terms" | "privacy";

const CALLS = { about: (api) => getPage(api, "about"), terms: getTerms, privacy: getPolicy } satisfies Record<
  StaticPageKind,
  (api: ReturnType<typeof apiFor>) => ReturnType<typeof getTerms>
>;

/** One of the pages the API keeps (about, terms, privacy) in the reader's language; unpublished, a notice. */
export async function staticPage(request: Request, context: AppLoadContext, kind: StaticPageKind) {
  const api = apiFor(request, context);
  const texts = contentTexts(request, context);
  const page = await CALLS[kind](api).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return {
    heading: page?.translation?.title ?? texts.pages[kind],
    body: page?.translation?.description ?? null,
    missing: texts.pages.missing,
  };
}
