import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, databaseSession } from "../server/database-session";

const request = (cookie?: string, method = "GET") =>
  new Request("https://tiffin.example/", { method, ...(cookie ? { headers: { Cookie: cookie } } : {}) });

/** A binding with the Sessions API: records the constraint each session was opened with. */
function replicatedBinding(latest: string | null) {
  const opened: string[] = [];
  const session = { prepare: () => null, batch: async () => [], getBookmark: () => latest };
  const db = {
    prepare: () => null,
    withSession: (constraint: string) => {
      opened.push(constraint);
      return session;
    },
  };
  return { db: db as unknown as D1Database, session, opened };
}

describe("databaseSession", () => {
  it("uses the plain binding, and sets no cookie, where the runtime has no withSession (local workerd)", () => {
    const plain = { prepare: () => null } as unknown as D1Database;
    const chosen = databaseSession(plain, request(`${BOOKMARK_COOKIE}=abc-1`), { D1_READ_REPLICAS: "1" });
    expect(chosen.db).toBe(plain);
    expect(chosen.bookmarkCookie()).toBeNull();
  });

  it("uses the plain binding unless D1_READ_REPLICAS is 1, even where withSession exists", () => {
    const { db, opened } = replicatedBinding("b-2");
    const chosen = databaseSession(db, request(), {});
    expect(chosen.db).toBe(db);
    expect(opened).toEqual([]);
    expect(chosen.bookmarkCookie()).toBeNull();
  });

  it("opens the session at the visitor's bookmark and hands back the newer one after a write, so they read their own writes", () => {
    const { db, session, opened } = replicatedBinding("0000001-00000002-00004f1a");
    const sent = `lang=en; ${BOOKMARK_COOKIE}=0000001-00000001-00004f19`;
    const chosen = databaseSession(db, request(sent, "POST"), { D1_READ_REPLICAS: "1" });
    expect(opened).toEqual(["0000001-00000001-00004f19"]);
    expect(chosen.db).toBe(session);
    const cookie = chosen.bookmarkCookie() ?? "";
    expect(cookie.startsWith(`${BOOKMARK_COOKIE}=0000001-00000002-00004f1a;`)).toBe(true);
    expect(cookie).toContain("HttpOnly");
  });

  it("starts unconstrained without a bookmark, and ignores a forged one that is not a bookmark", () => {
    const { db, opened } = replicatedBinding(null);
    databaseSession(db, request(), { D1_READ_REPLICAS: "1" });
    databaseSession(db, request(`${BOOKMARK_COOKIE}=first-primary%22%3Cscript%3E`), { D1_READ_REPLICAS: "1" });
    expect(opened).toEqual(["first-unconstrained", "first-unconstrained"]);
  });

  it("sets no bookmark cookie on a page read, even when the replica's bookmark moved, so the next page stays cacheable", () => {
    const { db } = replicatedBinding("0000001-00000002-00004f1a");
    for (const method of ["GET", "HEAD"]) {
      const chosen = databaseSession(db, request(undefined, method), { D1_READ_REPLICAS: "1" });
      expect(chosen.bookmarkCookie()).toBeNull();
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const chosen = databaseSession(db, request(undefined, method), { D1_READ_REPLICAS: "1" });
      expect(chosen.bookmarkCookie()).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=0000001-00000002-00004f1a;`));
    }
  });

  it("sets no cookie when the bookmark did not move", () => {
    const { db } = replicatedBinding("same-1");
    const chosen = databaseSession(db, request(`${BOOKMARK_COOKIE}=same-1`, "POST"), { D1_READ_REPLICAS: "1" });
    expect(chosen.bookmarkCookie()).toBeNull();
  });
});
