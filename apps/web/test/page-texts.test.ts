import { describe, expect, it } from "vitest";
import { pageText, pageTextsFor } from "../app/lib/i18n/page-texts";
import { pageResources, pageTextsFile } from "../app/lib/i18n/resources.server";
import { loader } from "../app/routes/locales.$lng.$ns";

const get = async (path: string) => {
  const [, , lng, ns] = path.split("/");
  const response = (await loader({
    params: { lng, ns },
    request: new Request(`http://tiffin.test${path}`),
    context: {},
  } as unknown as Parameters<typeof loader>[0])) as Response;
  return { status: response.status, cache: response.headers.get("Cache-Control"), text: await response.text() };
};

describe("the page texts file", () => {
  it("is named by its content, one per language", () => {
    const en = pageTextsFile("en");
    const ar = pageTextsFile("ar");
    expect(en.url).toMatch(/^\/locales\/en\/page-[0-9a-z]+\.json$/);
    expect(ar.url).toMatch(/^\/locales\/ar\/page-[0-9a-z]+\.json$/);
    expect(ar.hash).not.toBe(en.hash);
    expect(pageTextsFile("en")).toBe(en);
    // an unknown language gets the English file
    expect(pageTextsFile("xx").url).toBe(en.url);
  });

  it("answers its name with the language's page bundles, kept for good", async () => {
    for (const lang of ["en", "ar", "fr"]) {
      const { status, cache, text } = await get(pageTextsFile(lang).url);
      expect(status, lang).toBe(200);
      expect(cache, lang).toBe("public, max-age=31536000, immutable");
      expect(JSON.parse(text), lang).toEqual(pageResources(lang));
    }
  });

  it("answers an older name (a page from before a deploy) with today's texts, not to be kept", async () => {
    const { status, cache, text } = await get("/locales/en/page-0ld.json");
    expect(status).toBe(200);
    expect(cache).toBe("no-cache");
    expect(JSON.parse(text)).toEqual(pageResources("en"));
    expect((await get(`/locales/xx/page-${pageTextsFile("en").hash}.json`)).status).toBe(404);
  });

  it("gives titles made outside React the same texts on the server", () => {
    expect(pageTextsFor("ar")).toEqual(pageResources("ar"));
    const web = pageResources("fr").fr?.web as { help?: { title?: string } } | undefined;
    const help = web?.help?.title;
    expect(help).toBeTruthy();
    expect(pageText("fr", "web", "help.title")).toBe(help);
    expect(pageText("fr", "web", "help.nothing")).toBeUndefined();
  });
});
