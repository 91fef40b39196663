import { describe, expect, it } from "vitest";
import { authorKey, messagesOfFrame } from "../app/components/chat/chat-view";
import { sessionCookies } from "../app/lib/session-user.server";
import type { WebEnv } from "../load-context";
import { chatSocket, isChatSocket } from "../server/chat-socket";

const env = { SESSION_SECRET: "a-test-secret-of-some-length", ENVIRONMENT: "test" } as WebEnv;
const SITE = "https://tiffin.example";

async function signedCookie(token: string): Promise<string> {
  const cookies = await sessionCookies(env, token, { firstname: "Dana", role: "user" }, true);
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

const socketRequest = (path: string, headers: Record<string, string>) =>
  new Request(`${SITE}${path}`, { headers: { Upgrade: "websocket", ...headers } });

/** The API side: records what it was asked and answers with the given status. */
function api(status: number) {
  const seen: Request[] = [];
  return {
    seen,
    call: async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify({ message: "Chat not found" }), { status });
    },
  };
}

describe("the chat WebSocket path", () => {
  it("is /chats/live or /chats/{chat id}/live, nothing else", () => {
    expect(isChatSocket(new Request(`${SITE}/chats/order-12/live`))).toBe(true);
    expect(isChatSocket(new Request(`${SITE}/chats/live`))).toBe(true);
    expect(isChatSocket(new Request(`${SITE}/chats/order-12/live`, { method: "POST" }))).toBe(false);
    expect(isChatSocket(new Request(`${SITE}/chats/order-12/live/x`))).toBe(false);
    expect(isChatSocket(new Request(`${SITE}/chats/%2e%2e/live`))).toBe(false);
    expect(isChatSocket(new Request(`${SITE}/chats`))).toBe(false);
  });

  it("refuses another site's page, a plain request and a visitor without a signed session before asking the API", async () => {
    const cookie = await signedCookie("token-1");
    const calls = api(200);
    const crossSite = await chatSocket(
      socketRequest("/chats/order-1/live", { Cookie: cookie, Origin: "https://evil.example" }),
      env,
      calls.call,
    );
    expect(crossSite.status).toBe(403);
    const plain = await chatSocket(
      new Request(`${SITE}/chats/order-1/live`, { headers: { Cookie: cookie } }),
      env,
      calls.call,
    );
    expect(plain.status).toBe(426);
    // the session's token swapped for another one, the signature kept
    const [name, value = ""] = cookie.split("=");
    const signed = decodeURIComponent(value);
    const payload = signed.slice(0, signed.lastIndexOf("."));
    const swapped = btoa(atob(payload).replace("token-1", "token-2"));
    expect(swapped).not.toBe(payload);
    const forged = await chatSocket(
      socketRequest("/chats/order-1/live", {
        Cookie: `${name}=${encodeURIComponent(swapped + signed.slice(payload.length))}`,
      }),
      env,
      calls.call,
    );
    expect(forged.status).toBe(401);
    const bare = await chatSocket(
      socketRequest("/chats/order-1/live", { Cookie: "access_token=token-2" }),
      env,
      calls.call,
    );
    expect(bare.status).toBe(401);
    expect(calls.seen).toHaveLength(0);
  });

  it("asks the API with the session's token for that chat, and passes on only the status of a refusal", async () => {
    const calls = api(404);
    const answer = await chatSocket(
      socketRequest("/chats/order-7/live", { Cookie: await signedCookie("token-9"), Origin: SITE }),
      env,
      calls.call,
    );
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("");
    const asked = calls.seen[0];
    expect(new URL(asked?.url ?? "").pathname).toBe("/api/v1/dashboard/chats/order-7/live");
    expect(asked?.headers.get("Authorization")).toBe("Bearer token-9");
    expect(asked?.headers.get("Upgrade")).toBe("websocket");
  });
});

describe("chat frames", () => {
  it("reads a whole-list frame and ignores anything malformed", () => {
    const item = { id: "m1", text: "<b>hi</b>", created_at: "2026-01-01T00:00:00.000Z", sender_role: "staff" };
    expect(messagesOfFrame(JSON.stringify({ type: "list", items: [item, { id: 3 }, null] }))).toEqual([item]);
    expect(messagesOfFrame("pong")).toBeNull();
    expect(messagesOfFrame("{not json")).toBeNull();
    expect(messagesOfFrame(JSON.stringify({ type: "other", items: [] }))).toBeNull();
  });

  it("names the author from the reader's side: you, the customer, or the shop or support", () => {
    expect(authorKey({ sender_role: "customer" }, "customer", "order-1")).toBe("chat.you");
    expect(authorKey({ sender_role: "staff" }, "customer", "order-1")).toBe("chat.shop");
    expect(authorKey({ sender_role: "staff" }, "customer", "support-4")).toBe("chat.support");
    expect(authorKey({ sender_role: "customer" }, "staff", "support-4")).toBe("chat.customer");
  });
});
