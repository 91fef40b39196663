import type { Database } from "./db/client";
import type { SignedInUser } from "./http/auth";

/** Bindings and variables the API reads (wrangler.toml [vars], D1, secrets). */
export interface ApiBindings {
  DB: D1Database;
  ENVIRONMENT?: string;
  IMAGE_BASE?: string;
}

/** Per-request values set by middleware. */
export interface ApiVariables {
  db: Database;
  lang: string;
  defaultLang: string;
  /** Rate of the requested currency against the default one (1 when none was asked). */
  rate: number;
  currencyId: number | null;
  /** Set by optionalUser/requireUser. */
  user: SignedInUser | null;
}

export type ApiEnv = { Bindings: ApiBindings; Variables: ApiVariables };
