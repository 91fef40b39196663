import { describe, expect, it } from "vitest";
import { readCookie, setCookie } from "../app/lib/cookies.server";
import { BOOKMARK_COOKIE, databaseSession } from "../server/database-session";

const request = (cookie?: string, method = "GET") =>
  new Request("https://tiffin.example/", { method, ...(cookie ? { headers: { Cookie: cookie } } : {}) });

/** The Cookie header a browser sends after the cookie layer stored `bookmark`. */
const sent = async (bookmark: string) => (await setCookie(BOOKMARK_COOKIE, bookmark)).split(";")[0] ?? "";

/** The bookmark a Set-Cookie value carries, read back the way the next request reads it. */
const carried = async (setCookieValue: string | null) =>
  setCookieValue ? readCookie(request(setCookieValue.split(";")[0]), BOOKMARK_COOKIE) : null;

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
  it("uses the plain binding, and sets no cookie, where the runtime has no withSession (local workerd)", async () => {
    const plain = { prepare: () => null } as unknown as D1Database;
    const chosen = await databaseSession(plain, request(`${BOOKMARK_COOKIE}=abc-1`), { D1_READ_REPLICAS: "1" });
    expect(chosen.db).toBe(plain);
    expect(await chosen.bookmarkCookie()).toBeNull();
  });

  it("uses the plain binding unless D1_READ_REPLICAS is 1, even where withSession exists", async () => {
    const { db, opened } = replicatedBinding("b-2");
    const chosen = await databaseSession(db, request(), {});
    expect(chosen.db).toBe(db);
    expect(opened).toEqual([]);
    expect(await chosen.bookmarkCookie()).toBeNull();
  });

  it("opens the session at the visitor's bookmark and hands back the newer one after a write, so they read their own writes", async () => {
    const { db, session, opened } = replicatedBinding("0000001-00000002-00004f1a");
    const header = `lang=en; ${await sent("0000001-00000001-00004f19")}`;
    const chosen = await databaseSession(db, request(header, "POST"), { D1_READ_REPLICAS: "1" });
    expect(opened).toEqual(["0000001-00000001-00004f19"]);
    expect(chosen.db).toBe(session);
    const cookie = (await chosen.bookmarkCookie()) ?? "";
    expect(await carried(cookie)).toBe("0000001-00000002-00004f1a");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Max-Age=300");
  });

  it("starts unconstrained without a bookmark, and ignores a forged one that is not a bookmark", async () => {
    const { db, opened } = replicatedBinding(null);
    await databaseSession(db, request(), { D1_READ_REPLICAS: "1" });
    await databaseSession(db, request(await sent('first-primary"<script>')), { D1_READ_REPLICAS: "1" });
    await databaseSession(db, request(`${BOOKMARK_COOKIE}=%E0%A4%A`), { D1_READ_REPLICAS: "1" });
    expect(opened).toEqual(["first-unconstrained", "first-unconstrained", "first-unconstrained"]);
  });

  it("sets no bookmark cookie on a page read, even when the replica's bookmark moved, so the next page stays cacheable", async () => {
    const { db } = replicatedBinding("0000001-00000002-00004f1a");
    for (const method of ["GET", "HEAD"]) {
      const chosen = await databaseSession(db, request(undefined, method), { D1_READ_REPLICAS: "1" });
      expect(await chosen.bookmarkCookie()).toBeNull();
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const chosen = await databaseSession(db, request(undefined, method), { D1_READ_REPLICAS: "1" });
      expect(await carried(await chosen.bookmarkCookie())).toBe("0000001-00000002-00004f1a");
    }
  });

  it("sets no cookie when the bookmark did not move", async () => {
    const { db } = replicatedBinding("same-1");
    const chosen = await databaseSession(db, request(await sent("same-1"), "POST"), { D1_READ_REPLICAS: "1" });
    expect(await chosen.bookmarkCookie()).toBeNull();
  });
});
