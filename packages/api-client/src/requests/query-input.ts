import type { z } from "zod";

/** A query value the URL carries as text: a digit string may be sent as the number, "1"/"true" as the flag. */
type Textual<T> = T extends `${infer N extends number}`
  ? T | N
  : T extends `${infer B extends boolean}`
    ? T | B
    : string extends T
      ? T | number
      : T;

/** A key read through a preprocess (any input): a scalar, or a list at the top level (`x[0]=&x[1]=`). */
type Anything<Nested> = Nested extends true ? string | number : string | number | boolean | Array<string | number>;

type Loose<T, Nested = false> = unknown extends T
  ? Anything<Nested>
  : T extends string
    ? Textual<T>
    : T extends readonly (infer U)[]
      ? Loose<U, true>[]
      : T extends object
        ? { [K in keyof T]: Loose<T[K], true> }
        : T;

/**
 * What a typed call takes for a query the API reads with `S`: the schema's input, where a number
 * or a boolean may stand for the text the query string carries (`page: 2` for "2", `open: 1` for
 * "1"). Derived from the request schema, so a call cannot name a key or a value the route refuses.
 */
export type QueryInput<S extends z.ZodType> = { [K in keyof z.input<S>]: Loose<z.input<S>[K]> };
