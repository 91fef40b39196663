import { describe, expect, it } from "vitest";
import { readMemberCookie } from "../app/lib/cart/group-order.server";
import { readRequestCookies, setCookie } from "../app/lib/cookies.server";
import { sessionCookies } from "../app/lib/session-user.server";
import type { WebEnv } from "../load-context";
import { ownerGroupSocket } from "../server/group-socket";

const env = { SESSION_SECRET: "a-test-secret-of-some-length", ENVIRONMENT: "test" } as WebEnv;

/** The Cookie header of a browser signed in with `token`. */
async function signedIn(token: string): Promise<string> {
  return (await sessionCookies(env, token, { firstname: "Ola", role: "user" }, true))[0]?.split(";")[0] ?? "";
}

const SITE = "https://tiffin.example";

function socketRequest(headers: Record<string, string>) {
  return new Request(`${SITE}/group-live`, { headers: { Upgrade: "websocket", ...headers } });
}

/** Records what the owner's socket would ask the API; answers 101-like success as 200 here. */
function apiSpy() {
  const asked: Request[] = [];
  return {
    asked,
    call: async (request: Request) => {
      asked.push(request);
      return new Response("upgraded");
    },
  };
}

describe("the owner's group-cart socket", () => {
  it("passes the session cookie's token to the API as a bearer token, for the site's own page only", async () => {
    const api = apiSpy();
    const answer = await ownerGroupSocket(
      socketRequest({ Origin: SITE, Cookie: `theme=dark; ${await signedIn("tok+en")}` }),
      env,
      api.call,
    );
    expect(await answer.text()).toBe("upgraded");
    expect(
      api.asked.map((r) => [new URL(r.url).pathname, r.headers.get("Authorization"), r.headers.get("Upgrade")]),
    ).toEqual([["/api/v1/dashboard/user/cart/live", "Bearer tok+en", "websocket"]]);
  });

  it("refuses another site's page (its Origin), a missing Origin, no session and a plain request, without calling the API", async () => {
    const api = apiSpy();
    const cookie = await signedIn("tok");
    expect(
      (await ownerGroupSocket(socketRequest({ Origin: "https://evil.example", Cookie: cookie }), env, api.call)).status,
    ).toBe(403);
    expect((await ownerGroupSocket(socketRequest({ Cookie: cookie }), env, api.call)).status).toBe(403);
    expect((await ownerGroupSocket(socketRequest({ Origin: "null", Cookie: cookie }), env, api.call)).status).toBe(403);
    expect((await ownerGroupSocket(socketRequest({ Origin: SITE }), env, api.call)).status).toBe(401);
    // a bare token, the way a page script could set it, is not a session
    expect(
      (await ownerGroupSocket(socketRequest({ Origin: SITE, Cookie: "access_token=tok" }), env, api.call)).status,
    ).toBe(401);
    const plain = new Request(`${SITE}/group-live`, { headers: { Origin: SITE, Cookie: cookie } });
    expect((await ownerGroupSocket(plain, env, api.call)).status).toBe(426);
    expect(api.asked).toEqual([]);
  });
});

describe("the group member cookie", () => {
  const uuid = "0b5f7f7e-8d0c-4a55-9a7e-3b8f0c1d2e3f";
  const membership = async (header: string) =>
    readMemberCookie({ cookies: await readRequestCookies(new Request(SITE, { headers: { Cookie: header } }), env) });
  const stored = async (value: unknown) =>
    (await setCookie("group_member", value as { cartId: number; shopId: number; uuid: string })).split(";")[0] ?? "";

  it("reads the cart, shop and member uuid it holds", async () => {
    expect(await membership(await stored({ cartId: 12, shopId: 3, uuid }))).toEqual({ cartId: 12, shopId: 3, uuid });
  });

  it("reads an edited or malformed cookie as no membership", async () => {
    for (const value of [
      { cartId: 12, uuid },
      { cartId: "x", shopId: 3, uuid },
      { cartId: 12, shopId: 3, uuid: `${uuid}0` },
      { cartId: 12, shopId: 3, uuid: "not-a-uuid" },
      "12.3.x",
    ]) {
      expect(await membership(await stored(value))).toBeNull();
    }
    expect(await membership(`group_member=12.3.${uuid}`)).toBeNull();
    expect(await membership("group_member=%E0%A4%A")).toBeNull();
  });
});
