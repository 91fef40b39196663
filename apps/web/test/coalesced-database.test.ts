import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { coalescedDatabase } from "../server/coalesced-database";

// A real local D1 (workerd, through Miniflare) behind the coalesced database; `sent` records how
// many statements each round trip to D1 carried.
let mf: Miniflare;
let d1: D1Database;
let sent: number[];

/** The real D1 with every batch it is given counted as one round trip. */
function counting(real: D1Database): D1Database {
  return new Proxy(real, {
    get(target, name) {
      if (name === "batch")
        return (statements: D1PreparedStatement[]) => {
          sent.push(statements.length);
          return target.batch(statements);
        };
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
    d1Databases: ["DB"],
  });
  d1 = await mf.getD1Database("DB");
});

afterAll(() => mf.dispose());

beforeEach(async () => {
  await d1.batch([
    d1.prepare("DROP TABLE IF EXISTS items"),
    d1.prepare("CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE)"),
    d1.prepare("INSERT INTO items (id, title) VALUES (1, 'Pizza'), (2, 'Soup'), (3, 'Bread')"),
  ]);
  sent = [];
});

describe("coalescedDatabase over a real D1", () => {
  it("sends what side-by-side calls ask in one round trip, and each call gets what D1 answers it alone", async () => {
    const db = coalescedDatabase(counting(d1));
    const [count, soup, list, pair] = await Promise.all([
      db.prepare("SELECT COUNT(*) AS n FROM items").first<number>("n"),
      db.prepare("SELECT id, title FROM items WHERE id = ?1").bind(2).first(),
      db.prepare("SELECT title FROM items ORDER BY id").all(),
      db.batch([
        db.prepare("SELECT title FROM items WHERE id = ?1").bind(1),
        db.prepare("SELECT title FROM items WHERE id = ?1").bind(3),
      ]),
    ]);
    expect(sent).toEqual([5]);
    expect(count).toBe(3);
    expect(soup).toEqual({ id: 2, title: "Soup" });
    expect(list.results).toEqual([{ title: "Pizza" }, { title: "Soup" }, { title: "Bread" }]);
    expect(pair.map((result) => result.results)).toEqual([[{ title: "Pizza" }], [{ title: "Bread" }]]);
    expect(await db.prepare("SELECT id FROM items WHERE id = 99").first()).toBeNull();
  });

  it("keeps one call's order: a read after its own write (awaited) sees the write", async () => {
    const db = coalescedDatabase(counting(d1));
    await db.prepare("INSERT INTO items (id, title) VALUES (4, 'Tea')").run();
    expect(await db.prepare("SELECT title FROM items WHERE id = 4").first("title")).toBe("Tea");
    expect(sent).toEqual([1, 1]);
  });

  it("an error reaches only the call that made it: the others still get their answers", async () => {
    const db = coalescedDatabase(counting(d1));
    const [good, bad, other] = await Promise.allSettled([
      db.prepare("SELECT title FROM items WHERE id = 1").first("title"),
      db.prepare("SELECT nope FROM no_such_table").all(),
      db.prepare("SELECT COUNT(*) AS n FROM items").first("n"),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: "Pizza" });
    expect(other).toEqual({ status: "fulfilled", value: 3 });
    expect(bad.status).toBe("rejected");
    expect(String((bad as PromiseRejectedResult).reason)).toContain("no_such_table");
    expect(sent).toEqual([3, 1, 1, 1]);
  });

  it("a call's own batch stays all-or-nothing while it shares the round trip with another call", async () => {
    const db = coalescedDatabase(counting(d1));
    const [write, read] = await Promise.allSettled([
      db.batch([
        db.prepare("INSERT INTO items (id, title) VALUES (5, 'Cake')"),
        db.prepare("INSERT INTO items (id, title) VALUES (6, 'Pizza')"), // a title already taken
      ]),
      db.prepare("SELECT COUNT(*) AS n FROM items").first("n"),
    ]);
    expect(write.status).toBe("rejected");
    expect(read).toEqual({ status: "fulfilled", value: 3 });
    expect(await d1.prepare("SELECT COUNT(*) AS n FROM items").first("n")).toBe(3);
    expect(await d1.prepare("SELECT id FROM items WHERE id = 5").first()).toBeNull();
  });

  it("answers raw() at once, alone, with column arrays; a missing column of first() is D1's error", async () => {
    const db = coalescedDatabase(counting(d1));
    expect(await db.prepare("SELECT id, title FROM items WHERE id < 3 ORDER BY id").raw()).toEqual([
      [1, "Pizza"],
      [2, "Soup"],
    ]);
    expect(await db.prepare("SELECT id FROM items WHERE id = 1").raw({ columnNames: true })).toEqual([["id"], [1]]);
    expect(sent).toEqual([]);
    await expect(db.prepare("SELECT id FROM items WHERE id = 1").first("title")).rejects.toThrow("D1_COLUMN_NOTFOUND");
  });
});
