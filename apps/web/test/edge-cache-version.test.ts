import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  forgetEverything,
  LISTING,
  type Scope,
  VISITOR_REFRESH_AFTER_MS,
  VISITOR_VERSION_MS,
  visitorVersionReader,
} from "../server/cache";

/** The catalogue version in D1, and how many times it was read. */
function database(start: string | null) {
  const db = { version: start, reads: 0 };
  const fresh = async () => {
    db.reads++;
    return db.version;
  };
  return { db, fresh };
}

let clock = 0;
const now = () => clock;

beforeEach(() => {
  forgetEverything();
  clock = 10_000;
});
afterEach(() => forgetEverything());

describe("visitorVersionReader (signed-out pages)", () => {
  it("lets every signed-out page of the next second use one read, then reads again", async () => {
    const { db, fresh } = database("7");
    expect(await visitorVersionReader(fresh, now)(LISTING)).toBe("7");
    db.version = "8"; // a catalogue write
    clock += VISITOR_VERSION_MS - 1;
    expect(await visitorVersionReader(fresh, now)(LISTING)).toBe("7");
    expect(db.reads).toBe(1);
    clock += 1;
    expect(await visitorVersionReader(fresh, now)(LISTING)).toBe("8");
    expect(db.reads).toBe(2);
  });

  it("reads at most once for one page, however often the page asks", async () => {
    const { db, fresh } = database("3");
    const page = visitorVersionReader(fresh, now);
    expect(await Promise.all([page(LISTING), page(LISTING), page(LISTING)])).toEqual(["3", "3", "3"]);
    expect(db.reads).toBe(1);
  });

  it("never keeps a failed read: the next page reads again", async () => {
    const { db, fresh } = database(null);
    expect(await visitorVersionReader(fresh, now)(LISTING)).toBeNull();
    db.version = "4";
    expect(await visitorVersionReader(fresh, now)(LISTING)).toBe("4");
    expect(db.reads).toBe(2);
  });

  it("keeps the newer read when an older one finishes after it", async () => {
    let finishSlow: (version: string) => void = () => undefined;
    const slow = () => new Promise<string | null>((resolve) => (finishSlow = resolve));
    const early = visitorVersionReader(slow, now)(LISTING);
    clock += VISITOR_VERSION_MS + 500;
    expect(await visitorVersionReader(async () => "9", now)(LISTING)).toBe("9");
    finishSlow("8");
    expect(await early).toBe("8");
    const { db, fresh } = database("10");
    clock += 100;
    expect(await visitorVersionReader(fresh, now)(LISTING)).toBe("9");
    expect(db.reads).toBe(0);
  });
});

describe("visitorVersionReader per scope (docs/decisions/041)", () => {
  it("keeps each shop's read apart: a second shop's page reads its own version, not the first's", async () => {
    const asked: string[] = [];
    const fresh = async (scope: Scope) => {
      asked.push(scope.kind === "listing" ? "listing" : scope.key);
      return scope.kind === "listing" ? "5" : `5.${scope.key === "1" ? 3 : 9}`;
    };
    expect(await visitorVersionReader(fresh, now)({ kind: "shop", key: "1" })).toBe("5.3");
    expect(await visitorVersionReader(fresh, now)({ kind: "shop", key: "2" })).toBe("5.9");
    expect(await visitorVersionReader(fresh, now)({ kind: "shop", key: "1" })).toBe("5.3");
    expect(await visitorVersionReader(fresh, now)(LISTING)).toBe("5");
    expect(asked).toEqual(["1", "2", "listing"]);
  });
});

describe("visitorVersionReader reading ahead in the background (ctx.waitUntil)", () => {
  it("answers from the kept read in its second half and reads again after the answer, so the next second's visitors need no read", async () => {
    const { db, fresh } = database("7");
    const waited: Promise<unknown>[] = [];
    const background = (work: Promise<unknown>) => waited.push(work);
    expect(await visitorVersionReader(fresh, now, background)(LISTING)).toBe("7");
    db.version = "8"; // a catalogue write
    clock += VISITOR_REFRESH_AFTER_MS;
    expect(await visitorVersionReader(fresh, now, background)(LISTING)).toBe("7");
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
    expect(db.reads).toBe(2);
    // Past the first read's second: the background read (started at +500 ms) answers; a read that
    // never ends shows the visitor does not wait for one of its own (it only starts the next one).
    clock += VISITOR_VERSION_MS - VISITOR_REFRESH_AFTER_MS;
    const never = () => new Promise<string | null>(() => undefined);
    expect(await visitorVersionReader(never, now, background)(LISTING)).toBe("8");
    expect(waited).toHaveLength(2);
  });

  it("starts one background read per scope while one is under way", async () => {
    const { db, fresh } = database("3");
    const waited: Promise<unknown>[] = [];
    const background = (work: Promise<unknown>) => waited.push(work);
    await visitorVersionReader(fresh, now, background)(LISTING);
    let finish: (version: string) => void = () => undefined;
    const slow = () => {
      db.reads++;
      return new Promise<string | null>((resolve) => (finish = resolve));
    };
    clock += VISITOR_REFRESH_AFTER_MS;
    for (let i = 0; i < 5; i++) expect(await visitorVersionReader(slow, now, background)(LISTING)).toBe("3");
    expect(waited).toHaveLength(1);
    expect(db.reads).toBe(2);
    finish("4");
    await Promise.all(waited);
  });

  it("never answers from a read a second old while a background read hangs: the visitor reads itself", async () => {
    const { db, fresh } = database("5");
    const waited: Promise<unknown>[] = [];
    const background = (work: Promise<unknown>) => waited.push(work);
    await visitorVersionReader(fresh, now, background)(LISTING);
    clock += VISITOR_REFRESH_AFTER_MS;
    const never = () => new Promise<string | null>(() => undefined);
    expect(await visitorVersionReader(never, now, background)(LISTING)).toBe("5");
    db.version = "6";
    clock += VISITOR_VERSION_MS - VISITOR_REFRESH_AFTER_MS;
    expect(await visitorVersionReader(fresh, now, background)(LISTING)).toBe("6");
    expect(db.reads).toBe(2);
  });

  it("reads nothing ahead without a background hook (the old one-read-a-second rule)", async () => {
    const { db, fresh } = database("1");
    await visitorVersionReader(fresh, now)(LISTING);
    clock += VISITOR_VERSION_MS - 1;
    await visitorVersionReader(fresh, now)(LISTING);
    expect(db.reads).toBe(1);
  });
});
