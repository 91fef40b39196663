import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { addLikedShops, getShop, removeLikedShop } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { ShopGrid } from "../../components/shop/shop-grid";
import { apiFor } from "../../lib/api.server";
import { orElse } from "../../lib/catalogue/catalogue.server";
import { shopTile } from "../../lib/catalogue/shop-view";
import { likedCookie, readLiked, toggleLiked } from "../../lib/liked.server";
import { safeRedirect } from "../../lib/redirect-target";
import { readSessionUser } from "../../lib/session-user.server";

export const meta: MetaFunction = () => [
  { title: "Liked restaurants | Tiffin" },
  { name: "robots", content: "noindex" },
];

/** Toggles a shop in the liked list; a plain form post goes back to redirectTo. */
export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<{ liked: number[] }>>> {
  const form = await request.formData();
  const shopId = Number(form.get("shop_id"));
  const before = readLiked(context);
  let liked = Number.isInteger(shopId) && shopId > 0 ? toggleLiked(before, shopId) : before;
  // A signed-in user's list lives in the API too; its answer is the list the cookie keeps.
  if (liked !== before && (await readSessionUser(request, context.cloudflare.env))) {
    const api = apiFor(request, context);
    const saved = await (liked.includes(shopId) ? addLikedShops(api, [shopId]) : removeLikedShop(api, shopId)).catch(
      () => null,
    );
    if (saved) liked = saved;
  }
  const headers = { "Set-Cookie": await likedCookie(liked) };
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string") return redirect(safeRedirect(redirectTo), { headers });
  return data({ liked }, { headers });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const shops = await Promise.all(readLiked(context).map((id) => orElse(getShop(api, id), null)));
  return { shops: shops.filter((shop) => shop !== null).map(shopTile) };
}

export default function LikedPage() {
  const { shops } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-[1140px] flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("web:liked")}</h1>
      {shops.length === 0 ? (
        <EmptyState title={t("web:likedEmpty")} />
      ) : (
        <ShopGrid shops={shops} label={t("web:liked")} />
      )}
    </main>
  );
}
