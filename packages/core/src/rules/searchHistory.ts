/** Recent searches: newest first, no duplicates, at most five. */

export const SEARCH_HISTORY_LIMIT = 5;

export function rememberSearch(history: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return [...history];
  return [clean, ...history.filter((entry) => entry !== clean)].slice(0, SEARCH_HISTORY_LIMIT);
}

export function forgetSearch(history: readonly string[], term: string): string[] {
  return history.filter((entry) => entry !== term);
}
