import type { Context } from "hono";
import { z } from "zod";
import { malformedJson, validationError } from "./errors";

/**
 * Reads the query as a flat object. `a[]=1&a[]=2` and qs's default `a[0]=1&a[1]=2` both become
 * `a: ["1","2"]` (indexes in order), `a[x]=1` becomes `a: {x: "1"}`; a repeated plain key keeps
 * its last value.
 */
export function readQuery(c: Context): Record<string, unknown> {
  const out = readQueryKeys(c);
  for (const [key, value] of Object.entries(out)) {
    if (isIndexed(value)) {
      out[key] = Object.entries(value)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, item]) => item);
    }
  }
  return out;
}

/**
 * `{0: "x", 1: "y"}` as read from `a[0]=x&a[1]=y`: an object whose keys are the indexes 0..n-1.
 * A gap (`a[1]=y` alone) keeps the object, so a position (a range's upper end) is not lost.
 */
function isIndexed(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d{1,3}$/.test(key) && Number(key) < keys.length);
}

function readQueryKeys(c: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const url = new URL(c.req.url);
  for (const [rawKey, value] of url.searchParams) {
    const list = rawKey.match(/^(.+)\[\]$/);
    const nested = rawKey.match(/^(.+)\[([^\]]+)\]$/);
    if (list?.[1]) {
      const key = list[1];
      const current = out[key];
      out[key] = Array.isArray(current) ? [...current, value] : [value];
    } else if (nested?.[1] && nested[2] !== undefined) {
      const key = nested[1];
      const current = out[key];
      const obj = current && typeof current === "object" && !Array.isArray(current) ? current : {};
      out[key] = { ...(obj as Record<string, unknown>), [nested[2]]: value };
    } else {
      out[rawKey] = value;
    }
  }
  return out;
}

/** The parts of a zod type's definition that say whether it holds an array. */
interface TypeDefinition {
  _zod?: { def?: { type?: string; innerType?: unknown; in?: unknown; shape?: Record<string, unknown> } };
}

/** True when the schema takes an array here, through optional, default, nullable and pipes. */
function takesArray(schema: unknown): boolean {
  let type = schema as TypeDefinition | undefined;
  for (let depth = 0; depth < 8 && type?._zod?.def; depth++) {
    const def = type._zod.def;
    if (def.type === "array") return true;
    type = (def.innerType ?? (def.type === "pipe" ? def.in : undefined)) as TypeDefinition | undefined;
  }
  return false;
}

/** A single `take=5` where the schema takes a list reads as `take: ["5"]`. */
function scalarsAsLists(query: Record<string, unknown>, schema: z.ZodType): Record<string, unknown> {
  const shape = (schema as TypeDefinition)._zod?.def?.shape;
  if (!shape) return query;
  const out = { ...query };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === "string" && takesArray(shape[key])) out[key] = [value];
  }
  return out;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(scalarsAsLists(readQuery(c), schema));
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await readBody(c));
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * For the calls Laravel-style clients send with their fields in the query string
 * (`auth/register?phone=...`): the query's fields, with the JSON body's over them.
 */
export async function parseBodyWithQuery<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await readBody(c);
  const fields = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  const result = schema.safeParse({ ...readQuery(c), ...fields });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

async function readBody(c: Context): Promise<unknown> {
  let body: unknown = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw malformedJson();
    }
  }
  return body;
}

/** An integer from a query string, with the field's message when it is not one. */
export const queryInt = (field: string, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^-?\d+$/, `The ${field} must be an integer.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `The ${field} must be at least ${min}.`)
        .max(max, `The ${field} may not be greater than ${max}.`),
    );

export const queryNumber = (field: string) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, `The ${field} must be a number.`)
    .transform(Number);

export const queryFlag = (field: string) =>
  z
    .enum(["0", "1", "true", "false"], { message: `The ${field} must be 0 or 1.` })
    .transform((v) => v === "1" || v === "true");

/** The most rows one page may ask for; a larger perPage is served as this many. */
export const MAX_PER_PAGE = 100;

/** perPage: a positive integer, capped at MAX_PER_PAGE rather than refused (the contract's rule). */
export const queryPerPage = (fallback: number) =>
  queryInt("per page")
    .transform((n) => Math.min(n, MAX_PER_PAGE))
    .optional()
    .default(fallback);

/** page, perPage (cap 100), sort, column. */
export const pageQuery = z.object({
  page: queryInt("page").optional().default(1),
  perPage: queryPerPage(10),
  sort: z.enum(["asc", "desc"], { message: "The sort must be asc or desc." }).optional(),
  column: z
    .string()
    .regex(/^[a-z_]+$/, "The column is invalid.")
    .optional(),
});

/**
 * The longest list of ids or lines one call takes. D1 binds at most 100 values per statement, and
 * a list is bound beside a few other values.
 */
export const MAX_LIST = 50;
const tooMany = (field: string) => `The ${field} may not have more than ${MAX_LIST} items.`;
export const listOf = <T extends z.ZodType>(item: T, field: string, required = `The ${field} field is required.`) =>
  z.array(item, { message: "Required" }).min(1, required).max(MAX_LIST, tooMany(field));
