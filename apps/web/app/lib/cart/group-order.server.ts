import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  type ApiClient,
  ApiError,
  joinGroupCart,
  kickGroupMembers,
  leaveGroupCart,
  openGroupCart,
  toggleGroupMemberStatus,
} from "@tiffin/api-client";
import { errorMessage, type GroupMember, isNotAMember, MESSAGES } from "@tiffin/core";
import { clearCookie, type GroupMemberCookie, setCookie } from "../cookies.server";

/**
 * Group orders on the server side of the storefront: each step is one plain api-client call. A page
 * without scripts posts forms, judged here with core's rules (who is no longer a member) and
 * messages; with scripts, core's group-order machine runs in the page (components/group/
 * use-group-order.ts), asks for its steps with `reply=data` and judges the answers itself.
 */

/** The API's refusal as core's rules read it (statusCode + message). */
function refusalOf(error: unknown): unknown {
  if (error instanceof ApiError) return { statusCode: error.statusCode, message: error.message };
  return error;
}

/** A refusal of the API in core's terms: what the group machine's rules (isNotAMember) read. */
export interface GroupRefusal {
  statusCode: string;
  message: string;
}

export type GroupCallAnswer = { ok: true } | { ok: false; refusal: GroupRefusal };

/**
 * One step the group machine in the browser asks for (kick, toggle, leave), answered as data: done,
 * or the API's refusal for the machine to judge. Anything but an API refusal is thrown.
 */
export async function groupCall(step: () => Promise<unknown>): Promise<GroupCallAnswer> {
  try {
    await step();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, refusal: { statusCode: error.statusCode, message: error.message } };
  }
}

/** The owner starts a group order for the shop (the group page's machine makes the link to share). */
export async function startGroup(api: ApiClient, shopId: number) {
  try {
    const cart = await openGroupCart(api, { shop_id: shopId });
    return { cartId: cart.id, error: null };
  } catch (error) {
    return { cartId: null, error: errorMessage(refusalOf(error)) };
  }
}

/** The owner removes one member of the owner's group cart. */
export async function kickMember(api: ApiClient, cartId: number, uuid: string) {
  try {
    await kickGroupMembers(api, cartId, [uuid]);
    return { error: null };
  } catch (error) {
    return { error: errorMessage(refusalOf(error)) };
  }
}

/** A member joins by name with the share link's token; null `me` and the invalid-group message when refused. */
export async function joinGroup(api: ApiClient, link: { cartId: number; shopId: number; token: string }, name: string) {
  try {
    const member = await joinGroupCart(api, {
      cart_id: link.cartId,
      shop_id: link.shopId,
      name,
      token: link.token,
    });
    const me: GroupMember = { uuid: member.uuid, name: member.name, status: member.status };
    return { me, error: null };
  } catch {
    return { me: null, error: MESSAGES.invalidGroup };
  }
}

export type MemberStep = "done" | "choose" | "leave";

/**
 * A joined member's step: done or choose again (a status toggle, only from the other status),
 * or leave. `kicked` when the API says they are no longer in the group.
 */
export async function memberStep(
  api: ApiClient,
  member: MemberCookie,
  step: MemberStep,
  status: "choosing" | "done",
): Promise<{ kicked: boolean; left: boolean; status: "choosing" | "done"; error: string | null }> {
  const { cartId, uuid } = member;
  const toggles = (step === "done" && status === "choosing") || (step === "choose" && status === "done");
  try {
    if (step === "leave") {
      await leaveGroupCart(api, cartId, uuid);
      return { kicked: false, left: true, status, error: null };
    }
    if (toggles) {
      await toggleGroupMemberStatus(api, uuid, cartId);
      return { kicked: false, left: false, status: status === "done" ? "choosing" : "done", error: null };
    }
    return { kicked: false, left: false, status, error: null };
  } catch (error) {
    const refusal = refusalOf(error);
    if (isNotAMember(refusal)) return { kicked: true, left: false, status, error: MESSAGES.kicked };
    return { kicked: false, left: false, status, error: errorMessage(refusal) };
  }
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
