import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof database>;

/** A Drizzle handle over the request's D1 binding; cheap, made per request. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}
