import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check arbitraries made from zod schemas: `plausible(schema)` is a value of about the
 * schema's shape (the right keys, values of the right kind), `hostile(schema)` is that value
 * broken in one of the ways an attacker or a broken client breaks it.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const LONG = 64 * 1024;

/** Values that break a field: wrong types, extremes, and texts that break naive code. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    2 ** 63,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MIN_VALUE,
    "",
    " ",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "-1",
    "0x1F",
    "1,5",
    "١٢٣",
    "9".repeat(400),
    "\u0000",
    "a\u0000b",
    "\u202Eevil\u202C",
    "مرحبا بالعالم",
    "עברית",
    "👩🏽‍🍳🍜",
    "\uD800",
    "' OR 1=1 --",
    "1; DROP TABLE users; --",
    '" OR ""="',
    "%' AND 1=0 UNION SELECT password_hash FROM users --",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "../../etc/passwd",
    "__proto__",
    "constructor",
    "{{7*7}}",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
    "${7*7}",
    "x".repeat(LONG),
    [],
    [null],
    [1, 2, 3],
    ["a", { b: 1 }],
    {},
    JSON.parse('{"__proto__": {"admin": true}}'),
    { $gt: "" },
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 4 }),
  fc.integer({ min: 1, max: 30 }).map((depth) => {
    let v: unknown = "deep";
    for (let i = 0; i < depth * 10; i++) v = i % 2 ? [v] : { a: v };
    return v;
  }),
);

const plausibleString = fc.oneof(
  fc.constantFrom(
    "1",
    "42",
    "demo@tiffin.test",
    "+447700900001",
    "tiffin-demo",
    "2030-01-15",
    "2030-01-15 19:00",
    "12:30",
    "delivery",
    "pickup",
    "canceled",
    "en",
    "restaurant",
  ),
  fc.string({ maxLength: 12 }),
  fc.uuid(),
);

/** A value of about the schema's shape. */
export function plausible(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) record[key] = plausible(value, depth + 1);
      return fc.record(record);
    }
    case "array":
      return fc.array(plausible(def.element as z.ZodType, depth + 1), { minLength: 1, maxLength: 3 });
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return plausible(def.innerType as z.ZodType, depth);
    case "pipe":
      return plausible(def.in as z.ZodType, depth);
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => plausible(o, depth + 1)));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "record":
      return fc.dictionary(fc.string({ maxLength: 8 }), plausible(def.valueType as z.ZodType, depth + 1), {
        maxKeys: 3,
      });
    case "string":
      return plausibleString;
    case "number":
    case "int":
      return fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 100_000 }), fc.double({ noNaN: true }));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.oneof(plausibleString, fc.integer(), fc.constant(null));
  }
}

/** The schema's value with one part replaced by a hostile value (at any depth). */
function mutated(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 5) return hostileValue;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      if (keys.length === 0) return hostileValue;
      return fc
        .tuple(plausible(schema, depth), fc.constantFrom(...keys))
        .chain(([base, key]) =>
          mutated(shape[key] as z.ZodType, depth + 1).map((v) => ({ ...(base as object), [key]: v })),
        );
    }
    case "array":
      return fc.oneof(
        fc.array(mutated(def.element as z.ZodType, depth + 1), { minLength: 1, maxLength: 3 }),
        fc.constant([]),
        fc.integer({ min: 101, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
        hostileValue,
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return mutated(def.innerType as z.ZodType, depth);
    case "pipe":
      return mutated(def.in as z.ZodType, depth);
    default:
      return hostileValue;
  }
}

/** The schema's value with one required-looking key left out. */
function missingOne(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def.type !== "object") return hostileValue;
  const keys = Object.keys(def.shape as object);
  if (keys.length === 0) return fc.constant({});
  return fc.tuple(plausible(schema), fc.constantFrom(...keys)).map(([base, key]) => {
    const copy = { ...(base as Record<string, unknown>) };
    delete copy[key];
    return copy;
  });
}

/** Broken, oversized or hostile versions of the schema's value. */
export function hostile(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: mutated(schema), weight: 5 },
    { arbitrary: missingOne(schema), weight: 2 },
    { arbitrary: plausible(schema), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
    {
      arbitrary: fc
        .tuple(plausible(schema), fc.string({ maxLength: 10 }), hostileValue)
        .map(([base, key, value]) =>
          base && typeof base === "object" && !Array.isArray(base) ? { ...base, [key]: value } : base,
        ),
      weight: 1,
    },
  );
}

/** Hostile path segments for a route parameter. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1",
    "2",
    "999999",
    "9007199254740993",
    "99999999999999999999999999999",
    "1e3",
    "1.5",
    "NaN",
    "abc",
    "%00",
    "%2e%2e",
    "%E2%80%AE",
    "%27%20OR%201%3D1",
    "%3Cscript%3E",
    "x".repeat(2000),
    "9".repeat(300),
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.uuid(),
);

/** A query string from a value: scalars as `k=v`, lists as `k[]=v`, objects as `k[x]=v`. */
export function toQuery(value: unknown): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return new URLSearchParams({ q: String(value) }).toString();
  }
  const params = new URLSearchParams();
  const text = (v: unknown) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(v)) for (const item of v) params.append(`${key}[]`, text(item));
    else if (v && typeof v === "object") {
      for (const [sub, item] of Object.entries(v as Record<string, unknown>))
        params.append(`${key}[${sub}]`, text(item));
    } else params.append(key, text(v));
  }
  return params.toString();
}
