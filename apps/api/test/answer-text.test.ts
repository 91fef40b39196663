import { env } from "cloudflare:test";
import { responseText } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";

const app = createApiApp({ trustClientAddressHeader: true });
const get = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, { headers }), env);

describe("an in-process caller reads a JSON answer's text without decoding its body", () => {
  it("gives responseText the very text of the body, and leaves the body unread for any other reader", async () => {
    for (const path of ["rest/languages/active", "rest/shops/1/products?lang=en", "rest/shops/paginate?perPage=2"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      const text = await responseText(answer);
      // Not read from the stream: the body is still there, and it is that same text.
      expect(answer.bodyUsed, path).toBe(false);
      expect(await answer.text(), path).toBe(text);
      expect(JSON.parse(text), path).toHaveProperty("data");
    }
  });

  it("keeps the text with the headers the middleware added after the handler (Vary, an allowed origin)", async () => {
    const answer = await get("rest/languages/active", { Origin: "http://127.0.0.1:8787" });
    const text = await responseText(answer);
    expect(answer.bodyUsed).toBe(false);
    expect(answer.headers.get("Vary")).toContain("Origin");
    expect(await answer.text()).toBe(text);
  });
});
