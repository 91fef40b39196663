import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMPERSONAL_PARTS, ImpersonalSlot, slotFor } from "../app/lib/site/impersonal-main";
import {
  forgetEverything,
  hasImpersonalMain,
  type ImpersonalParts,
  impersonalTwin,
  keptPartsOf,
  mainOf,
  pageCacheKey,
  pageData,
  partOf,
  partsOf,
  rememberedPages,
  withImpersonalParts,
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

describe("partOf (a part found by its data-part mark)", () => {
  it("takes the marked element whole, with elements of its own kind nested inside", () => {
    const html =
      '<div id="a"><div data-part="pickers" class="x"><div><div>en</div></div><p>€</p></div><div>after</div></div>';
    expect(partOf(html, "pickers")).toBe('<div data-part="pickers" class="x"><div><div>en</div></div><p>€</p></div>');
  });

  it("counts only its own tag: a longer name that begins like it does not open a level", () => {
    const html = '<footer data-part="footer"><footers>x</footers><span>y</span></footer><footer>other</footer>';
    expect(partOf(html, "footer")).toBe('<footer data-part="footer"><footers>x</footers><span>y</span></footer>');
  });

  it("answers null for a part missing, marked twice, or never closed", () => {
    expect(partOf("<div>none</div>", "pickers")).toBeNull();
    expect(partOf('<i data-part="pickers"></i><i data-part="pickers"></i>', "pickers")).toBeNull();
    expect(partOf('<div data-part="pickers"><div></div>', "pickers")).toBeNull();
  });
});

describe("partsOf and keptPartsOf (a kept page's parts, looked for once)", () => {
  /** A page no other test built: its own text, so no remembered page equals it. */
  const page = (mark: string, length = 0) =>
    `<body><header><div data-part="pickers">${mark}</div></header><main id="${mark}">${"x".repeat(length)}</main><footer data-part="footer">f</footer></body>`;

  it("finds the main and every marked part a page holds, and leaves out those it lacks", () => {
    const parts = partsOf(page("parts"));
    expect(Object.fromEntries(parts)).toEqual({
      main: '<main id="parts"></main>',
      footer: '<footer data-part="footer">f</footer>',
      pickers: '<div data-part="pickers">parts</div>',
    });
  });

  it("answers each page its own parts, pages of the same length too", () => {
    const [a, b] = [page("kept-aa"), page("kept-bb")];
    expect(a.length).toBe(b.length);
    expect(keptPartsOf(a).get("main")).toBe('<main id="kept-aa"></main>');
    expect(keptPartsOf(b).get("main")).toBe('<main id="kept-bb"></main>');
    expect(keptPartsOf(a).get("pickers")).toBe('<div data-part="pickers">kept-aa</div>');
    expect(keptPartsOf("<body>none</body>").size).toBe(0);
  });

  it("looks a page up once: asking again for it, or for the same text built anew, remembers nothing more", () => {
    const text = page("kept-again", 20_000);
    const parts = keptPartsOf(text);
    const remembered = rememberedPages();
    expect(keptPartsOf(text)).toBe(parts);
    expect(keptPartsOf(page("kept-again", 20_000))).toBe(parts);
    expect(rememberedPages()).toBe(remembered);
  });

  it("remembers at most sixteen pages, and a page it forgot is looked through again", () => {
    const pages = Array.from({ length: 20 }, (_, i) => page(`kept-many-${i}`));
    for (const each of pages) keptPartsOf(each);
    expect(rememberedPages()).toBe(16);
    expect(keptPartsOf(pages[0] ?? "").get("main")).toBe('<main id="kept-many-0"></main>');
    expect(keptPartsOf(pages[19] ?? "").get("main")).toBe('<main id="kept-many-19"></main>');
  });
});

async function spliced(chunks: (string | Uint8Array)[], parts: Record<string, string>): Promise<string> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const each of chunks) controller.enqueue(typeof each === "string" ? encoder.encode(each) : each);
      controller.close();
    },
  });
  const given = new Map(Object.entries(parts)) as ImpersonalParts;
  return new TextDecoder().decode(new Uint8Array(await new Response(withImpersonalParts(body, given)).arrayBuffer()));
}

describe("withImpersonalParts (the slots filled as the document streams)", () => {
  const parts = {
    pickers: '<div data-part="pickers">€ · ☕</div>',
    main: "<main>Pizza · Café ☕</main>",
    footer: '<footer data-part="footer">é</footer>',
  };
  const head = "<html><body><header>Quill ✓";
  const middle = "</header>";
  const tail = "</body></html>";
  const whole = head + slotFor("pickers") + middle + slotFor("main") + slotFor("footer") + tail;
  const filled = head + parts.pickers + middle + parts.main + parts.footer + tail;

  it("fills every slot wherever the chunks split the document, multi-byte letters too", async () => {
    const bytes = new TextEncoder().encode(whole);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const text = await spliced([bytes.slice(0, cut), bytes.slice(cut)], parts);
      expect(text, `cut at byte ${cut}`).toBe(filled);
    }
  });

  it("fills them when every character comes alone", async () => {
    expect(await spliced([...whole], parts)).toBe(filled);
  });

  it("leaves a document without slots as it is, a slot of a part not given too, and fills each part once", async () => {
    expect(await spliced([head, tail], parts)).toBe(head + tail);
    expect(await spliced([whole], { main: parts.main })).toBe(
      head + slotFor("pickers") + middle + parts.main + slotFor("footer") + tail,
    );
    expect(await spliced([whole, slotFor("main")], parts)).toBe(filled + slotFor("main"));
  });
});

describe("ImpersonalSlot", () => {
  it("renders exactly the text the Worker looks for, for every part", () => {
    for (const name of IMPERSONAL_PARTS)
      expect(renderToString(createElement(ImpersonalSlot, { name }))).toBe(slotFor(name));
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
