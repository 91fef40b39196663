/** A page of a paginated list, as read from the contract's meta. */
export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
}

export const emptyPage = <T>(): Page<T> => ({ items: [], page: 0, lastPage: 1 });

export function hasMore(page: Page<unknown>): boolean {
  return page.page < page.lastPage;
}

/** Append the next page to what is already loaded. */
export function appendPage<T>(loaded: Page<T>, next: Page<T>): Page<T> {
  return { items: [...loaded.items, ...next.items], page: next.page, lastPage: next.lastPage };
}
