export type { BundleFetch, BundleLoader, BundleLoaderOptions, BundleResponse } from "./bundle-loader";
export { BUNDLE_LOADING, BundleLoadError, createBundleLoader } from "./bundle-loader";
export type { Bundle, LocaleResources } from "./bundled-resources";
export { bundledResources } from "./bundled-resources";
export type { DateFormatOptions, DateInput, RelativeTimeOptions } from "./dates";
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatNotificationDate,
  formatRelativeTime,
  formatTime,
  formatWallClock,
  formatWeekday,
  NOTIFICATION_DATE_FORMAT,
} from "./dates";
export type { LanguageLike, TextDirection } from "./direction";
export { dirOf, RTL_LOCALES } from "./direction";
export { englishResources } from "./english-resources";
export type { CreateI18nOptions } from "./i18n-instance";
export { createI18n, i18nBaseOptions } from "./i18n-instance";
export type { Namespace, SupportedLocale } from "./locale-config";
export {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  isSupportedLocale,
  LOCALES_LOAD_PATH,
  NAMESPACES,
  SUPPORTED_LOCALES,
} from "./locale-config";
export type { CurrencyLike, CurrencyPosition, MoneyFormatOptions } from "./money";
export {
  convertAmount,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_MONEY_DECIMALS,
  DEFAULT_MONEY_LOCALE,
  formatAmount,
  formatMoney,
  moneyOptionsFor,
  roundHalfUp,
  toMinorUnits,
} from "./money";
