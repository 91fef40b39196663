import { batch, type Statement, statement } from "../db/statements";
/**
 * See migrations/0012: statements that make the rest of a D1 batch depend on its first,
 * conditional statement having changed exactly one row.
 */
export function markIfChanged(d1: D1Database, mark: string): Statement<unknown> {
  return statement(
    d1,
    "INSERT INTO batch_marks (uuid, created_at) SELECT ?1, ?2 WHERE changes() = 1",
    mark,
    new Date().toISOString(),
  );
}

/** A WHERE condition true only when the mark was written; bind the mark at `param`. */
export const marked = (param: string) => `EXISTS (SELECT 1 FROM batch_marks WHERE uuid = ${param})`;

/** Marks are only needed while their batch runs. */
export function dropMark(d1: D1Database, mark: string): Statement<unknown> {
  return statement(d1, "DELETE FROM batch_marks WHERE uuid = ?1", mark);
}

/**
 * Fails the whole batch (rolling back what came before) when the previous statement changed no
 * row: it tries to insert a mark without its required time. Lets unconditional statements such
 * as a notification follow a conditional UPDATE safely.
 */
export function abortUnlessChanged(d1: D1Database): Statement<unknown> {
  return statement(d1, "INSERT INTO batch_marks (uuid, created_at) SELECT 'unchanged', NULL WHERE changes() = 0");
}

/** Whether a batch failed because of abortUnlessChanged. */
export function abortedAsUnchanged(error: unknown): boolean {
  return error instanceof Error && error.message.includes("batch_marks.created_at");
}

/**
 * Runs a batch guarded by abortUnlessChanged: true when it was written, false when its
 * conditional statement found the row already moved (nothing written).
 */
export async function batchUnlessUnchanged(d1: D1Database, statements: Statement<unknown>[]): Promise<boolean> {
  try {
    await batch(d1, statements);
    return true;
  } catch (error) {
    if (abortedAsUnchanged(error)) return false;
    throw error;
  }
}
