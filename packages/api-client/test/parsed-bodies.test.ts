import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiClient, type Transport } from "../src";
import { forgetParsedBodies, PARSED_BODIES_BUDGET_CHARS, parseBody, parsedBodiesKept } from "../src/parsed-bodies";

/** A schema that counts how often it really validates. */
function countingSchema() {
  const counter = { runs: 0 };
  const schema = z.object({ items: z.array(z.object({ id: z.number(), title: z.string() })) }).refine(() => {
    counter.runs += 1;
    return true;
  });
  return { schema, counter };
}

const text = JSON.stringify({ items: [{ id: 1, title: "Pizza" }] });

beforeEach(() => forgetParsedBodies());

describe("parseBody", () => {
  it("validates a text once and hands every reader of it the same value", () => {
    const { schema, counter } = countingSchema();
    const first = parseBody(schema, text);
    const second = parseBody(schema, text);
    expect(counter.runs).toBe(1);
    expect(second).toEqual({ items: [{ id: 1, title: "Pizza" }] });
    expect(second).toBe(first);
  });

  it("a loader that tries to change its answer gets a TypeError, and the next reader gets the answer as sent", () => {
    const { schema } = countingSchema();
    const first = parseBody(schema, text);
    const [line] = first.items;
    expect(() => {
      if (line) line.title = "changed by a loader";
    }).toThrow(TypeError);
    expect(() => first.items.push({ id: 2, title: "added" })).toThrow(TypeError);
    expect(() => {
      first.items.length = 0;
    }).toThrow(TypeError);
    expect(() => Object.assign(first, { extra: true })).toThrow(TypeError);
    expect(parseBody(schema, text)).toEqual({ items: [{ id: 1, title: "Pizza" }] });
  });

  it("freezes an answer too large to keep as well, so a write fails the same way whatever the size", () => {
    const schema = z.object({ pad: z.string(), list: z.array(z.number()) });
    const large = parseBody(schema, JSON.stringify({ pad: "x".repeat(PARSED_BODIES_BUDGET_CHARS / 4), list: [1] }));
    expect(parsedBodiesKept()).toBe(0);
    expect(() => large.list.push(2)).toThrow(TypeError);
  });

  it("another text or another schema is validated on its own", () => {
    const { schema, counter } = countingSchema();
    parseBody(schema, text);
    expect(parseBody(schema, JSON.stringify({ items: [] }))).toEqual({ items: [] });
    const other = countingSchema();
    parseBody(other.schema, text);
    expect(counter.runs).toBe(2);
    expect(other.counter.runs).toBe(1);
  });

  it("a text the schema refuses throws every time and is not kept", () => {
    const { schema } = countingSchema();
    const bad = JSON.stringify({ items: [{ id: "one" }] });
    expect(() => parseBody(schema, bad)).toThrow();
    expect(() => parseBody(schema, bad)).toThrow();
    expect(() => parseBody(schema, "not json")).toThrow();
    expect(parsedBodiesKept()).toBe(0);
  });

  it("keeps the most recently used texts within its budget, dropping the oldest first", () => {
    const runs = { n: 0 };
    const schema = z.object({ pad: z.string() }).refine(() => {
      runs.n += 1;
      return true;
    });
    // An entry holds its text and the value's JSON, about a tenth of the budget here: ten fill it,
    // and every new one then pushes the oldest out.
    const big = (n: number) => JSON.stringify({ pad: `${n}`.padEnd(PARSED_BODIES_BUDGET_CHARS / 20 - 20, "x") });
    for (let n = 0; n < 10; n++) parseBody(schema, big(n));
    parseBody(schema, big(0)); // read again: now the most recently used
    parseBody(schema, big(10));
    parseBody(schema, big(11));
    expect(runs.n).toBe(12);
    parseBody(schema, big(0));
    expect(runs.n).toBe(12); // still kept
    parseBody(schema, big(1));
    expect(runs.n).toBe(13); // pushed out, parsed again
    expect(parsedBodiesKept()).toBeLessThanOrEqual(10);
  });
});

describe("createApiClient with reuseParsedBodies", () => {
  const answer = { timestamp: "2026-11-25T00:00:00Z", status: true, message: "OK", data: [{ id: 7 }] };
  const schema = z.object({ data: z.array(z.object({ id: z.number() })) });
  const transport: Transport = async () => new Response(JSON.stringify(answer), { status: 200 });

  it("returns the same frozen value for the same answer, and still throws the contract's error on a 4xx", async () => {
    const client = createApiClient({ transport, reuseParsedBodies: true });
    const first = await client.request("rest/things", { schema });
    const second = await client.request("rest/things", { schema });
    expect(second).toEqual({ data: [{ id: 7 }] });
    expect(second).toBe(first);
    expect(Object.isFrozen(second.data[0])).toBe(true);
    const refusing = createApiClient({
      reuseParsedBodies: true,
      transport: async () =>
        new Response(JSON.stringify({ statusCode: "ERROR_404", message: "Not found" }), { status: 404 }),
    });
    await expect(refusing.request("rest/things/9", { schema })).rejects.toMatchObject({
      status: 404,
      statusCode: "ERROR_404",
    });
  });

  it("is off unless asked for: nothing is kept", async () => {
    const client = createApiClient({ transport });
    await client.request("rest/things", { schema });
    expect(parsedBodiesKept()).toBe(0);
  });
});

describe("parseBody with the API's envelope", () => {
  const envelope = z.object({ timestamp: z.string(), status: z.literal(true), message: z.string(), data: z.number() });
  const counted = () => {
    const counter = { runs: 0 };
    return {
      counter,
      schema: envelope.refine(() => {
        counter.runs += 1;
        return true;
      }),
    };
  };
  const answer = (timestamp: string, data: number) =>
    JSON.stringify({ timestamp, status: true, message: "Successfully", data });

  it("reuses the validation of an answer whose only change is its timestamp, giving each caller its own timestamp", () => {
    const { schema, counter } = counted();
    expect(parseBody(schema, answer("2026-11-25T09:00:00.000Z", 7)).timestamp).toBe("2026-11-25T09:00:00.000Z");
    const later = parseBody(schema, answer("2026-11-25T09:00:01.000Z", 7));
    expect(counter.runs).toBe(1);
    expect(later).toEqual({ timestamp: "2026-11-25T09:00:01.000Z", status: true, message: "Successfully", data: 7 });
    expect(parseBody(schema, answer("2026-11-25T09:00:00.000Z", 7)).timestamp).toBe("2026-11-25T09:00:00.000Z");
    expect(Object.isFrozen(later)).toBe(true);
  });

  it("validates again when anything but the timestamp changes, and never reuses a refused answer", () => {
    const { schema, counter } = counted();
    parseBody(schema, answer("2026-11-25T09:00:00.000Z", 7));
    expect(parseBody(schema, answer("2026-11-25T09:00:01.000Z", 8)).data).toBe(8);
    expect(counter.runs).toBe(2);
    const refused = JSON.stringify({ timestamp: "2026-11-25T09:00:02.000Z", status: true, message: "x", data: "8" });
    expect(() => parseBody(schema, refused)).toThrow();
    expect(() => parseBody(schema, refused.replace("09:00:02", "09:00:03"))).toThrow();
  });

  it("keeps a timestamp with escaped characters exactly as the answer sent it", () => {
    const { schema } = counted();
    parseBody(schema, answer("first", 1));
    expect(parseBody(schema, answer('a "quoted" \\ time', 1)).timestamp).toBe('a "quoted" \\ time');
  });
});
