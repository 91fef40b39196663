import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getShop } from "@tiffin/api-client";
import { groupShareLink } from "@tiffin/core";
import { useTranslation } from "react-i18next";
import { MemberList } from "../../components/group/member-list";
import { apiFor } from "../../lib/api.server";
import { readServerCart } from "../../lib/cart/cart.server";
import { kickMember, startGroup } from "../../lib/cart/group-order.server";
import { groupMembers } from "../../lib/cart/group-view.server";
import { shopHref } from "../../lib/catalogue/shop-view";
import { requireSignedIn } from "../../lib/require-user.server";
import { GroupLive } from "./__group-live";
import { ShareLink } from "./__share-link";

export const meta: MetaFunction = () => [{ title: "Group order | Tiffin" }, { name: "robots", content: "noindex" }];

/** /group: the owner's group order (share link, members, remove, checkout). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  const api = apiFor(request, context);
  const cart = await readServerCart(api);
  if (!cart?.group) return { group: null };
  const shop = await getShop(api, cart.shop_id);
  const origin = new URL(request.url).origin;
  return {
    group: {
      cartId: cart.id,
      shopTitle: shop.translation?.title ?? "",
      shopHref: shopHref(shop),
      shareLink: groupShareLink(origin, cart.id, cart.shop_id, cart.invite_token ?? ""),
      members: groupMembers(cart),
    },
  };
}

/** Start (from a shop page) and remove a member: both through core's groupOrder machine. */
type GroupActionResult = { error: string };

export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<GroupActionResult>>> {
  await requireSignedIn(request, context);
  const api = apiFor(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "start") {
    const shopId = Number(form.get("shop_id"));
    if (!Number.isSafeInteger(shopId) || shopId <= 0) return data({ error: "invalid" }, { status: 400 });
    const started = await startGroup(api, shopId, new URL(request.url).origin);
    if (started.error) return data({ error: started.error }, { status: 400 });
    return redirect("/group");
  }
  if (intent === "kick") {
    const cart = await readServerCart(api);
    const uuid = String(form.get("uuid") ?? "");
    if (!cart?.group || !uuid) return data({ error: "invalid" }, { status: 400 });
    const kicked = await kickMember(api, cart.id, uuid);
    if (kicked.error) return data({ error: kicked.error }, { status: 400 });
    return redirect("/group");
  }
  return data({ error: "invalid" }, { status: 400 });
}

export default function GroupOwnerPage() {
  const { group } = useLoaderData<typeof loader>();
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
      {group ? (
        <>
          <GroupLive url="/group-live" />
          <ShareLink link={group.shareLink} />
          <MemberList members={group.members} />
          <Link
            to={`${group.shopHref}/checkout`}
            className="self-start rounded-card bg-primary px-4 py-2 text-sm font-semibold text-primary-fg hover:bg-primary-hover"
          >
            {t("web:group.checkout")}
          </Link>
        </>
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
