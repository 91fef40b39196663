import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  type ApiClient,
  ApiError,
  getGroupCart,
  joinGroupCart,
  kickGroupMembers,
  leaveGroupCart,
  openGroupCart,
  toggleGroupMemberStatus,
} from "@tiffin/api-client";
import { type GroupMember, type GroupOrderEvent, groupOrderMachine } from "@tiffin/core";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { clearCookie, type GroupMemberCookie, setCookie } from "./cookies.server";

/**
 * Group orders on the server side of the storefront: every step is core's groupOrder machine,
 * given api-client calls as its actors; the page only reads where the machine ended.
 */
type Snapshot = SnapshotFrom<typeof groupOrderMachine>;

const settled = (s: Snapshot) =>
  !["opening", "refreshing", "kicking", "joining", "toggling", "checking", "leaving"].some(
    (state) => s.matches({ owner: state } as never) || s.matches({ member: state } as never),
  );

/** The API's refusal as core's machines read it (statusCode + message). */
function asMachineError(error: unknown): unknown {
  if (error instanceof ApiError) return { statusCode: error.statusCode, message: error.message };
  return error;
}
const call =
  <I, O>(run: (input: I) => Promise<O>) =>
  async ({ input }: { input: I }) => {
    try {
      return await run(input);
    } catch (error) {
      throw asMachineError(error);
    }
  };

function machineFor(api: ApiClient, shopId: number) {
  return groupOrderMachine.provide({
    actors: {
      openGroup: fromPromise(
        call(async ({ shopId: shop }: { shopId: number }) => {
          const cart = await openGroupCart(api, { shop_id: shop });
          return { cartId: cart.id, token: cart.invite_token ?? "" };
        }),
      ),
      kickMember: fromPromise(
        call(async ({ cartId, uuid }: { cartId: number; uuid: string }) => {
          await kickGroupMembers(api, cartId, [uuid]);
        }),
      ),
      joinGroup: fromPromise(
        call(async (i: { cartId: number; shopId: number; name: string; token: string }) => {
          const member = await joinGroupCart(api, {
            cart_id: i.cartId,
            shop_id: i.shopId,
            name: i.name,
            token: i.token,
          });
          return { uuid: member.uuid, name: member.name, status: member.status } satisfies GroupMember;
        }),
      ),
      toggleStatus: fromPromise(
        call(async ({ cartId, uuid }: { cartId: number; uuid: string }) => {
          await toggleGroupMemberStatus(api, uuid, cartId);
        }),
      ),
      leaveGroup: fromPromise(
        call(async ({ cartId, uuid }: { cartId: number; uuid: string }) => {
          await leaveGroupCart(api, cartId, uuid);
        }),
      ),
      fetchMemberCart: fromPromise(
        call(async ({ cartId, uuid }: { cartId: number; uuid: string }) => {
          await getGroupCart(api, cartId, { shop_id: shopId, user_cart_uuid: uuid });
        }),
      ),
    },
  });
}

async function run(
  api: ApiClient,
  input: { role: "owner" | "member"; origin?: string; shopId: number },
  events: GroupOrderEvent[],
) {
  const actor = createActor(machineFor(api, input.shopId), {
    input: { role: input.role, origin: input.origin ?? "" },
  }).start();
  for (const event of events) {
    actor.send(event);
    await waitFor(actor, settled);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** The owner starts a group order for the shop; the machine builds the share link. */
export async function startGroup(api: ApiClient, shopId: number, origin: string) {
  const s = await run(api, { role: "owner", origin, shopId }, [{ type: "group.open", shopId }]);
  return { cartId: s.context.cartId, shareLink: s.context.shareLink, error: s.context.error };
}

/** The owner removes one member: the machine resumes at the owner's open group cart, then kicks. */
export async function kickMember(api: ApiClient, cartId: number, shopId: number, uuid: string) {
  const resumed = machineFor(api, shopId).provide({
    actors: { openGroup: fromPromise(async () => ({ cartId, token: "" })) },
  });
  const owner = createActor(resumed, { input: { role: "owner" } }).start();
  owner.send({ type: "group.open", shopId });
  await waitFor(owner, settled);
  owner.send({ type: "group.kick", uuid });
  await waitFor(owner, settled);
  const error = owner.getSnapshot().context.error;
  owner.stop();
  return { error };
}

/** A member joins by name with the share link's token; null `me` and the machine's error when refused. */
export async function joinGroup(api: ApiClient, link: { cartId: number; shopId: number; token: string }, name: string) {
  const s = await run(api, { role: "member", shopId: link.shopId }, [{ type: "group.join", ...link, name }]);
  return { me: s.context.me, error: s.context.error };
}

/** A joined member's step (done/choose, leave, refresh); `kicked` when the owner removed them. */
export async function memberStep(
  api: ApiClient,
  member: MemberCookie,
  step: "group.done" | "group.choose" | "group.leave" | "group.refresh",
  status: "choosing" | "done",
) {
  const me: GroupMember = { uuid: member.uuid, name: "", status };
  const resumed = machineFor(api, member.shopId).provide({
    actors: { joinGroup: fromPromise(async () => me) },
  });
  const actor = createActor(resumed, { input: { role: "member" } }).start();
  actor.send({ type: "group.join", cartId: member.cartId, shopId: member.shopId, name: "", token: "" });
  await waitFor(actor, settled);
  actor.send({ type: step });
  await waitFor(actor, settled);
  const s = actor.getSnapshot();
  actor.stop();
  return {
    kicked: s.matches({ member: "kicked" } as never),
    left: s.matches({ member: "left" } as never),
    status: s.context.me?.status ?? status,
    error: s.context.error,
  };
}

/** The member's credential for one group cart, kept in an HttpOnly cookie on this browser. */
export type MemberCookie = GroupMemberCookie;

export const MEMBER_COOKIE = "group_member";

export function readMemberCookie(context: Pick<AppLoadContext, "cookies">): MemberCookie | null {
  return context.cookies.groupMember;
}

export function memberCookie(request: Request, member: MemberCookie): Promise<string> {
  const { cartId, shopId, uuid } = member;
  return setCookie(MEMBER_COOKIE, { cartId, shopId, uuid }, { secure: new URL(request.url).protocol === "https:" });
}

export const forgetMember = () => clearCookie(MEMBER_COOKIE);
