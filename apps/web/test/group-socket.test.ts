import { describe, expect, it } from "vitest";
import { readMemberCookie } from "../app/lib/group-order.server";
import { ownerGroupSocket } from "../server/group-socket";

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
      socketRequest({ Origin: SITE, Cookie: "theme=dark; access_token=tok%2Ben" }),
      api.call,
    );
    expect(await answer.text()).toBe("upgraded");
    expect(
      api.asked.map((r) => [new URL(r.url).pathname, r.headers.get("Authorization"), r.headers.get("Upgrade")]),
    ).toEqual([["/api/v1/dashboard/user/cart/live", "Bearer tok+en", "websocket"]]);
  });

  it("refuses another site's page (its Origin), a missing Origin, no session and a plain request, without calling the API", async () => {
    const api = apiSpy();
    const cookie = "access_token=tok";
    expect(
      (await ownerGroupSocket(socketRequest({ Origin: "https://evil.example", Cookie: cookie }), api.call)).status,
    ).toBe(403);
    expect((await ownerGroupSocket(socketRequest({ Cookie: cookie }), api.call)).status).toBe(403);
    expect((await ownerGroupSocket(socketRequest({ Origin: "null", Cookie: cookie }), api.call)).status).toBe(403);
    expect((await ownerGroupSocket(socketRequest({ Origin: SITE }), api.call)).status).toBe(401);
    const plain = new Request(`${SITE}/group-live`, { headers: { Origin: SITE, Cookie: cookie } });
    expect((await ownerGroupSocket(plain, api.call)).status).toBe(426);
    expect(api.asked).toEqual([]);
  });
});

describe("the group member cookie", () => {
  const uuid = "0b5f7f7e-8d0c-4a55-9a7e-3b8f0c1d2e3f";
  const withCookie = (value: string) => new Request(SITE, { headers: { Cookie: `group_member=${value}` } });

  it("reads the cart, shop and member uuid it holds", () => {
    expect(readMemberCookie(withCookie(`12.3.${uuid}`))).toEqual({ cartId: 12, shopId: 3, uuid });
  });

  it("reads an edited or malformed cookie as no membership", () => {
    for (const value of [`12.${uuid}`, `x.3.${uuid}`, `12.3.${uuid}0`, "12.3.not-a-uuid", ""]) {
      expect(readMemberCookie(withCookie(value))).toBeNull();
    }
  });
});
