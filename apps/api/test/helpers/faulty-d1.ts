/**
 * A D1 binding that fails on purpose, for fault-injection tests only.
 *
 * Every statement that can write counts as a fault position: each statement of a batch that
 * holds at least one write (the whole batch is one transaction, so its reads count too), and each
 * write run on its own. The statement at position `failAt` is swapped for one that SQLite itself
 * rejects at run time, so inside a batch the statements before it have really run when it fails,
 * and only D1's own rollback can undo them.
 */

/** Fails while running (integer overflow), after the statements before it in its batch ran. */
const FAULT_SQL = "SELECT abs(-9223372036854775808) AS injected_fault";
const WRITE = /^\s*(WITH\b[\s\S]*?\b)?(INSERT|UPDATE|DELETE|REPLACE)\b/i;

export const isWrite = (sql: string) => WRITE.test(sql);

interface Counter {
  next: number;
  failAt: number;
  fired: boolean;
  /** The SQL at the position that failed (for messages). */
  failedSql: string | null;
}

class FaultyStatement {
  constructor(
    readonly real: D1PreparedStatement,
    readonly sql: string,
    private readonly d1: D1Database,
    private readonly counter: Counter,
  ) {}

  bind(...values: unknown[]) {
    return new FaultyStatement(this.real.bind(...values), this.sql, this.d1, this.counter);
  }

  /** A write run on its own takes a position; when it is the chosen one, it fails instead. */
  private gate(): D1PreparedStatement {
    if (!isWrite(this.sql)) return this.real;
    const position = this.counter.next++;
    if (position !== this.counter.failAt) return this.real;
    this.counter.fired = true;
    this.counter.failedSql = this.sql;
    return this.d1.prepare(FAULT_SQL);
  }

  first(column?: string) {
    const s = this.gate();
    return column === undefined ? s.first() : s.first(column);
  }
  run() {
    return this.gate().run();
  }
  all() {
    return this.gate().all();
  }
  raw(options?: { columnNames?: boolean }) {
    // biome-ignore lint/suspicious/noExplicitAny: raw's overloads differ only by columnNames
    return this.gate().raw(options as any);
  }
}

export interface FaultyD1 {
  db: D1Database;
  /** Whether the chosen position was reached (and failed). */
  fired(): boolean;
  /** How many fault positions the request went through. */
  positions(): number;
  failedSql(): string | null;
}

/** Wraps `real` so the statement at fault position `failAt` (0-based) fails. */
export function faultyD1(real: D1Database, failAt: number): FaultyD1 {
  const counter: Counter = { next: 0, failAt, fired: false, failedSql: null };
  const unwrap = (s: D1PreparedStatement | FaultyStatement) => (s instanceof FaultyStatement ? s.real : s);
  const sqlOf = (s: D1PreparedStatement | FaultyStatement) => (s instanceof FaultyStatement ? s.sql : "");
  const db = {
    prepare: (sql: string) => new FaultyStatement(real.prepare(sql), sql, real, counter),
    batch: (statements: (D1PreparedStatement | FaultyStatement)[]) => {
      const writes = statements.some((s) => isWrite(sqlOf(s)));
      const plain = statements.map((s) => {
        if (!writes) return unwrap(s);
        const position = counter.next++;
        if (position !== counter.failAt) return unwrap(s);
        counter.fired = true;
        counter.failedSql = sqlOf(s);
        return real.prepare(FAULT_SQL);
      });
      return real.batch(plain);
    },
    exec: (sql: string) => real.exec(sql),
    withSession: () => {
      throw new Error("faultyD1 does not support sessions");
    },
    dump: () => real.dump(),
  };
  return {
    db: db as unknown as D1Database,
    fired: () => counter.fired,
    positions: () => counter.next,
    failedSql: () => counter.failedSql,
  };
}
