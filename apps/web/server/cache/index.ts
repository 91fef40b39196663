// The storefront's one cache module: every cache that outlives a request lives here, bounded,
// keyed by a version and never personal (README.md has the policy table; docs/decisions/041).
export {
  hasImpersonalMain,
  type ImpersonalParts,
  impersonalTwin,
  keptPartsOf,
  mainOf,
  type PageData,
  pageData,
  partOf,
  partsOf,
  rememberedPages,
  withImpersonalParts,
} from "./impersonal-main";
export { catalogueCacheKey, catalogueScope, isCatalogueRead, pageCacheKey } from "./keys";
export { PUBLIC_FACTS_MS, publicFacts } from "./public-facts";
export {
  CACHE_KEY_ORIGIN,
  type CachedOptions,
  type CacheState,
  cached,
  cachedText,
  forgetEverything,
  isStorable,
  rememberedEntries,
} from "./store";
export {
  catalogueVersionReader,
  LISTING,
  readVersionFrom,
  type Scope,
  type VersionRead,
  VISITOR_REFRESH_AFTER_MS,
  VISITOR_VERSION_MS,
  visitorVersionReader,
} from "./versions";
