/**
 * A fake catalogue answering shops/search and products/search with the
 * contract's paginated shape ({data, meta:{current_page, last_page}}).
 */
import type { Page } from "../../src/rules/page.js";

export interface Shop {
  id: number;
  translation: { title: string };
}

export interface Product {
  id: number;
  translation: { title: string };
  stocks: Array<{ price: number }>;
}

const shops: Shop[] = [
  { id: 1, translation: { title: "Pizza Roma" } },
  { id: 2, translation: { title: "Pizza Napoli" } },
  { id: 3, translation: { title: "Pizza Express" } },
  { id: 4, translation: { title: "Sushi Bar" } },
];

const products: Product[] = [
  { id: 11, translation: { title: "Pizza Margherita" }, stocks: [{ price: 9 }] },
  { id: 12, translation: { title: "Pizza Diavola" }, stocks: [{ price: 11 }] },
  { id: 13, translation: { title: "Pizza Bianca" }, stocks: [] },
  { id: 21, translation: { title: "Sushi Set" }, stocks: [{ price: 15 }] },
];

export const PER_PAGE = 2;

function paginate<T>(all: T[], page: number) {
  const lastPage = Math.max(1, Math.ceil(all.length / PER_PAGE));
  return {
    data: all.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    meta: { current_page: page, last_page: lastPage, per_page: PER_PAGE, total: all.length },
  };
}

const matches = (term: string) => (item: { translation: { title: string } }) =>
  item.translation.title.toLowerCase().includes(term.toLowerCase());

export const fakeCatalogue = {
  searchShops: (search: string, page: number) => paginate(shops.filter(matches(search)), page),
  searchProducts: (search: string, page: number) => paginate(products.filter(matches(search)), page),
  countShops: (search: string) => shops.filter(matches(search)).length,
  countProducts: (search: string) => products.filter(matches(search)).length,
};

export function toPage<T>(response: { data: T[]; meta: { current_page: number; last_page: number } }): Page<T> {
  return { items: response.data, page: response.meta.current_page, lastPage: response.meta.last_page };
}
