import { describe, expect, it } from "vitest";
import { type Address, activateAddress, activeAddress, upsertAddress } from "../../src/rules/address.js";

const make = (id: number, active: boolean): Address => ({
  id,
  title: `home ${id}`,
  address: { address: `${id} High Street` },
  location: { latitude: 51.5, longitude: -0.1 },
  active,
});

describe("saved addresses", () => {
  const book = [make(1, true), make(2, false), make(3, false)];

  it("activating one address deactivates every other, leaving exactly one active", () => {
    const next = activateAddress(book, 3);
    expect(next.map((a) => [a.id, a.active])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(activeAddress(next)?.id).toBe(3);
    expect(book[0]?.active).toBe(true);
  });

  it("activating an id that is not in the book (another user's address) changes nothing", () => {
    const next = activateAddress(book, 99);
    expect(next).toEqual(book);
    expect(next).not.toBe(book);
    expect(activeAddress(next)?.id).toBe(1);
  });

  it("upsert replaces the address with the same id in place and appends a new one at the end", () => {
    const renamed = { ...make(2, false), title: "office" };
    expect(upsertAddress(book, renamed).map((a) => a.title)).toEqual(["home 1", "office", "home 3"]);
    expect(upsertAddress(book, make(4, false)).map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });

  it("has no active address when none is marked active", () => {
    expect(activeAddress([make(1, false), make(2, false)])).toBeNull();
    expect(activeAddress([])).toBeNull();
  });
});
