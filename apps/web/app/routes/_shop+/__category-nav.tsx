import { useTranslation } from "react-i18next";

/** Sticky anchor links to the menu's categories; plain links, so they work without JavaScript. */
export function CategoryNav({ categories }: { categories: Array<{ id: number; title: string }> }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("shop:categories")}
      className="sticky top-16 z-20 -mx-4 border-b border-border bg-bg/95 px-4 backdrop-blur"
    >
      <ul className="flex gap-2 overflow-x-auto py-2">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <a
              href={`#category-${category.id}`}
              className="block rounded-full border border-border px-3 py-1.5 text-sm hover:border-primary hover:text-primary"
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
