import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { groupOrderMachine } from "../../src/machines/groupOrder.js";
import type { GroupMember } from "../../src/rules/groupOrder.js";

type Ids = { cartId: number; uuid: string };

const TOKEN = "aW52aXRlLXRva2VuLW9mLWNhcnQtMzEtZm9yLXRlc3Rz";

// Records what each call was given; a call fails with `failWith` when one is set.
function harness(failWith?: unknown) {
  const calls: Array<[string, unknown]> = [];
  const call =
    <T>(name: string, answer: T) =>
    async ({ input }: { input: unknown }): Promise<T> => {
      calls.push([name, input]);
      if (failWith && name !== "joinGroup" && name !== "openGroup") throw failWith;
      return answer;
    };
  const ann: GroupMember = { uuid: "u-ann", name: "Ann", status: "choosing" };
  const bo: GroupMember = { uuid: "u-bo", name: "Bo", status: "choosing" };
  const machine = groupOrderMachine.provide({
    actors: {
      openGroup: fromPromise<{ cartId: number; token: string }, { shopId: number }>(
        call("openGroup", { cartId: 31, token: TOKEN }),
      ),
      fetchMembers: fromPromise<GroupMember[], { cartId: number }>(call("fetchMembers", [ann, bo])),
      kickMember: fromPromise<void, Ids>(call("kickMember", undefined)),
      joinGroup: fromPromise<GroupMember, { cartId: number; shopId: number; name: string; token: string }>(
        call("joinGroup", ann),
      ),
      toggleStatus: fromPromise<void, Ids>(call("toggleStatus", undefined)),
      leaveGroup: fromPromise<void, Ids>(call("leaveGroup", undefined)),
      fetchMemberCart: fromPromise<GroupMember[], Ids>(call("fetchMemberCart", [])),
    },
  });
  return { machine, calls };
}

describe("group order: what each call is given", () => {
  it("the owner opens a group for the shop, shares its link, and kicks only the member named", async () => {
    const { machine, calls } = harness();
    const actor = createActor(machine, { input: { role: "owner", origin: "https://tiffin.example/" } }).start();
    actor.send({ type: "group.open", shopId: 3 });
    await waitFor(actor, (s) => s.matches({ owner: "open" }));
    expect(actor.getSnapshot().context.shareLink).toBe(`https://tiffin.example/group/31?shop_id=3&invite=${TOKEN}`);
    actor.send({ type: "group.refresh" });
    await waitFor(actor, (s) => s.matches({ owner: "open" }) && s.context.members.length === 2);
    actor.send({ type: "group.kick", uuid: "u-bo" });
    await waitFor(actor, (s) => s.matches({ owner: "open" }) && s.context.members.length === 1);
    expect(actor.getSnapshot().context.members.map((m) => m.uuid)).toEqual(["u-ann"]);
    expect(actor.getSnapshot().context.kicking).toBeNull();
    expect(calls).toEqual([
      ["openGroup", { shopId: 3 }],
      ["fetchMembers", { cartId: 31 }],
      ["kickMember", { cartId: 31, uuid: "u-bo" }],
    ]);
  });

  it("the owner checks out only after confirming the address", async () => {
    const { machine } = harness();
    const actor = createActor(machine, { input: { role: "owner" } }).start();
    actor.send({ type: "group.open", shopId: 3 });
    await waitFor(actor, (s) => s.matches({ owner: "open" }));
    actor.send({ type: "group.checkout" });
    expect(actor.getSnapshot().matches({ owner: "open" })).toBe(true);
    actor.send({ type: "group.confirmAddress" });
    actor.send({ type: "group.checkout" });
    expect(actor.getSnapshot().matches({ owner: "checkingOut" })).toBe(true);
  });

  it("a member joins with the link's cart, shop and invite token and her name, then marks done, refreshes and leaves with her own uuid", async () => {
    const { machine, calls } = harness();
    const actor = createActor(machine, { input: { role: "member" } }).start();
    actor.send({ type: "group.join", cartId: 31, shopId: 3, name: "Ann", token: TOKEN });
    await waitFor(actor, (s) => s.matches({ member: "choosing" }));
    expect(actor.getSnapshot().context.me).toEqual({ uuid: "u-ann", name: "Ann", status: "choosing" });
    actor.send({ type: "group.done" });
    await waitFor(actor, (s) => s.matches({ member: "done" }));
    expect(actor.getSnapshot().context.me?.status).toBe("done");
    actor.send({ type: "group.refresh" });
    await waitFor(actor, (s) => s.matches({ member: "done" }));
    actor.send({ type: "group.choose" });
    await waitFor(actor, (s) => s.matches({ member: "choosing" }));
    expect(actor.getSnapshot().context.me?.status).toBe("choosing");
    actor.send({ type: "group.leave" });
    await waitFor(actor, (s) => s.matches({ member: "left" }));
    expect(actor.getSnapshot().context.me).toBeNull();
    expect(actor.getSnapshot().context.cartId).toBeNull();
    const ids = { cartId: 31, uuid: "u-ann" };
    expect(calls).toEqual([
      ["joinGroup", { cartId: 31, shopId: 3, name: "Ann", token: TOKEN }],
      ["toggleStatus", ids],
      ["fetchMemberCart", ids],
      ["toggleStatus", ids],
      ["leaveGroup", ids],
    ]);
  });

  for (const statusCode of ["ERROR_400", "ERROR_404"]) {
    it(`a member whose call answers ${statusCode} is told she was kicked`, async () => {
      const { machine } = harness({ statusCode, message: "gone" });
      const actor = createActor(machine, { input: { role: "member" } }).start();
      actor.send({ type: "group.join", cartId: 31, shopId: 3, name: "Ann", token: TOKEN });
      await waitFor(actor, (s) => s.matches({ member: "choosing" }));
      actor.send({ type: "group.refresh" });
      await waitFor(actor, (s) => s.matches({ member: "kicked" }));
      expect(actor.getSnapshot().context.error).toBe("You have been kicked from group order");
      expect(actor.getSnapshot().context.me).toBeNull();
    });
  }

  it("a member whose call fails otherwise stays where she was and sees the error", async () => {
    const { machine } = harness({ statusCode: "ERROR_500", message: "Server is busy" });
    const actor = createActor(machine, { input: { role: "member" } }).start();
    actor.send({ type: "group.join", cartId: 31, shopId: 3, name: "Ann", token: TOKEN });
    await waitFor(actor, (s) => s.matches({ member: "choosing" }));
    actor.send({ type: "group.done" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ member: "choosing" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("Server is busy");
    expect(actor.getSnapshot().context.me?.status).toBe("choosing");
  });

  it("an owner's open group starts open, with the share link made from it", () => {
    const { machine, calls } = harness();
    const members: GroupMember[] = [{ uuid: "u-bo", name: "Bo", status: "done" }];
    const actor = createActor(machine, {
      input: { role: "owner", origin: "https://tiffin.test/", group: { cartId: 31, shopId: 3, token: TOKEN, members } },
    }).start();
    expect(actor.getSnapshot().matches({ owner: "open" })).toBe(true);
    expect(actor.getSnapshot().context.shareLink).toBe(`https://tiffin.test/group/31?shop_id=3&invite=${TOKEN}`);
    expect(actor.getSnapshot().context.members).toEqual(members);
    expect(calls).toEqual([]);
  });

  it("a joined member starts as her status says and takes it, and the members, from a re-read", async () => {
    const ann: GroupMember = { uuid: "u-ann", name: "Ann", status: "done" };
    const listed: GroupMember[] = [
      { ...ann, status: "choosing" },
      { uuid: "", name: "Bo", status: "done" },
    ];
    const machine = groupOrderMachine.provide({
      actors: { fetchMemberCart: fromPromise<GroupMember[], Ids>(async () => listed) },
    });
    const actor = createActor(machine, {
      input: { role: "member", joined: { cartId: 31, shopId: 3, me: ann, members: [ann] } },
    }).start();
    expect(actor.getSnapshot().matches({ member: "done" })).toBe(true);
    actor.send({ type: "group.refresh" });
    await waitFor(actor, (s) => s.matches({ member: "choosing" }));
    expect(actor.getSnapshot().context.me).toEqual(listed[0]);
    expect(actor.getSnapshot().context.members).toEqual(listed);
  });
});
