import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { GroupMember } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { GroupCallAnswer } from "../../lib/cart/group-order.server";
import { type GroupPageCalls, type GroupPageRead, groupPageMachine } from "./__use-group-order";

const TOKEN = "aW52aXRlLXRva2VuLW9mLWNhcnQtMzEtZm9yLXRlc3Rz";
const ann: GroupMember = { uuid: "u-ann", name: "Ann", status: "choosing", lines: [], total: 0 };
const bo: GroupMember = { uuid: "u-bo", name: "Bo", status: "done", lines: [], total: 0 };

/** A group page's own action and loader as the machine calls them, with what it posted and read. */
function pageCalls(answers: { post?: GroupCallAnswer; read?: GroupPageRead }) {
  const posted: Record<string, string>[] = [];
  let reads = 0;
  const calls: GroupPageCalls = {
    post: async (fields) => {
      posted.push(fields);
      return answers.post ?? { ok: true };
    },
    read: async () => {
      reads += 1;
      return answers.read;
    },
  };
  return { calls, posted, reads: () => reads };
}

describe("the group pages' machine (core's groupOrderMachine, with the pages' own action and loader)", () => {
  it("the owner's remove posts kick with reply=data and drops the member from the list without a re-read", async () => {
    const { calls, posted, reads } = pageCalls({});
    const actor = createActor(groupPageMachine(calls), {
      input: {
        role: "owner",
        origin: "https://tiffin.test",
        group: { cartId: 31, shopId: 3, token: TOKEN, members: [ann, bo] },
      },
    }).start();
    expect(actor.getSnapshot().context.shareLink).toBe(`https://tiffin.test/group/31?shop_id=3&invite=${TOKEN}`);
    actor.send({ type: "group.kick", uuid: "u-bo" });
    await waitFor(actor, (s) => s.matches({ owner: "open" }));
    expect(posted).toEqual([{ intent: "kick", uuid: "u-bo", reply: "data" }]);
    expect(actor.getSnapshot().context.members.map((m) => m.name)).toEqual(["Ann"]);
    expect(reads()).toBe(0);
  });

  it("a change on the owner's socket re-reads the page's loader and lists its members", async () => {
    const carl: GroupMember = { uuid: "u-carl", name: "Carl", status: "choosing" };
    const { calls } = pageCalls({ read: { group: { members: [ann, carl] } } });
    const actor = createActor(groupPageMachine(calls), {
      input: { role: "owner", group: { cartId: 31, shopId: 3, token: TOKEN, members: [ann] } },
    }).start();
    actor.send({ type: "group.refresh" });
    await waitFor(actor, (s) => s.matches({ owner: "open" }) && s.context.members.length === 2);
    expect(actor.getSnapshot().context.members.map((m) => m.name)).toEqual(["Ann", "Carl"]);
  });

  it("a member's done posts toggle and her status follows; a re-read saying she was removed ends kicked", async () => {
    const { calls, posted } = pageCalls({
      read: { state: "kicked", refusal: { statusCode: "ERROR_404", message: "You have been kicked" } },
    });
    const actor = createActor(groupPageMachine(calls), {
      input: { role: "member", joined: { cartId: 31, shopId: 3, me: ann, members: [ann, bo] } },
    }).start();
    expect(actor.getSnapshot().matches({ member: "choosing" })).toBe(true);
    actor.send({ type: "group.done" });
    await waitFor(actor, (s) => s.matches({ member: "done" }));
    expect(posted).toEqual([{ intent: "toggle", reply: "data" }]);
    expect(actor.getSnapshot().context.me?.status).toBe("done");
    actor.send({ type: "group.refresh" });
    await waitFor(actor, (s) => s.matches({ member: "kicked" }));
    expect(actor.getSnapshot().context.me).toBeNull();
  });

  it("a member's step refused as not a member ends kicked; any other refusal keeps her and shows it", async () => {
    const removed = pageCalls({
      post: { ok: false, refusal: { statusCode: "ERROR_400", message: "Not in the group" } },
    });
    const kicked = createActor(groupPageMachine(removed.calls), {
      input: { role: "member", joined: { cartId: 31, shopId: 3, me: ann, members: [ann] } },
    }).start();
    kicked.send({ type: "group.leave" });
    await waitFor(kicked, (s) => s.matches({ member: "kicked" }));

    const busy = pageCalls({ post: { ok: false, refusal: { statusCode: "ERROR_500", message: "Server is busy" } } });
    const kept = createActor(groupPageMachine(busy.calls), {
      input: { role: "member", joined: { cartId: 31, shopId: 3, me: ann, members: [ann] } },
    }).start();
    kept.send({ type: "group.done" });
    await waitFor(kept, (s) => s.context.error !== null);
    expect(kept.getSnapshot().matches({ member: "choosing" })).toBe(true);
    expect(kept.getSnapshot().context.error).toBe("Server is busy");
  });

  it("a member's leave posts leave and ends left", async () => {
    const { calls, posted } = pageCalls({});
    const actor = createActor(groupPageMachine(calls), {
      input: { role: "member", joined: { cartId: 31, shopId: 3, me: ann, members: [ann] } },
    }).start();
    actor.send({ type: "group.leave" });
    await waitFor(actor, (s) => s.matches({ member: "left" }));
    expect(posted).toEqual([{ intent: "leave", reply: "data" }]);
  });
});

describe("the group pages render the machine", () => {
  const read = (path: string) => readFileSync(join(import.meta.dirname, "../..", path), "utf8");

  it("the owner's and the member's pages run the machine and list its members; the socket sends group.refresh", () => {
    const owner = read("routes/_group+/group._index.tsx");
    expect(owner).toMatch(/useGroupOrder\("\/group"/);
    expect(owner).toMatch(/<MemberList members=\{snapshot\.context\.members\}/);
    expect(owner).toMatch(/send\(\{ type: "group\.kick", uuid \}\)/);
    expect(owner).toMatch(/<ShareLink link=\{shareLink/);
    const member = read("routes/_group+/group.$cartId.tsx");
    expect(member).toMatch(/useGroupOrder\(`\/group\/\$\{page\.cartId\}`/);
    expect(member).toMatch(/<MemberList members=\{context\.members\}/);
    for (const page of [owner, member]) {
      expect(page).toMatch(/<GroupLive url=\{?[^}]+\}? onChange=\{\(\) => send\(\{ type: "group\.refresh" \}\)\} \/>/);
    }
  });

  it("the storefront keeps no second copy of the group rules: the share link is made only by the machine", () => {
    for (const path of [
      "routes/_group+/group._index.tsx",
      "routes/_group+/group.$cartId.tsx",
      "lib/cart/group-order.server.ts",
    ]) {
      expect(read(path), path).not.toContain("groupShareLink(");
    }
  });
});
