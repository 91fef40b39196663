import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// patches/@remix-run__router@1.23.3.patch and patches/react-router-dom@6.30.4.patch change the
// CommonJS builds the Worker bundles (a route array's branches, compiled paths and matches are
// kept). The ES module build, which the browser gets, is left as published: it is the oracle.
interface Match {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: { id?: string };
}
interface Router {
  matchRoutes(routes: RouteSpec[], location: string, basename?: string): Match[] | null;
}
interface RouteSpec {
  id: string;
  path?: string;
  index?: boolean;
  children?: RouteSpec[];
}
const fromRemix = createRequire(createRequire(import.meta.url).resolve("@remix-run/react"));
const routerEntry = fromRemix.resolve("@remix-run/router");
const patched: Router = fromRemix("@remix-run/router");
const pristine: Router = await import(pathToFileURL(join(dirname(routerEntry), "router.js")).href);
const { createStaticRouter } = fromRemix("react-router-dom/server") as {
  createStaticRouter: (routes: unknown[], context: unknown) => { routes: unknown[] };
};

const routes = (): RouteSpec[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "shop", path: "shop/:id" },
      { id: "checkout", path: "shop/:id_/checkout" },
      {
        id: "blog",
        path: "blog",
        children: [
          { id: "blog-index", index: true },
          { id: "post", path: ":slug" },
        ],
      },
      { id: "locale", path: "locales/:lng/:ns" },
      { id: "optional", path: "orders/:id?" },
      { id: "splat", path: "*" },
    ],
  },
];

const paths = [
  "/",
  "/shop/1",
  "/shop/42/checkout",
  "/blog",
  "/blog/first-post",
  "/locales/ar/page-1a2b.json",
  "/orders",
  "/orders/7",
  "/no/such/page",
  "/SHOP/3",
  "/shop/%D9%85",
];

/** What a match says, without the route object itself (the two builds make their own). */
const summary = (matches: ReturnType<Router["matchRoutes"]>) =>
  matches?.map(({ params, pathname, pathnameBase, route }) => ({ params, pathname, pathnameBase, id: route.id }));

describe("the Worker's @remix-run/router (patched)", () => {
  it("matches every kind of path exactly as the published build does, the first time and again", () => {
    const mine = routes();
    const theirs = routes();
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        expect(summary(patched.matchRoutes(mine, path)), `${path} (round ${round})`).toEqual(
          summary(pristine.matchRoutes(theirs, path)),
        );
      }
    }
    expect(summary(patched.matchRoutes(mine, "/shop/9", "/"))?.at(-1)?.params).toEqual({ id: "9" });
  });

  it("hands every caller its own matches: changing one caller's params changes nobody else's", () => {
    const mine = routes();
    const first = patched.matchRoutes(mine, "/shop/5");
    const last = first?.at(-1);
    if (!last) throw new Error("no match");
    (last.params as Record<string, string>).id = "changed";
    first?.pop();
    expect(summary(patched.matchRoutes(mine, "/shop/5"))?.at(-1)?.params).toEqual({ id: "5" });
  });

  it("a new route array is matched on its own (nothing kept for one array leaks into another)", () => {
    const before = routes();
    patched.matchRoutes(before, "/blog/a");
    const after = routes();
    const post = after[0]?.children?.[3]?.children?.[1];
    if (post) post.path = ":slug/comments";
    expect(summary(patched.matchRoutes(after, "/blog/a"))?.at(-1)?.id).toBe("splat");
    expect(summary(patched.matchRoutes(after, "/blog/a/comments"))?.at(-1)?.id).toBe("post");
  });
});

describe("the Worker's react-router-dom/server (patched)", () => {
  const context = {
    basename: "/",
    location: { pathname: "/", search: "", hash: "", state: null, key: "default" },
    matches: [],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };

  it("makes the data routes of one route array once, and new ones for another array", () => {
    const mine = routes();
    const first = createStaticRouter(mine, context);
    const second = createStaticRouter(mine, context);
    expect(second.routes).toBe(first.routes);
    expect(createStaticRouter(routes(), context).routes).not.toBe(first.routes);
    expect((first.routes[0] as { id: string }).id).toBe("root");
  });
});
