import { describe, expect, it } from "vitest";
import { LIVE_CHECK_MS, polledEventStream, statusEvent } from "../app/lib/live-stream.server";

async function readAll(response: Response): Promise<string> {
  return await new Response(response.body).text();
}

describe("polledEventStream: the stream that feeds parcel, booking and staff pages", () => {
  it("sends the opening with the retry delay, then each look's event, skipping looks with nothing new, until a look fails", async () => {
    const answers: (string | null)[] = [null, statusEvent("accepted"), null, statusEvent("ready")];
    let looks = 0;
    const response = polledEventStream(new AbortController().signal, statusEvent("new"), async () => {
      looks += 1;
      const next = answers.shift();
      if (next === undefined) throw new Error("the session ended");
      return next;
    });
    expect(response.headers.get("Content-Type")).toBe("text/event-stream");
    expect(await readAll(response)).toBe(
      `retry: ${LIVE_CHECK_MS}\n` +
        'event: status\ndata: {"status":"new"}\n\n' +
        'event: status\ndata: {"status":"accepted"}\n\n' +
        'event: status\ndata: {"status":"ready"}\n\n',
    );
    expect(looks).toBe(5);
  }, 15_000);

  it("stops looking once the browser has gone away", async () => {
    const gone = new AbortController();
    let looks = 0;
    const response = polledEventStream(gone.signal, statusEvent("new"), async () => {
      looks += 1;
      gone.abort();
      return statusEvent("accepted");
    });
    // The look under way when the browser left still answers; no other look follows it.
    expect(await readAll(response)).toBe(
      `retry: ${LIVE_CHECK_MS}\nevent: status\ndata: {"status":"new"}\n\nevent: status\ndata: {"status":"accepted"}\n\n`,
    );
    expect(looks).toBe(1);
  }, 15_000);
});
