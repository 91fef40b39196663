import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetEverything, LISTING, type Scope, VISITOR_VERSION_MS, visitorVersionReader } from "../server/cache";

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
