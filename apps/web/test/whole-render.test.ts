import { describe, expect, it } from "vitest";
import { defersData, wholeBody } from "../app/lib/whole-render.server";

type Context = Parameters<typeof defersData>[0];
const context = (loaderData: Record<string, unknown>, actionData: Record<string, unknown> | null = null) =>
  ({ staticHandlerContext: { loaderData, actionData } }) as unknown as Context;

describe("defersData", () => {
  it("is false when every loader's data is already there", () => {
    expect(defersData(context({ root: { user: null }, "routes/_index": { shops: [1, 2] }, empty: null }))).toBe(false);
  });

  it("is true when a loader hands the page a promise (the shop's reviews)", () => {
    expect(
      defersData(context({ root: { user: null }, "routes/shop.$id": { menu: [], reviews: Promise.resolve([]) } })),
    ).toBe(true);
  });

  it("is true when an action's data holds a promise", () => {
    expect(defersData(context({ root: {} }, { "routes/x": { later: Promise.resolve(1) } }))).toBe(true);
  });
});

describe("wholeBody", () => {
  it("joins every chunk of the stream, in order, into one array", async () => {
    const encoder = new TextEncoder();
    const parts = ["<!DOCTYPE html><html>", "<body>é and ", "ش", "</body></html>"];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const whole = await wholeBody(stream);
    expect(new TextDecoder().decode(whole)).toBe(parts.join(""));
  });
});
