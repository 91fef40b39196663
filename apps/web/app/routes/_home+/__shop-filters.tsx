import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { HomeFilters } from "./__home-filters";

/** A category as the filter lists it. */
export interface CategoryChoice {
  id: number;
  title: string;
}

/** Category, sorting, free delivery and open today: a GET form, so it filters without JavaScript. */
export function ShopFilters({ filters, categories }: { filters: HomeFilters; categories: CategoryChoice[] }) {
  const { t } = useTranslation();
  const field = "h-10 rounded-full border border-border bg-surface px-3 text-sm";
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("web:filters")}>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t("home:filters.category")}
        <select name="category_id" defaultValue={filters.categoryId ?? ""} className={field}>
          <option value="">{t("web:allCategories")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t("home:filters.sortBy")}
        <select name="order_by" defaultValue={filters.orderBy ?? ""} className={field}>
          <option value="">{t("web:sortDefault")}</option>
          <option value="new">{t("home:filters.newest")}</option>
          <option value="best_sale">{t("home:filters.bestSale")}</option>
          <option value="high_rating">{t("home:filters.highRating")}</option>
        </select>
      </label>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="free_delivery"
          value="1"
          defaultChecked={filters.freeDelivery}
          className="accent-primary"
        />
        {t("web:freeDelivery")}
      </label>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" name="open" value="1" defaultChecked={filters.openToday} className="accent-primary" />
        {t("web:openToday")}
      </label>
      <button
        type="submit"
        className="h-10 rounded-full bg-primary px-4 text-sm font-semibold text-primary-fg hover:bg-primary-hover"
      >
        {t("web:applyFilters")}
      </button>
    </Form>
  );
}
