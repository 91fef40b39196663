/** Language codes written right to left. Used when a language record has no `backward` flag. */
export const RTL_LOCALES = ["ar", "arc", "ckb", "dv", "fa", "he", "ku", "ps", "sd", "ug", "ur", "yi"] as const;

export type TextDirection = "ltr" | "rtl";

/** A language as the API returns it (languages/active): `backward` true means right to left. */
export interface LanguageLike {
  locale?: string;
  backward?: boolean | number | null;
}

function isRtlCode(locale: string): boolean {
  const base = locale.toLowerCase().split(/[-_]/)[0] ?? "";
  return (RTL_LOCALES as readonly string[]).includes(base);
}

/**
 * Direction of a language. With a language record, `backward` decides (the server is the
 * authority on its languages); with a bare locale code, the RTL list does.
 */
export function dirOf(language: LanguageLike | string): TextDirection {
  if (typeof language === "string") return isRtlCode(language) ? "rtl" : "ltr";
  if (language.backward !== undefined && language.backward !== null) {
    return language.backward ? "rtl" : "ltr";
  }
  return language.locale && isRtlCode(language.locale) ? "rtl" : "ltr";
}
