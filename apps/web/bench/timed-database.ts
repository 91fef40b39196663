// A D1 binding that reports every statement it runs (SQL, kind, time): bench use only.

export interface Entry {
  kind: "api" | "d1" | "d1-batch";
  /** What ran; made readable (`describe`) only when the bench reads the entries, not per statement. */
  what: string | (() => string);
  ms: number;
  /** performance.now() when it started; the bench makes it relative to the request. */
  startedAt: number;
}

type Report = (entry: Entry) => void;

function shortSql(sql: string): string {
  return sql.replace(/\s+/g, " ").trim().slice(0, 160);
}

/** The entry's `what` as text. */
export function describe(entry: Entry): string {
  return typeof entry.what === "string" ? entry.what : entry.what();
}

async function timed<T>(report: Report, kind: Entry["kind"], what: Entry["what"], run: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  const entry: Entry = { kind, what, ms: 0, startedAt };
  report(entry);
  try {
    return await run();
  } finally {
    entry.ms = performance.now() - startedAt;
  }
}

const SQL = Symbol("sql");
type Tagged = D1PreparedStatement & { [SQL]?: string; inner?: D1PreparedStatement };

/** `run` timed as one D1 statement, labelled `verb` and its SQL (made readable only when read). */
function timedSql<T>(report: Report, verb: string, sql: string, run: () => Promise<T>): Promise<T> {
  return timed(report, "d1", () => `${verb} ${shortSql(sql)}`, run);
}

function timedStatement(statement: D1PreparedStatement, sql: string, report: Report): D1PreparedStatement {
  const wrapped: Tagged = {
    [SQL]: sql,
    inner: statement,
    bind: (...values: unknown[]) => timedStatement(statement.bind(...values), sql, report),
    first: ((column?: string) =>
      timedSql(report, "first", sql, () =>
        column === undefined ? statement.first() : statement.first(column),
      )) as D1PreparedStatement["first"],
    all: (() => timedSql(report, "all", sql, () => statement.all())) as D1PreparedStatement["all"],
    run: (() => timedSql(report, "run", sql, () => statement.run())) as D1PreparedStatement["run"],
    raw: ((options?: { columnNames?: boolean }) =>
      timedSql(report, "raw", sql, () =>
        options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw(),
      )) as D1PreparedStatement["raw"],
  } as unknown as Tagged;
  return wrapped;
}

/** `db` with every prepare, batch and exec timed through `report`. */
export function timedDatabase(db: D1Database, report: Report): D1Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "prepare") return (sql: string) => timedStatement(target.prepare(sql), sql, report);
      if (property === "batch")
        return (statements: Tagged[]) =>
          timed(
            report,
            "d1-batch",
            () => `batch of ${statements.length}: ${statements.map((s) => shortSql(s[SQL] ?? "?")).join(" | ")}`,
            () => target.batch(statements.map((s) => s.inner ?? s)),
          );
      if (property === "exec") return (sql: string) => timedSql(report, "exec", sql, () => target.exec(sql));
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
