import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetEverything, VISITOR_VERSION_MS, visitorVersionReader } from "../server/edge-cache";

/** The catalogue version in D1, and how many times it was read. */
function database(start: number | null) {
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
    const { db, fresh } = database(7);
    expect(await visitorVersionReader(fresh, now)()).toBe(7);
    db.version = 8; // a catalogue write
    clock += VISITOR_VERSION_MS - 1;
    expect(await visitorVersionReader(fresh, now)()).toBe(7);
    expect(db.reads).toBe(1);
    clock += 1;
    expect(await visitorVersionReader(fresh, now)()).toBe(8);
    expect(db.reads).toBe(2);
  });

  it("reads at most once for one page, however often the page asks", async () => {
    const { db, fresh } = database(3);
    const page = visitorVersionReader(fresh, now);
    expect(await Promise.all([page(), page(), page()])).toEqual([3, 3, 3]);
    expect(db.reads).toBe(1);
  });

  it("never keeps a failed read: the next page reads again", async () => {
    const { db, fresh } = database(null);
    expect(await visitorVersionReader(fresh, now)()).toBeNull();
    db.version = 4;
    expect(await visitorVersionReader(fresh, now)()).toBe(4);
    expect(db.reads).toBe(2);
  });

  it("keeps the newer read when an older one finishes after it", async () => {
    let finishSlow: (version: number) => void = () => undefined;
    const slow = () => new Promise<number | null>((resolve) => (finishSlow = resolve));
    const early = visitorVersionReader(slow, now)();
    clock += VISITOR_VERSION_MS + 500;
    expect(await visitorVersionReader(async () => 9, now)()).toBe(9);
    finishSlow(8);
    expect(await early).toBe(8);
    const { db, fresh } = database(10);
    clock += 100;
    expect(await visitorVersionReader(fresh, now)()).toBe(9);
    expect(db.reads).toBe(0);
  });
});
