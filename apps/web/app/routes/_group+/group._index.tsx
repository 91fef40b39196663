import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getShop, kickGroupMembers } from "@tiffin/api-client";
import type { GroupMember } from "@tiffin/core";
import { useTranslation } from "react-i18next";
import { MemberList } from "../../components/group/member-list";
import { apiFor } from "../../lib/api.server";
import { readServerCart } from "../../lib/cart/cart.server";
import { type GroupCallAnswer, groupCall, kickMember, startGroup } from "../../lib/cart/group-order.server";
import { groupMembers } from "../../lib/cart/group-view.server";
import { shopHref } from "../../lib/catalogue/shop-view";
import { requireSignedIn } from "../../lib/require-user.server";
import { GroupLive } from "./__group-live";
import { ShareLink } from "./__share-link";
import { useGroupOrder } from "./__use-group-order";

export const meta: MetaFunction = () => [{ title: "Group order | Tiffin" }, { name: "robots", content: "noindex" }];

/**
 * /group: the owner's group order (share link, members, remove, checkout). The page runs core's
 * group-order machine from what this loader read; it makes the share link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  const api = apiFor(request, context);
  const cart = await readServerCart(api);
  if (!cart?.group) return { group: null };
  const shop = await getShop(api, cart.shop_id);
  return {
    origin: new URL(request.url).origin,
    group: {
      cartId: cart.id,
      shopId: cart.shop_id,
      token: cart.invite_token ?? "",
      shopTitle: shop.translation?.title ?? "",
      shopHref: shopHref(shop),
      members: groupMembers(cart),
    },
  };
}

/**
 * Start (from a shop page) and remove a member, as plain forms (back to /group). The group
 * machine's remove (`reply=data`) gets the API's answer as data for the machine to judge.
 */
type GroupActionResult = { error: string };

export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<GroupActionResult | GroupCallAnswer>>> {
  await requireSignedIn(request, context);
  const api = apiFor(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "start") {
    const shopId = Number(form.get("shop_id"));
    if (!Number.isSafeInteger(shopId) || shopId <= 0) return data({ error: "invalid" }, { status: 400 });
    const started = await startGroup(api, shopId);
    if (started.error) return data({ error: started.error }, { status: 400 });
    return redirect("/group");
  }
  if (intent === "kick") {
    const cart = await readServerCart(api);
    const uuid = String(form.get("uuid") ?? "");
    if (!cart?.group || !uuid) return data({ error: "invalid" }, { status: 400 });
    if (form.get("reply") === "data") {
      const answer = await groupCall(() => kickGroupMembers(api, cart.id, [uuid]));
      return data(answer, { status: answer.ok ? 200 : 400 });
    }
    const kicked = await kickMember(api, cart.id, uuid);
    if (kicked.error) return data({ error: kicked.error }, { status: 400 });
    return redirect("/group");
  }
  return data({ error: "invalid" }, { status: 400 });
}

type OwnerGroup = {
  cartId: number;
  shopId: number;
  token: string;
  shopHref: string;
  members: GroupMember[];
};

/** The open group, driven by core's group-order machine: its share link, members and error. */
function OwnerGroupView({ group, origin }: { group: OwnerGroup; origin: string }) {
  const { t } = useTranslation();
  const { cartId, shopId, token, members } = group;
  const { snapshot, send } = useGroupOrder("/group", origin, {
    role: "owner",
    group: { cartId, shopId, token, members },
  });
  const { shareLink, error } = snapshot.context;
  return (
    <>
      <GroupLive url="/group-live" onChange={() => send({ type: "group.refresh" })} />
      {error ? (
        <p role="alert" className="rounded-card border border-danger px-4 py-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <ShareLink link={shareLink ?? ""} />
      <MemberList members={snapshot.context.members} onRemove={(uuid) => send({ type: "group.kick", uuid })} />
      <Link
        to={`${group.shopHref}/checkout`}
        className="self-start rounded-card bg-primary px-4 py-2 text-sm font-semibold text-primary-fg hover:bg-primary-hover"
      >
        {t("web:group.checkout")}
      </Link>
    </>
  );
}

export default function GroupOwnerPage() {
  const page = useLoaderData<typeof loader>();
  const { group } = page;
  const failed = useActionData<typeof action>() as GroupActionResult | undefined;
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-[720px] flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">
        {group ? `${t("web:group.title")}: ${group.shopTitle}` : t("web:group.title")}
      </h1>
      {failed?.error && failed.error !== "invalid" ? (
        <p role="alert" className="rounded-card border border-danger px-4 py-2 text-sm font-medium text-danger">
          {failed.error}
        </p>
      ) : null}
      {group && "origin" in page ? (
        <OwnerGroupView key={group.cartId} group={group} origin={page.origin} />
      ) : (
        <p>
          {t("web:group.none")}{" "}
          <Link to="/" className="text-primary underline">
            {t("web:group.browse")}
          </Link>
        </p>
      )}
    </main>
  );
}
