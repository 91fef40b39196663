// Small helpers to write seed SQL: one statement per line, values escaped, inserts idempotent.

/** @param {unknown} value */
export function lit(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${String(value).replaceAll("'", "''").replaceAll("\n", " ")}'`;
}

/**
 * INSERT OR IGNORE: a row whose key already exists is left alone, so running the seed again
 * neither duplicates rows nor overwrites what was changed since.
 * @param {string} table
 * @param {Record<string, unknown>[]} rows
 * @param {number} [chunk]
 */
export function insertRows(table, rows, chunk = 50) {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const out = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((row) => `(${columns.map((c) => lit(row[c])).join(", ")})`)
      .join(", ");
    out.push(`INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES ${values};`);
  }
  return out;
}

/** A stable uuid for a seeded row: the kind picks the first group, the id the last. */
export function seedUuid(kind, id) {
  const kinds = { shop: "5b0b", product: "9a0d", user: "0e5e", blog: "b10c", cart: "ca47", tag: "7a90" };
  const prefix = kinds[kind] ?? "0000";
  return `${prefix}0000-0000-4000-8000-${id.toString(16).padStart(12, "0")}`;
}

/** A small deterministic pseudo-random generator (mulberry32), so every seed run is identical. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(text) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
