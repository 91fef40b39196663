import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { createStaffUser, createUser, type TestUser } from "./helpers/users";

async function supportChat(user: TestUser) {
  return (
    (await call("dashboard/chats", send("POST", { type: "support" }, user.auth))).body as { data: { id: string } }
  ).data.id;
}

async function listen(user: TestUser, chatId: string) {
  const res = await callWith({}, `dashboard/chats/${chatId}/live`, { headers: { ...user.auth, Upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const socket = res.webSocket as WebSocket;
  socket.accept();
  const frames: string[][] = [];
  const closed: number[] = [];
  socket.addEventListener("message", (event) => {
    frames.push((JSON.parse(String(event.data)) as { items: { text: string }[] }).items.map((i) => i.text));
  });
  socket.addEventListener("close", (event) => closed.push(event.code));
  return { frames, closed, socket };
}

const post = (user: TestUser, chatId: string, message: string) =>
  call(`dashboard/chats/${chatId}/messages`, send("POST", { message }, user.auth));

describe("a chat socket does not outlive its token", () => {
  it.each([
    ["signed out", (user: TestUser) => call("auth/logout", { method: "POST", headers: user.auth })],
    [
      "deleted the account",
      (user: TestUser) => call("dashboard/user/profile/delete", { method: "DELETE", headers: user.auth }),
    ],
    [
      "had the token revoked by a password change elsewhere",
      (user: TestUser) => env.DB.prepare("DELETE FROM user_tokens WHERE user_id = ?1").bind(user.id).run(),
    ],
  ])(
    "a customer who opened a chat socket and then %s hears no further message and is closed",
    async (_what, revoke) => {
      const dana = await createUser();
      const rana = await createStaffUser();
      const chatId = await supportChat(dana);
      const side = await listen(dana, chatId);
      await post(rana, chatId, "before");
      await vi.waitFor(() => expect(side.frames.at(-1)).toEqual(["before"]));
      await revoke(dana);
      const staffSide = await listen(rana, chatId);
      await post(rana, chatId, "after");
      // The staff, still signed in, hear it; the revoked socket is closed without it.
      await vi.waitFor(() => expect(staffSide.frames.at(-1)).toEqual(["before", "after"]));
      await vi.waitFor(() => expect(side.closed).toEqual([4401]));
      expect(side.frames.flat()).not.toContain("after");
      staffSide.socket.close(1000);
    },
  );
});
