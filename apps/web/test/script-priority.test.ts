import { createElement, Fragment, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { wantsScriptsAfterPaint } from "../app/lib/islands/after-paint";
import { retagScripts } from "../app/lib/islands/script-priority";

/** Remix's `<Scripts>` output in its own shape: loose links, a keyed list of links, a fragment of scripts. */
function remixScripts(nonce: string): ReactNode {
  const preloads = ["/assets/a.js", "/assets/b.js"].map((href) =>
    createElement("link", { key: href, rel: "modulepreload", href }),
  );
  const scripts = createElement(
    Fragment,
    null,
    createElement("script", { nonce, dangerouslySetInnerHTML: { __html: "window.__remixContext = {};" } }),
    createElement("script", {
      nonce,
      type: "module",
      async: true,
      dangerouslySetInnerHTML: { __html: 'import "/assets/entry.js";' },
    }),
  );
  return createElement(
    Fragment,
    null,
    createElement("link", { rel: "modulepreload", href: "/assets/manifest.js" }),
    preloads,
    scripts,
  );
}

const untouched = renderToStaticMarkup(createElement(Fragment, null, remixScripts("n0")));
const render = (loading: "low" | "after-paint") =>
  renderToStaticMarkup(createElement(Fragment, null, retagScripts(remixScripts("n0"), loading)));

describe("Remix's scripts retagged on the server", () => {
  it("asks for every module preload at low priority on other pages and changes nothing else", () => {
    const html = render("low");
    expect(html.match(/<link rel="modulepreload" href="[^"]+" fetchpriority="low"\/>/g)).toHaveLength(3);
    expect(html.replaceAll(' fetchpriority="low"', "")).toBe(untouched);
  });

  it("makes every preload and the module script inert on browse pages, the inline context script left as is", () => {
    const html = render("after-paint");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link rel="x-modulepreload"/g)).toHaveLength(3);
    expect(html).toContain('<script nonce="n0" type="x-module" async="">import "/assets/entry.js";</script>');
    expect(html).toContain('<script nonce="n0">window.__remixContext = {};</script>');
    expect(html.replaceAll("x-modulepreload", "modulepreload").replace("x-module", "module")).toBe(untouched);
  });

  it("keeps the key of each preload in a list", () => {
    const retagged = retagScripts(remixScripts("n0"), "after-paint") as ReactElement<{ children: ReactNode[] }>;
    const list = retagged.props.children[1] as ReactElement[];
    expect(list.map((link) => link.key)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("is asked for by a route handle that says so, and by no other", () => {
    expect(wantsScriptsAfterPaint([undefined, { scriptsAfterPaint: true }])).toBe(true);
    expect(wantsScriptsAfterPaint([undefined, null, "scriptsAfterPaint", { scriptsAfterPaint: "yes" }, {}])).toBe(
      false,
    );
  });
});
