import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMPERSONAL_MAIN_SLOT, ImpersonalMainSlot } from "../app/lib/site/impersonal-main";
import {
  forgetEverything,
  hasImpersonalMain,
  impersonalTwin,
  keptMainOf,
  mainOf,
  pageCacheKey,
  pageData,
  rememberedMains,
  withImpersonalMain,
} from "../server/cache";

const BUILD = "build-1";
const version = async () => "7";
const request = (path: string, cookie?: string, init: RequestInit = {}) =>
  new Request(`https://tiffin.example${path}`, {
    ...init,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
  });

describe("impersonalTwin (which signed-in pages take the visitors' main)", () => {
  it("gives a signed-in home the visitors' key for the same keyed cookies, without the personal ones", async () => {
    const twin = await impersonalTwin(
      request("/?v=2", "session=abc; lang=fr; d1_bookmark=b1; currency_id=2; cart=1.2x3; group_member=g"),
      version,
      BUILD,
    );
    expect(twin).not.toBeNull();
    expect(twin?.request.headers.get("Cookie")).toBe("lang=fr; currency_id=2");
    const visitor = await pageCacheKey(request("/?v=2", "currency_id=2; lang=fr"), version, BUILD);
    expect(twin?.key).toBe(visitor);
  });

  it("takes an empty list of liked shops as no hearts to show", async () => {
    const twin = await impersonalTwin(
      request("/", `session=abc; liked=${encodeURIComponent(btoa("[]"))}`),
      version,
      BUILD,
    );
    expect(twin?.key).toBe(await pageCacheKey(request("/"), version, BUILD));
  });

  it("drops the Cookie header when the customer has no keyed cookie", async () => {
    const twin = await impersonalTwin(request("/", "session=abc"), version, BUILD);
    expect(twin?.request.headers.has("Cookie")).toBe(false);
    expect(twin?.key).toBe(await pageCacheKey(request("/"), version, BUILD));
  });

  it("refuses liked shops, unknown cookies, a bearer token, a write, other pages and visitors", async () => {
    const refused = [
      request("/", `session=abc; liked=${encodeURIComponent(btoa("[3]"))}`),
      request("/", "session=abc; liked=not-a-list"),
      request("/", "session=abc; tracking=1"),
      request("/", "session=abc", { headers: { Authorization: "Bearer t" } }),
      request("/", "session=abc", { method: "POST" }),
      request("/shop/1", "session=abc"),
      request("/search?q=pi", "session=abc"),
      request("/orders", "session=abc"),
      request("/", "lang=fr"),
      request("/"),
    ];
    for (const each of refused) expect(await impersonalTwin(each, version, BUILD)).toBeNull();
  });

  it("refuses when the version cannot be read", async () => {
    expect(await impersonalTwin(request("/", "session=abc"), async () => null, BUILD)).toBeNull();
  });
});

describe("mainOf", () => {
  it("takes the one main element with its attributes and content", () => {
    const html = '<html><body><header>me</header><main data-layout="1" class="x"><h1>Hi</h1></main><footer/></body>';
    expect(mainOf(html)).toBe('<main data-layout="1" class="x"><h1>Hi</h1></main>');
  });

  it("passes over tags that only begin like main, before and after it, and takes one whose name ends in a newline", () => {
    expect(mainOf('<mainly>a</mainly><main\nid="m">b</main><mains/>')).toBe('<main\nid="m">b</main>');
    expect(mainOf("<main>a</main><main\tx>b</main>")).toBeNull();
  });

  it("answers null without a main, with two of them, or with an unclosed one", () => {
    expect(mainOf("<body><mainly>no</mainly></body>")).toBeNull();
    expect(mainOf("<main>a</main><main>b</main>")).toBeNull();
    expect(mainOf("<main>a")).toBeNull();
  });
});

describe("keptMainOf (a kept page's main, looked for once)", () => {
  /** A page no other test built: its own text, so no remembered page equals it. */
  const page = (mark: string, length = 0) => `<body><main id="${mark}">${"x".repeat(length)}</main></body>`;

  it("answers what mainOf answers, each page its own, pages of the same length too", () => {
    const [a, b] = [page("kept-aa"), page("kept-bb")];
    expect(a.length).toBe(b.length);
    expect(keptMainOf(a)).toBe(mainOf(a));
    expect(keptMainOf(b)).toBe('<main id="kept-bb"></main>');
    expect(keptMainOf(a)).toBe('<main id="kept-aa"></main>');
    expect(keptMainOf("<body>none</body>")).toBeNull();
  });

  it("looks a page up once: asking again for it, or for the same text built anew, remembers nothing more", () => {
    const text = page("kept-again", 20_000);
    const main = keptMainOf(text);
    const remembered = rememberedMains();
    expect(keptMainOf(text)).toBe(main);
    expect(keptMainOf(page("kept-again", 20_000))).toBe(main);
    expect(rememberedMains()).toBe(remembered);
  });

  it("remembers at most sixteen pages, and a page it forgot is looked through again", () => {
    const pages = Array.from({ length: 20 }, (_, i) => page(`kept-many-${i}`));
    for (const each of pages) keptMainOf(each);
    expect(rememberedMains()).toBe(16);
    expect(keptMainOf(pages[0] ?? "")).toBe('<main id="kept-many-0"></main>');
    expect(keptMainOf(pages[19] ?? "")).toBe('<main id="kept-many-19"></main>');
  });
});

async function spliced(chunks: string[], main: string): Promise<string> {
  const encoder = new TextEncoder();
  const bytes = chunks.map((chunk) => encoder.encode(chunk));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const each of bytes) controller.enqueue(each);
      controller.close();
    },
  });
  return new Response(withImpersonalMain(body, main)).text();
}

describe("withImpersonalMain (the slot filled as the document streams)", () => {
  const main = "<main>Pizza · Café ☕</main>";
  const before = "<html><body><header>Quill ✓</header>";
  const after = "<footer>é</footer></body></html>";
  const whole = before + IMPERSONAL_MAIN_SLOT + after;

  it("fills the slot wherever the chunks split the document, multi-byte letters too", async () => {
    const bytes = new TextEncoder().encode(whole);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const decoder = new TextDecoder();
      const parts = [bytes.slice(0, cut), bytes.slice(cut)];
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      const text = decoder.decode(new Uint8Array(await new Response(withImpersonalMain(body, main)).arrayBuffer()));
      expect(text, `cut at byte ${cut}`).toBe(before + main + after);
    }
  });

  it("fills it when every character comes alone", async () => {
    expect(await spliced([...whole], main)).toBe(before + main + after);
  });

  it("leaves a document without the slot as it is, and fills only the first slot", async () => {
    expect(await spliced([before, after], main)).toBe(before + after);
    expect(await spliced([whole, IMPERSONAL_MAIN_SLOT], main)).toBe(before + main + after + IMPERSONAL_MAIN_SLOT);
  });
});

describe("ImpersonalMainSlot", () => {
  it("renders exactly the text the Worker looks for", () => {
    expect(renderToString(createElement(ImpersonalMainSlot))).toBe(IMPERSONAL_MAIN_SLOT);
  });
});

describe("hasImpersonalMain", () => {
  it("is home's GET only", () => {
    expect(hasImpersonalMain(request("/?v=2"))).toBe(true);
    expect(hasImpersonalMain(request("/", undefined, { method: "POST" }))).toBe(false);
    expect(hasImpersonalMain(request("/shop/1"))).toBe(false);
  });
});

describe("pageData (loader data kept beside a page's cache entry)", () => {
  const stored = new Map<string, Response>();
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => pending.push(work), passThroughOnException() {} } as never;
  const PAGE_KEY = "https://edge-cache.tiffin.internal/page/b/7?host=h&url=%2F&cookies=";

  beforeEach(() => {
    forgetEverything();
    stored.clear();
    (globalThis as unknown as { caches: unknown }).caches = {
      default: {
        match: async (key: string) => stored.get(key)?.clone(),
        put: async (key: string, response: Response) => void stored.set(key, response.clone()),
      },
    };
  });
  afterEach(() => forgetEverything());

  it("makes a loader's data once per page key and name, and hands each caller a copy of its own", async () => {
    const data = pageData(PAGE_KEY, 30, ctx);
    let made = 0;
    const produce = async () => ({ shops: [{ id: ++made, title: "Pizza" }] });
    const first = await data("home", produce);
    for (const shop of first.shops) shop.title = "changed by the first caller";
    const second = await data("home", produce);
    expect(made).toBe(1);
    expect(second).toEqual({ shops: [{ id: 1, title: "Pizza" }] });
    expect(await data("site", produce)).toEqual({ shops: [{ id: 2, title: "Pizza" }] });
    await Promise.all(pending);
    expect([...stored.keys()].map((key) => new URL(key).searchParams.get("data")).sort()).toEqual(["home", "site"]);
    expect([...stored.keys()].every((key) => key.startsWith(PAGE_KEY))).toBe(true);
  });

  it("throws a loader's redirect on and keeps nothing", async () => {
    const data = pageData(PAGE_KEY, 30, ctx);
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    await expect(
      data("home", async () => {
        throw redirect;
      }),
    ).rejects.toBe(redirect);
    await Promise.all(pending);
    expect(stored.size).toBe(0);
    expect(await data("home", async () => ({ ok: true }))).toEqual({ ok: true });
  });
});
