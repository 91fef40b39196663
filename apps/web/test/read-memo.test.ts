import { answerWithText, responseText } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { shareReads } from "../server/read-memo";

const API = "http://api.internal/api/v1";

/** A fake API that counts its calls and answers each with its own number. */
function countingApi() {
  const calls: string[] = [];
  const call = async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return Response.json({ call: calls.length, auth: request.headers.get("Authorization") });
  };
  return { calls, call };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${API}${path}`, { headers });

describe("shareReads: identical reads of one storefront request", () => {
  it("makes one API call for the same GET asked twice at once and once more later, each caller reading the full answer", async () => {
    const api = countingApi();
    const shared = shareReads(api.call);
    const [a, b] = await Promise.all([shared(get("/rest/settings?lang=en")), shared(get("/rest/settings?lang=en"))]);
    const later = await shared(get("/rest/settings?lang=en"));
    expect(api.calls).toEqual(["GET /api/v1/rest/settings"]);
    for (const response of [a, b, later]) expect(await response.json()).toEqual({ call: 1, auth: null });
  });

  it("hands every caller of a JSON read the kept text itself; bytes of any other kind as a fresh copy each", async () => {
    const text = JSON.stringify({ data: "ok" });
    const picture = new Uint8Array([0xff, 0xd8, 0x00, 0x80]);
    const shared = shareReads(async (request) =>
      request.url.endsWith("picture")
        ? new Response(picture.slice(), { headers: { "Content-Type": "image/jpeg" } })
        : answerWithText(text, { headers: { "Content-Type": "application/json" } }),
    );
    const [a, b] = [await shared(get("/rest/settings")), await shared(get("/rest/settings"))];
    expect(await responseText(a)).toBe(text);
    expect(await responseText(b)).toBe(text);
    const first = new Uint8Array(await (await shared(get("/picture"))).arrayBuffer());
    first[0] = 0;
    expect(new Uint8Array(await (await shared(get("/picture"))).arrayBuffer())).toEqual(picture);
  });

  it("hands the first caller the API's own answer when its text was read without its body, later callers a copy", async () => {
    const text = JSON.stringify({ data: "ok" });
    const made: Response[] = [];
    const shared = shareReads(async () => {
      const response = answerWithText(text, {
        status: 200,
        headers: { "Content-Type": "application/json", "X-One": "1" },
      });
      made.push(response);
      return response;
    });
    const first = await shared(get("/rest/settings"));
    const second = await shared(get("/rest/settings"));
    expect(made).toHaveLength(1);
    expect(first).toBe(made[0]);
    expect(second).not.toBe(made[0]);
    // The first caller reading its body leaves the copy whole, with the same status and headers.
    expect(await first.text()).toBe(text);
    expect(second.headers.get("X-One")).toBe("1");
    expect(await second.text()).toBe(text);
    expect(await (await shared(get("/rest/settings"))).text()).toBe(text);
  });

  it("never hands one bearer's answer to a call with another token, or one language's to another", async () => {
    const api = countingApi();
    const shared = shareReads(api.call);
    const mine = await shared(get("/dashboard/user/cart", { Authorization: "Bearer a" }));
    const theirs = await shared(get("/dashboard/user/cart", { Authorization: "Bearer b" }));
    await shared(get("/rest/settings?lang=ar"));
    await shared(get("/rest/settings?lang=en"));
    expect(api.calls).toHaveLength(4);
    expect(await mine.json()).toEqual({ call: 1, auth: "Bearer a" });
    expect(await theirs.json()).toEqual({ call: 2, auth: "Bearer b" });
  });

  it("reads again after a write, so a loader after an action sees what the action changed", async () => {
    const api = countingApi();
    const shared = shareReads(api.call);
    await shared(get("/dashboard/user/cart"));
    await shared(new Request(`${API}/dashboard/user/cart/insert-product`, { method: "POST", body: "{}" }));
    const after = await shared(get("/dashboard/user/cart"));
    expect(await after.json()).toEqual({ call: 3, auth: null });
    expect(api.calls).toEqual([
      "GET /api/v1/dashboard/user/cart",
      "POST /api/v1/dashboard/user/cart/insert-product",
      "GET /api/v1/dashboard/user/cart",
    ]);
  });

  it("forgets a read made while a write was still running, so the next read sees the write", async () => {
    const calls: string[] = [];
    let finishWrite: () => void = () => undefined;
    const api = async (request: Request) => {
      calls.push(request.method);
      if (request.method === "POST") await new Promise<void>((resolve) => (finishWrite = resolve));
      return Response.json({ call: calls.length });
    };
    const shared = shareReads(api);
    const write = shared(new Request(`${API}/dashboard/user/cart/insert-product`, { method: "POST", body: "{}" }));
    await shared(get("/dashboard/user/cart"));
    finishWrite();
    await write;
    expect(await (await shared(get("/dashboard/user/cart"))).json()).toEqual({ call: 3 });
    expect(calls).toEqual(["POST", "GET", "GET"]);
  });

  it("passes a server-sent event stream straight through without waiting for it to end", async () => {
    let opened = 0;
    const endless = async () => {
      opened += 1;
      return new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("data: new\n\n")) }), {
        headers: { "Content-Type": "text/event-stream" },
      });
    };
    const shared = shareReads(endless);
    const live = get("/dashboard/user/orders/1/live", { Accept: "text/event-stream" });
    const first = await shared(live);
    await shared(get("/dashboard/user/orders/1/live", { Accept: "text/event-stream" }));
    expect(opened).toBe(2);
    const reader = first.body?.getReader();
    const chunk = await reader?.read();
    expect(new TextDecoder().decode(chunk?.value)).toBe("data: new\n\n");
    await reader?.cancel();
  });

  it("reads again every time a call asks for a fresh answer (Cache-Control: no-cache), and keeps none of them", async () => {
    const api = countingApi();
    const shared = shareReads(api.call);
    const fresh = () => shared(get("/dashboard/seller/orders/updates", { "Cache-Control": "no-cache" }));
    const answers = [await fresh(), await fresh()];
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([
      { call: 1, auth: null },
      { call: 2, auth: null },
    ]);
    expect(await (await shared(get("/dashboard/seller/orders/updates"))).json()).toEqual({ call: 3, auth: null });
  });

  it("does not keep a call that failed: the next identical read tries again", async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("connection reset");
      return Response.json({ ok: true });
    };
    const shared = shareReads(flaky);
    await expect(shared(get("/rest/settings"))).rejects.toThrow("connection reset");
    expect(await (await shared(get("/rest/settings"))).json()).toEqual({ ok: true });
    expect(attempts).toBe(2);
  });
});
