import { requestSchemas } from "@tiffin/api-client";
import type { Context } from "hono";
import type { z } from "zod";
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

/**
 * The method and path a request matched, as the route table declares it ("POST /dashboard/user/orders").
 */
export function routeKey(c: Context): string {
  return `${c.req.method} ${c.req.routePath.replace(/^\/api\/v1(?=\/)/, "")}`;
}

/**
 * A route reads its input only with the schema @tiffin/api-client declares for it, so the server
 * and its clients share one definition; any other schema is a programming error.
 */
function assertContract(c: Context, part: "body" | "query", schema: z.ZodType): void {
  const key = routeKey(c);
  if (requestSchemas[key]?.[part] !== schema) {
    throw new Error(`${key} reads its ${part} with a schema that is not its @tiffin/api-client request schema`);
  }
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  assertContract(c, "query", schema);
  const query = scalarsAsLists(readQuery(c), schema);
  const result = schema.safeParse(query);
  if (!result.success) throw validationError(result.error, c.get("lang"), query);
  return result.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  assertContract(c, "body", schema);
  const body = await readBody(c);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error, c.get("lang"), body);
  return result.data;
}

/**
 * For the calls Laravel-style clients send with their fields in the query string
 * (`auth/register?phone=...`): the query's fields, with the JSON body's over them.
 */
export async function parseBodyWithQuery<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  assertContract(c, "body", schema);
  const body = await readBody(c);
  const fields = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  const input = { ...readQuery(c), ...fields };
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, c.get("lang"), input);
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

export {
  listOf,
  MAX_LIST,
  MAX_PER_PAGE,
  pageQuery,
  queryFlag,
  queryInt,
  queryNumber,
  queryPerPage,
} from "@tiffin/api-client";
