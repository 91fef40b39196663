import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import {
  ApiError,
  getGroupCart,
  getProduct,
  getShop,
  insertGroupCartProducts,
  leaveGroupCart,
  toggleGroupMemberStatus,
} from "@tiffin/api-client";
import { addLine, cartFromServer, type GroupMember, insertProductBody, readShareLink } from "@tiffin/core";
import { Button, Price } from "@tiffin/ui";
import { type FormEvent, type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { MemberList } from "../../components/group/member-list";
import { ProductDialog } from "../../components/shop/product-dialog";
import { apiFor } from "../../lib/api.server";
import { isRefusal } from "../../lib/api-failure";
import { changeFromForm } from "../../lib/cart/cart-form.server";
import {
  forgetMember,
  type GroupCallAnswer,
  groupCall,
  joinGroup,
  type MemberCookie,
  memberCookie,
  memberStep,
  readMemberCookie,
} from "../../lib/cart/group-order.server";
import { groupMembers } from "../../lib/cart/group-view.server";
import { getShopMenu, orElse } from "../../lib/catalogue/catalogue.server";
import { productView } from "../../lib/catalogue/product-view";
import { useRootData } from "../../root";
import { GroupLive } from "./__group-live";
import { useGroupOrder } from "./__use-group-order";

export const meta: MetaFunction = () => [{ title: "Group order | Tiffin" }, { name: "robots", content: "noindex" }];

type Refusal = "kicked" | "invalid";

/** The API's refusal of a member call, in the page's terms. */
function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  return isRefusal(error.message, "kicked") ? "kicked" : "invalid";
}

/** The member's page without ?product: where the product dialog closes to. */
function pageHref(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("product");
  const query = search.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

function memberOf(context: Pick<AppLoadContext, "cookies">, cartId: number): MemberCookie | null {
  const member = readMemberCookie(context);
  return member?.cartId === cartId ? member : null;
}

/** /group/{cart id}?shop_id&invite: a member joins by name, adds from the owner's shop, marks done, leaves. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const cartId = Number(params.cartId);
  const url = new URL(request.url);
  const api = apiFor(request, context);
  const member = memberOf(context, cartId);
  if (url.searchParams.get("left")) return { state: "left" as const };
  const origin = url.origin;
  if (!member) {
    const link = readShareLink(`${url.pathname}${url.search}`);
    return link && link.cartId === cartId ? { state: "join" as const } : { state: "invalid" as const };
  }
  try {
    const productUuid = url.searchParams.get("product");
    const [cart, shop, menu, product] = await Promise.all([
      getGroupCart(api, cartId, { shop_id: member.shopId, user_cart_uuid: member.uuid }),
      getShop(api, member.shopId),
      orElse(getShopMenu(api, member.shopId), { recommended: [], categories: [] }),
      productUuid ? orElse(getProduct(api, productUuid), null) : Promise.resolve(null),
    ]);
    const me = cart.user_carts.find((m) => m.uuid === member.uuid);
    if (!me) return { state: "invalid" as const };
    return {
      state: "member" as const,
      origin,
      cartId,
      shopTitle: shop.translation?.title ?? "",
      members: groupMembers(cart),
      uuid: member.uuid,
      products: menu.categories.flatMap((category) => category.products.map(productView)).filter((p) => p.stocks[0]),
      // The product dialog, with its options, add-ons and quantity, for the group's shop only.
      product: product && product.shop.id === member.shopId ? productView(product) : null,
      shopId: member.shopId,
      pageHref: pageHref(url),
      live: `/api/v1/rest/cart/${cartId}/live?user_cart_uuid=${encodeURIComponent(member.uuid)}`,
    };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || !(error instanceof ApiError)) throw error;
    // The refusal itself too, for the page's group machine to judge on a re-read.
    return { state: refusal, refusal: { statusCode: error.statusCode, message: error.message } };
  }
}

type MemberActionResult = { error?: Refusal | "name"; ok?: true };

export async function action({
  request,
  context,
  params,
}: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<MemberActionResult | GroupCallAnswer>>> {
  const cartId = Number(params.cartId);
  const url = new URL(request.url);
  const api = apiFor(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const back = `${url.pathname}${url.search}`;
  if (intent === "join") {
    const link = readShareLink(back);
    const name = String(form.get("name") ?? "").trim();
    if (!link || link.cartId !== cartId) return data({ error: "invalid" as const }, { status: 400 });
    if (!name) return data({ error: "name" as const }, { status: 400 });
    const joined = await joinGroup(api, link, name.slice(0, 60));
    if (!joined.me) return data({ error: "invalid" as const }, { status: 400 });
    return redirect(back, {
      headers: { "Set-Cookie": await memberCookie(request, { cartId, shopId: link.shopId, uuid: joined.me.uuid }) },
    });
  }
  const member = memberOf(context, cartId);
  if (!member) return data({ error: "invalid" as const }, { status: 400 });
  if (intent === "add") {
    // The dialog's line (stock, add-ons, quantity), always in the group's shop; the member's own
    // lines grow by it under the cart rules the owner's cart follows.
    form.set("shop_id", String(member.shopId));
    const change = changeFromForm(form);
    if (change?.intent !== "add") return data({ error: "invalid" as const }, { status: 400 });
    try {
      const cart = await getGroupCart(api, cartId, { shop_id: member.shopId, user_cart_uuid: member.uuid });
      const mine = cart.user_carts.findIndex((m) => m.uuid === member.uuid);
      if (mine < 0) return data({ error: "invalid" as const }, { status: 400 });
      const previous = cartFromServer({ ...cart, currency_id: cart.currency_id ?? undefined }, mine);
      const next = addLine(previous, change.line);
      const body = insertProductBody(previous, next.cart, { currency_id: cart.currency_id ?? 1 });
      if (body) await insertGroupCartProducts(api, { ...body, cart_id: cartId, user_cart_uuid: member.uuid });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return data({ error: refusal }, { status: 400 });
    }
    // A plain form post goes back to the page; the dialog's fetcher gets its answer and closes.
    return form.has("redirectTo") ? redirect(pageHref(url)) : data({ ok: true });
  }
  if (form.get("reply") === "data" && (intent === "toggle" || intent === "leave")) {
    // The group machine's steps: the API's answer as data, for the machine to judge.
    const answer = await groupCall(() =>
      intent === "toggle"
        ? toggleGroupMemberStatus(api, member.uuid, cartId)
        : leaveGroupCart(api, cartId, member.uuid),
    );
    const headers = answer.ok && intent === "leave" ? { "Set-Cookie": await forgetMember() } : undefined;
    return data<GroupCallAnswer>(answer, { status: answer.ok ? 200 : 400, ...(headers ? { headers } : {}) });
  }
  if (intent === "done" || intent === "choose" || intent === "leave") {
    const status = form.get("status") === "done" ? "done" : "choosing";
    const result = await memberStep(api, member, intent, status);
    if (result.left) return redirect(`${url.pathname}?left=1`, { headers: { "Set-Cookie": await forgetMember() } });
    if (result.kicked) return data({ error: "kicked" as const }, { status: 400 });
    return redirect(back);
  }
  return data({ error: "invalid" as const }, { status: 400 });
}

type JoinedPage = {
  origin: string;
  cartId: number;
  shopId: number;
  uuid: string;
  members: GroupMember[];
  live: string;
};

/**
 * The joined member's part of the page, driven by core's group-order machine: the member's status
 * and steps (done, choose again, leave), the members, and being removed (the machine learns it on
 * a re-read the live socket asks for). Each step is also a plain form for a page without scripts.
 */
function MemberGroupView({ page, busy, children }: { page: JoinedPage; busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = page.members.find((m) => m.uuid === page.uuid) ?? { uuid: page.uuid, name: "", status: "choosing" };
  const { snapshot, send, ended } = useGroupOrder(`/group/${page.cartId}`, page.origin, {
    role: "member",
    joined: { cartId: page.cartId, shopId: page.shopId, me, members: page.members },
  });
  const left = snapshot.matches({ member: "left" });
  useEffect(() => {
    if (left) navigate(`/group/${page.cartId}?left=1`, { replace: true });
  }, [left, navigate, page.cartId]);
  if (snapshot.matches({ member: "kicked" })) {
    return (
      <p role="alert" className="rounded-card border border-danger px-4 py-2 text-sm font-medium text-danger">
        {t(`web:group.${ended}`)}
      </p>
    );
  }
  const { context } = snapshot;
  const status = context.me?.status ?? me.status;
  const stepping = !snapshot.matches({ member: "choosing" }) && !snapshot.matches({ member: "done" });
  const step =
    (event: { type: "group.done" } | { type: "group.choose" } | { type: "group.leave" }) =>
    (submitted: FormEvent<HTMLFormElement>) => {
      submitted.preventDefault();
      send(event);
    };
  return (
    <>
      <GroupLive url={page.live} onChange={() => send({ type: "group.refresh" })} />
      {context.error ? (
        <p role="alert" className="rounded-card border border-danger px-4 py-2 text-sm font-medium text-danger">
          {context.error}
        </p>
      ) : null}
      <section aria-labelledby="group-mine-heading" className="flex flex-col gap-2">
        <h2 id="group-mine-heading" className="text-lg font-semibold">
          {t("web:group.yourItems")} ({context.me?.name ?? me.name}, {t(`web:group.${status}`)})
        </h2>
        <div className="flex flex-wrap gap-2">
          <Form method="post" onSubmit={step({ type: status === "done" ? "group.choose" : "group.done" })}>
            <input type="hidden" name="status" value={status} />
            <input type="hidden" name="intent" value={status === "done" ? "choose" : "done"} />
            <Button type="submit" disabled={busy || stepping}>
              {status === "done" ? t("web:group.markChoosing") : t("web:group.markDone")}
            </Button>
          </Form>
          <Form method="post" onSubmit={step({ type: "group.leave" })}>
            <input type="hidden" name="intent" value="leave" />
            <input type="hidden" name="status" value={status} />
            <Button type="submit" variant="outline" disabled={busy || stepping}>
              {t("web:group.leave")}
            </Button>
          </Form>
        </div>
      </section>
      <MemberList members={context.members} canRemove={false} me={page.uuid} />
      {left ? null : children}
    </>
  );
}

export default function GroupMemberPage() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as MemberActionResult | undefined;
  const busy = useNavigation().state !== "idle";
  const { t } = useTranslation();
  const currency = useRootData()?.currency ?? null;
  const refusal =
    page.state === "kicked" || failed?.error === "kicked"
      ? "kicked"
      : page.state === "invalid" || failed?.error === "invalid"
        ? "invalid"
        : null;
  return (
    <main className="mx-auto flex max-w-[720px] flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">
        {page.state === "member" ? `${t("web:group.title")}: ${page.shopTitle}` : t("web:group.memberTitle")}
      </h1>
      {refusal ? (
        <p role="alert" className="rounded-card border border-danger px-4 py-2 text-sm font-medium text-danger">
          {t(`web:group.${refusal}`)}
        </p>
      ) : null}
      {page.state === "left" ? <p role="status">{t("web:group.left")}</p> : null}
      {page.state === "join" && !refusal ? (
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="join" />
          <label htmlFor="group-name" className="text-sm font-medium">
            {t("web:group.yourName")}
          </label>
          <input
            id="group-name"
            name="name"
            required
            maxLength={60}
            autoComplete="given-name"
            aria-invalid={failed?.error === "name" || undefined}
            aria-describedby={failed?.error === "name" ? "group-name-error" : undefined}
            className="rounded-card border border-border bg-surface px-3 py-2"
          />
          {failed?.error === "name" ? (
            <p id="group-name-error" role="alert" className="text-sm text-danger">
              {t("web:group.nameRequired")}
            </p>
          ) : null}
          <Button type="submit" disabled={busy} className="self-start">
            {t("web:group.join")}
          </Button>
        </Form>
      ) : null}
      {page.state === "member" ? (
        <MemberGroupView key={page.uuid} page={page} busy={busy}>
          <section aria-labelledby="group-menu-heading" className="flex flex-col gap-2">
            <h2 id="group-menu-heading" className="text-lg font-semibold">
              {t("web:group.menu")}
            </h2>
            <ul className="flex flex-col gap-2">
              {page.products.map((product) => (
                <li
                  key={product.id}
                  className="flex items-center justify-between gap-3 rounded-card border border-border p-3"
                >
                  <span className="flex flex-col">
                    <span className="font-medium">{product.title}</span>
                    <Price amount={product.price} currency={currency} />
                  </span>
                  <Link
                    to={`${page.pageHref}${page.pageHref.includes("?") ? "&" : "?"}product=${encodeURIComponent(product.uuid)}`}
                    preventScrollReset
                    aria-label={t("web:group.add", { title: product.title })}
                    className="flex h-9 min-w-9 items-center justify-center rounded-full bg-primary px-3 font-semibold text-primary-fg hover:bg-primary-hover"
                  >
                    +
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {page.product ? (
            <ProductDialog
              key={page.product.uuid}
              product={page.product}
              shopId={page.shopId}
              closeHref={page.pageHref}
              action={page.pageHref}
            />
          ) : null}
        </MemberGroupView>
      ) : null}
    </main>
  );
}
