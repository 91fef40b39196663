/**
 * The one way the API reaches D1: prepared statements that carry the type of their rows.
 *
 * `statement<Row>(d1, sql, ...params)` prepares and binds once; `first()`, `all()` and `run()`
 * read it alone, and `batch(d1, [...])` sends several in one round trip, which D1 runs as one
 * transaction, answering a tuple typed from the statements given. SQL text is constant or composed
 * from constant fragments; every value travels as a bound parameter.
 */

/** A value D1 binds to a `?` placeholder. */
export type Param = string | number | boolean | null | ArrayBuffer;

/** What a statement answers inside a batch: its rows and D1's meta (changes, last_row_id). */
export type Result<Row> = D1Result<Row>;

/** A bound D1 statement whose rows are `Row`; writes leave `Row` at its default and use `run()`. */
export class Statement<Row = Record<string, unknown>> {
  /** Marks the row type so a statement of one row type is not taken for another. */
  declare readonly row?: Row;

  constructor(readonly prepared: D1PreparedStatement) {}

  /** The same SQL bound to other values (prepared once, bound per use). */
  bind(...params: Param[]): Statement<Row> {
    return new Statement<Row>(this.prepared.bind(...params));
  }

  /** The first row, or null when there is none. */
  first(): Promise<Row | null> {
    return this.prepared.first<Row>();
  }

  /** Every row. */
  async all(): Promise<Row[]> {
    return (await this.prepared.all<Row>()).results;
  }

  /** Runs a write; the meta says how many rows changed and the last inserted id. */
  run(): Promise<D1Result> {
    return this.prepared.run();
  }
}

/** Prepares `sql` and binds `params` to its placeholders in order (or by `?N`). */
export function statement<Row = Record<string, unknown>>(
  d1: D1Database,
  sql: string,
  ...params: Param[]
): Statement<Row> {
  const prepared = d1.prepare(sql);
  return new Statement<Row>(params.length > 0 ? prepared.bind(...params) : prepared);
}

/** The batch results of a list of statements, position by position. */
export type Results<S extends readonly Statement<unknown>[]> = {
  -readonly [K in keyof S]: S[K] extends Statement<infer Row> ? Result<Row> : never;
};

/**
 * Runs the statements in one round trip and one transaction: all of them or none. Each result
 * is typed from its statement, so a caller reads `[a, b] = await batch(d1, [sa, sb])` as is.
 */
export async function batch<const S extends readonly Statement<unknown>[]>(
  d1: D1Database,
  statements: S,
): Promise<Results<S>> {
  const results: D1Result<unknown>[] = await d1.batch(statements.map((s) => s.prepared));
  // D1 answers one result per statement, in order: the mapped type states exactly that.
  return results as Results<S>;
}

/**
 * Runs `writes` and then `reads` in one round trip and one transaction, as `batch` does, and
 * answers the reads' results typed from their statements (for reads that must see the writes).
 */
export async function batchWithReads<const S extends readonly Statement<unknown>[]>(
  d1: D1Database,
  writes: readonly Statement<unknown>[],
  reads: S,
): Promise<{ writes: Result<unknown>[]; reads: Results<S> }> {
  const results: D1Result<unknown>[] = await d1.batch([...writes, ...reads].map((s) => s.prepared));
  return { writes: results.slice(0, writes.length), reads: results.slice(writes.length) as Results<S> };
}
