import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, productionWorker, stored } from "./production-worker";

const SECRET = "a-production-secret-of-forty-eight-random-chars!";

async function postForm(worker: Miniflare, path: string, body: string, headers: Record<string, string> = {}) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    // Same-origin by Sec-Fetch-Site (Miniflare's Host is its own address, so no Origin header).
    headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  } as never);
  return { response, text: await response.text() };
}

describe("storefront forms have a body limit (production bundle)", () => {
  let worker: Miniflare;
  beforeAll(() => {
    worker = productionWorker({ ENVIRONMENT: "production", SESSION_SECRET: SECRET });
  });
  afterAll(() => worker.dispose());

  it("a 10 MB login= post gets a short 413 page in the visitor's language, not the value echoed back", async () => {
    const huge = `login=${"a".repeat(10 * 1024 * 1024)}&password=x`;
    const english = await postForm(worker, "/login", huge);
    expect(english.response.status).toBe(413);
    expect(english.text.length).toBeLessThan(4096);
    expect(english.text).toContain("The form was too large");
    expect(english.text).not.toContain("aaaaaaaaaa");
    const french = await postForm(worker, "/login", huge, { Cookie: stored("lang", "fr") });
    expect(french.response.status).toBe(413);
    expect(french.text).toContain("Le formulaire est trop volumineux");
    const arabic = await postForm(worker, "/login", huge, { Cookie: stored("lang", "ar") });
    expect(arabic.text).toContain('dir="rtl"');
    expect(arabic.text).toContain("النموذج كبير جداً");
  });

  it("a 10 MB post to any other storefront action, even as multipart, is refused the same way", async () => {
    for (const path of ["/register", "/address", "/preferences", "/cart", "/profile"]) {
      const boundary = "----limit";
      const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n${"b".repeat(10 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
      const plain = await postForm(worker, path, `x=${"b".repeat(10 * 1024 * 1024)}`);
      expect(plain.response.status, path).toBe(413);
      const asUpload = await postForm(worker, path, multipart, {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      });
      expect(asUpload.response.status, path).toBe(413);
    }
  });

  it("a 60 KB login= value under the limit is shown back cut to the field's 190 characters", async () => {
    const long = "c".repeat(60 * 1024);
    const { response, text } = await postForm(worker, "/login", `login=${long}&password=`);
    expect(response.status).toBeLessThan(500);
    expect(text).toContain(`value="${"c".repeat(190)}"`);
    expect(text).not.toContain("c".repeat(191));
    expect(text.length).toBeLessThan(200 * 1024);
  });
});
