import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { paginateSellerStocks, setSellerShopOpen, setSellerStock } from "@tiffin/api-client";
import { Badge, Button, EmptyState, Input } from "@tiffin/ui";
import { fillText } from "../../lib/i18n/content-bundles";
import { idOf } from "./__admin-view";
import { AdminNotice } from "./__notice";
import { ShopFilter } from "./__shop-filter";
import { useAdminFrame } from "./admin";
import { type AdminErrorKey, staffFailure, staffForm, staffRead, staffShopsView } from "./admin.server";

/** /admin/stock?shop=: one shop's products (the first the staff member runs by default) and whether it is open. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, shops, shop: asked } = await staffShopsView(request, context);
  const shop = shops.find((s) => s.id === asked) ?? shops[0] ?? null;
  const page = shop ? await staffRead(paginateSellerStocks(api, { shop_id: shop.id, perPage: 100 })) : null;
  const stock = shop
    ? {
        shop,
        lines: (page?.data ?? []).map((line) => ({
          stockId: line.id,
          title: [line.product_title, ...line.extras].join(" · "),
          quantity: line.quantity,
          soldOut: line.sold_out,
        })),
      }
    : null;
  return { shops, shop: shop?.id ?? null, stock };
}

export type StockActionResult = { ok: true } | { ok: false; error: AdminErrorKey };

/**
 * intent = sold-out | back (a stock's id; back with how many are on sale) or close | open (the
 * shop's id); the API checks the shop is one the staff member runs.
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<StockActionResult> {
  const read = await staffForm(request, context);
  if ("error" in read) return { ok: false, error: read.error };
  const { api, form } = read;
  const intent = form.get("intent");
  try {
    if (intent === "sold-out" || intent === "back") {
      const stock = idOf(form.get("stock"));
      if (stock === null) return { ok: false, error: "invalid" };
      const quantity = intent === "sold-out" ? 0 : Number(form.get("quantity"));
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 1_000_000 || (intent === "back" && quantity < 1)) {
        return { ok: false, error: "invalid" };
      }
      await setSellerStock(api, stock, { quantity });
      return { ok: true };
    }
    if (intent === "close" || intent === "open") {
      const shop = idOf(form.get("shop"));
      if (shop === null) return { ok: false, error: "invalid" };
      await setSellerShopOpen(api, shop, { open: intent === "open" });
      return { ok: true };
    }
  } catch (error) {
    return { ok: false, error: await staffFailure(error) };
  }
  return { ok: false, error: "invalid" };
}

export default function AdminStockPage() {
  const { shops, shop, stock } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { texts } = useAdminFrame();
  const s = texts.stock;
  return (
    <section aria-labelledby="admin-stock" className="flex min-w-0 flex-col gap-4">
      <h2 id="admin-stock" className="text-xl font-semibold">
        {texts.tabs.stock}
      </h2>
      <ShopFilter shops={shops} shop={shop} texts={texts} allowAll={false} />
      {result?.ok ? (
        <AdminNotice>{s.saved}</AdminNotice>
      ) : result ? (
        <AdminNotice tone="danger">{texts.errors[result.error]}</AdminNotice>
      ) : null}
      {stock ? (
        <>
          <Form
            method="post"
            preventScrollReset
            className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4"
          >
            <input type="hidden" name="shop" value={stock.shop.id} />
            <p className="font-semibold" data-testid="shop-open-state">
              {stock.shop.title}: {stock.shop.open ? s.shopOpen : s.shopClosed}
            </p>
            <Button
              type="submit"
              name="intent"
              value={stock.shop.open ? "close" : "open"}
              variant={stock.shop.open ? "outline" : "primary"}
            >
              {stock.shop.open ? s.close : s.open}
            </Button>
          </Form>
          {stock.lines.length === 0 ? (
            <EmptyState title={texts.empty.stock} />
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
              {stock.lines.map((line) => (
                <li
                  key={line.stockId}
                  data-stock={line.stockId}
                  className="flex min-w-0 flex-wrap items-center justify-between gap-2 p-3"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="break-words font-medium">{line.title}</span>
                    <span className="text-sm text-muted">
                      {line.soldOut ? s.soldOut : fillText(s.left, { count: line.quantity })}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge tone={line.soldOut ? "danger" : "success"}>{line.soldOut ? s.soldOut : s.inStock}</Badge>
                    <Form method="post" preventScrollReset className="flex items-end gap-2">
                      <input type="hidden" name="stock" value={line.stockId} />
                      {line.soldOut ? (
                        <Input
                          type="number"
                          name="quantity"
                          label={`${s.quantity}: ${line.title}`}
                          hideLabel
                          placeholder={s.quantity}
                          min={1}
                          max={1000000}
                          step={1}
                          required
                          defaultValue={20}
                          inputMode="numeric"
                          id={`stock-quantity-${line.stockId}`}
                          className="h-8 w-20"
                        />
                      ) : null}
                      <Button
                        type="submit"
                        name="intent"
                        value={line.soldOut ? "back" : "sold-out"}
                        size="sm"
                        variant="outline"
                        aria-label={`${line.soldOut ? s.markBack : s.markSoldOut}: ${line.title}`}
                      >
                        {line.soldOut ? s.markBack : s.markSoldOut}
                      </Button>
                    </Form>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <EmptyState title={texts.empty.stock} />
      )}
    </section>
  );
}
