import { useTranslation } from "react-i18next";

/**
 * A stock's options in the page's language: the storefront's words for the values the catalogue
 * uses ("Large" → "كبير"), joined as "Large · Thin"; a value it has no word for is shown as it is.
 */
export function useOptionLabel(): (values: readonly string[]) => string {
  const { t } = useTranslation();
  return (values) => values.map((value) => t(`web:extraValues.${value}`, { defaultValue: value })).join(" · ");
}
