// D1 read replication through the Sessions API (docs/decisions/019): with D1_READ_REPLICAS=1 and
// a runtime whose binding has `withSession`, a request reads from the nearest replica at least
// as new as the visitor's bookmark, and the answer to a write (any method but GET and HEAD) hands
// back the newest bookmark so the next request sees the visitor's own writes. A read hands back
// nothing: a bookmark cookie on every first page view would make each later page personal and
// keep it out of the page cache. Anywhere else the plain binding is used unchanged.
import { readCookie, setCookie } from "../app/lib/cookies.server";

export const BOOKMARK_COOKIE = "d1_bookmark" as const;
/** D1 bookmarks are short opaque tokens of letters, digits and dashes; the cookie layer ignores anything else. */
const BOOKMARK = /^[A-Za-z0-9-]{1,256}$/;
/** The methods that can write; only their answers move the visitor's bookmark forward. */
const WRITES = /^(POST|PUT|PATCH|DELETE)$/;

interface SessionCapable {
  withSession?: (constraint: string) => D1DatabaseSession;
}

export interface DatabaseSession {
  db: D1Database;
  /** The Set-Cookie value carrying the session's newest bookmark, or null (no session, a read, or unchanged). */
  bookmarkCookie(): Promise<string | null>;
}

export async function databaseSession(
  db: D1Database,
  request: Request,
  env: { D1_READ_REPLICAS?: string | undefined },
): Promise<DatabaseSession> {
  const capable = db as D1Database & SessionCapable;
  if (env.D1_READ_REPLICAS !== "1" || typeof capable.withSession !== "function") {
    return { db, bookmarkCookie: async () => null };
  }
  const bookmark = await readCookie(request, BOOKMARK_COOKIE);
  const session = capable.withSession(bookmark ?? "first-unconstrained");
  return {
    // A session answers prepare and batch like the binding (all the API uses); no exec or dump.
    db: session as unknown as D1Database,
    bookmarkCookie: async () => {
      if (!WRITES.test(request.method)) return null;
      const latest = session.getBookmark();
      if (!latest || latest === bookmark || !BOOKMARK.test(latest)) return null;
      return setCookie(BOOKMARK_COOKIE, latest);
    },
  };
}
