import { type GroupMember, groupOrderMachine } from "@tiffin/core";
import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import type { GroupCallAnswer, GroupRefusal } from "../../lib/cart/group-order.server";
import { useFetcherAnswer } from "../../lib/use-fetcher-answer";

/** What a group page's loader answers, as far as the machine reads it. */
export type GroupPageRead =
  | { group: { members: GroupMember[] } | null }
  | { state: "member"; members: GroupMember[] }
  | { state: "join" | "invalid" | "left" | "kicked"; refusal?: GroupRefusal };

/** How the machine reaches its page: a post to the page's own action, a read of its own loader. */
export interface GroupPageCalls {
  post: (fields: Record<string, string>) => Promise<GroupCallAnswer | undefined>;
  read: () => Promise<GroupPageRead | undefined>;
}

/** The answer's refusal thrown for the machine to judge (core's isNotAMember); no answer is a server failure. */
async function step(answer: Promise<GroupCallAnswer | undefined>): Promise<void> {
  const settled = await answer;
  if (!settled) throw new Error("server");
  if (!settled.ok) throw settled.refusal;
}

/** A read that is no longer a member's page: the refusal it carries, or the group no longer lists them. */
const gone = (refusal?: GroupRefusal): GroupRefusal => refusal ?? { statusCode: "ERROR_404", message: "" };

/**
 * core's group-order machine with this app's calls: the owner's page (/group) reads its members
 * from its loader and removes a member through its action; a member's page (/group/{cart id})
 * marks done or choosing, leaves, and re-reads the group (which says when the member was removed).
 * The machine holds the rules (the share link, who is no longer a member, what each step allows).
 */
export function groupPageMachine(calls: GroupPageCalls) {
  return groupOrderMachine.provide({
    actors: {
      fetchMembers: fromPromise(async () => {
        const page = await calls.read();
        if (!page || !("group" in page) || !page.group) throw gone();
        return page.group.members;
      }),
      kickMember: fromPromise(({ input }) => step(calls.post({ intent: "kick", uuid: input.uuid, reply: "data" }))),
      toggleStatus: fromPromise(() => step(calls.post({ intent: "toggle", reply: "data" }))),
      leaveGroup: fromPromise(() => step(calls.post({ intent: "leave", reply: "data" }))),
      fetchMemberCart: fromPromise(async () => {
        const page = await calls.read();
        if (!page) throw new Error("server");
        if ("state" in page && page.state === "member") return page.members;
        throw gone("refusal" in page ? page.refusal : undefined);
      }),
    },
  });
}

type Started =
  | { role: "owner"; group: { cartId: number; shopId: number; token: string; members: GroupMember[] } }
  | { role: "member"; joined: { cartId: number; shopId: number; me: GroupMember; members: GroupMember[] } };

/**
 * Runs the group machine on a group page at `href` (its own action and loader), from what the
 * page's loader read. The page renders the machine's members, me, state and error; `ended` says
 * in the page's words why the last re-read no longer found the member (removed, or the group over).
 */
export function useGroupOrder(href: string, origin: string, started: Started) {
  const post = useFetcherAnswer<GroupCallAnswer>();
  const read = useFetcherAnswer<GroupPageRead>();
  const [ended, setEnded] = useState<"kicked" | "invalid">("kicked");
  const [machine] = useState(() =>
    groupPageMachine({
      post: (fields) => post.submit(fields, href),
      read: async () => {
        const page = await read.load(href);
        if (page && "state" in page && (page.state === "kicked" || page.state === "invalid")) setEnded(page.state);
        return page;
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { origin, ...started } });
  return { snapshot, send, ended };
}
