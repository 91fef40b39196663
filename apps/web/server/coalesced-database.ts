// One page render runs several in-process API calls side by side, and each sends its own
// statements to D1: the catalogue version, the signed-in user's facts, then the bell's count, the
// cart and the saved addresses, one round trip each. Through this database, what the calls send
// within one turn of the event loop goes to D1 as one batch, one round trip for all of them.
//
// What each caller sees does not change:
// - a statement answers exactly what it would alone (`first`, `all`, `run`), and a caller's own
//   `batch` stays one transaction: a batch is all of them or none;
// - calls that were side by side had no order among them, and a call that awaits its statement
//   before sending the next still gets them in its order;
// - when the shared batch fails (one statement's error fails its whole transaction), every
//   caller's statements run again on their own, so an error reaches only the call that made it;
// - `raw()` (column arrays, which a batch does not give) goes to D1 at once, alone.

type Settle = { resolve: (results: D1Result[]) => void; reject: (error: unknown) => void };

interface Group extends Settle {
  statements: D1PreparedStatement[];
}

/** A statement of the coalesced database: the real one inside, its answers through the batch. */
class CoalescedStatement {
  constructor(
    readonly real: D1PreparedStatement,
    private readonly send: (statements: D1PreparedStatement[]) => Promise<D1Result[]>,
  ) {}

  bind(...values: unknown[]): CoalescedStatement {
    return new CoalescedStatement(this.real.bind(...values), this.send);
  }

  async first<T = unknown>(column?: string): Promise<T | null> {
    const [result] = await this.send([this.real]);
    const row = (result?.results[0] ?? null) as Record<string, unknown> | null;
    if (column === undefined || row === null) return row as T | null;
    if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return row[column] as T;
  }

  async all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    const [result] = await this.send([this.real]);
    return result as D1Result<T>;
  }

  async run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.all<T>();
  }

  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    return options?.columnNames
      ? this.real.raw<T>({ columnNames: true })
      : (this.real.raw<T>() as Promise<T[] | [string[], ...T[]]>);
  }
}

const realOf = (statement: D1PreparedStatement | CoalescedStatement): D1PreparedStatement =>
  statement instanceof CoalescedStatement ? statement.real : statement;

/**
 * `db` with every statement sent within one turn of the event loop batched together. Make one
 * per storefront request (a batch must not mix two requests' I/O). `schedule` decides when the
 * gathered statements leave (the next turn of the event loop; tests pass their own).
 */
export function coalescedDatabase(
  db: D1Database,
  schedule: (send: () => void) => void = (send) => setTimeout(send, 0),
): D1Database {
  let waiting: Group[] = [];

  async function sendWaiting(): Promise<void> {
    const groups = waiting;
    waiting = [];
    try {
      const results = await db.batch(groups.flatMap((group) => group.statements));
      let at = 0;
      for (const group of groups) {
        group.resolve(results.slice(at, at + group.statements.length));
        at += group.statements.length;
      }
    } catch (error) {
      if (groups.length === 1) {
        groups[0]?.reject(error);
        return;
      }
      for (const group of groups) db.batch(group.statements).then(group.resolve, group.reject);
    }
  }

  const send = (statements: D1PreparedStatement[]): Promise<D1Result[]> =>
    new Promise((resolve, reject) => {
      if (waiting.length === 0) schedule(() => void sendWaiting());
      waiting.push({ statements, resolve, reject });
    });

  const coalesced = {
    prepare: (sql: string) => new CoalescedStatement(db.prepare(sql), send),
    batch: (statements: (D1PreparedStatement | CoalescedStatement)[]) =>
      statements.length === 0 ? db.batch([]) : send(statements.map(realOf)),
    exec: (sql: string) => db.exec(sql),
    dump: () => (db as unknown as { dump(): Promise<ArrayBuffer> }).dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  };
  return coalesced as unknown as D1Database;
}
