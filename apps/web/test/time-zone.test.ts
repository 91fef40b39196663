import { describe, expect, it } from "vitest";
import { readerTimeZone } from "../app/lib/time-zone.server";

const requestIn = (timezone: unknown) =>
  Object.assign(new Request("http://local/notifications"), { cf: { timezone } }) as Request;

describe("readerTimeZone", () => {
  it("takes Cloudflare's time zone for the request", () => {
    expect(readerTimeZone(requestIn("Europe/London"))).toBe("Europe/London");
    expect(readerTimeZone(requestIn("Asia/Dubai"))).toBe("Asia/Dubai");
  });

  it("falls back to UTC without one or with one Intl does not know", () => {
    expect(readerTimeZone(new Request("http://local/"))).toBe("UTC");
    expect(readerTimeZone(requestIn(""))).toBe("UTC");
    expect(readerTimeZone(requestIn(42))).toBe("UTC");
    expect(readerTimeZone(requestIn("Mars/Olympus_Mons"))).toBe("UTC");
  });
});
