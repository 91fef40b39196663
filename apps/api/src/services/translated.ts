/**
 * SQL for "the row's translation in the requested locale, else the default locale": a
 * correlated subquery that picks one translation id. ?1 is the requested locale, ?2 the
 * default one; `table` and `fk` are fixed identifiers from our own code, never user input.
 */
export function translationJoin(table: string, fk: string, owner: string, alias = "t"): string {
  return `LEFT JOIN ${table} ${alias} ON ${alias}.id = (
    SELECT x.id FROM ${table} x WHERE x.${fk} = ${owner}.id AND x.locale IN (?1, ?2)
    ORDER BY x.locale = ?1 DESC LIMIT 1)`;
}

/** The locales a row is translated into, as a comma list. */
export function localesColumn(table: string, fk: string, owner: string): string {
  return `(SELECT group_concat(locale) FROM ${table} WHERE ${fk} = ${owner}.id) AS locales`;
}

export function splitLocales(value: string | null | undefined): string[] {
  return value ? value.split(",").sort() : [];
}

/** Groups rows into lists by a numeric key, keeping order. */
export function groupBy<T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(value(row));
    else map.set(k, [value(row)]);
  }
  return map;
}

/** "a,b,c" of integers for an IN list; ids come from our own queries or validated input. */
export function idList(ids: readonly number[]): string {
  return ids.map((id) => String(Math.trunc(id))).join(",");
}
