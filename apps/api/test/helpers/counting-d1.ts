/**
 * Counts the round trips a piece of code makes to D1 (each batch, and each statement run alone)
 * and keeps the text of every statement it prepares.
 */
export function countingD1(d1: D1Database) {
  const count = { trips: 0, sql: [] as string[] };
  const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => counted(target.bind(...values));
        if (key === "first" || key === "all" || key === "run" || key === "raw") {
          return (...args: unknown[]) => {
            count.trips++;
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db = new Proxy(d1, {
    get(target, key) {
      if (key === "prepare")
        return (sql: string) => {
          count.sql.push(sql);
          return counted(target.prepare(sql));
        };
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          count.trips++;
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, count };
}
