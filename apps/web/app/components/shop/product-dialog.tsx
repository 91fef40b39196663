import { useFetcher, useSearchParams } from "@remix-run/react";
import { priceWithAddons } from "@tiffin/core";
import { Price } from "@tiffin/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductView } from "../../lib/catalogue/product-view";
import { useRootData } from "../../root";
import { type OneShopLine, OneShopQuestion } from "../cart/one-shop-question";
import { RouteDialog, useCloseRouteDialog } from "../layout/route-dialog";
import { useOptionLabel } from "./use-option-label";

export interface ProductDialogProps {
  product: ProductView;
  shopId: number;
  /** The shop page without ?product: where closing and a plain form post lead. */
  closeHref: string;
  /** Where the line is posted: the cart, or a group order member's page. */
  action?: string;
}

/**
 * The product opened inside its shop: a centred dialog from 576px, a bottom sheet below.
 * The server renders it open with a real form to /cart, so it works before JavaScript; once
 * hydrated it becomes a modal <dialog> (focus kept inside, Escape closes) and adds through a
 * fetcher, so the header's count moves at once.
 */
export function ProductDialog({ product, shopId, closeHref, action = "/cart" }: ProductDialogProps) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const root = useRootData();
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const [params] = useSearchParams();
  // The line waiting for the one-shop answer: from the fetcher (JavaScript) or the query (plain post).
  const [conflict, setConflict] = useState<OneShopLine | null>(() =>
    params.get("cart_error") === "oneShop"
      ? {
          shopId,
          stockId: params.get("stock_id") ?? "",
          quantity: params.get("quantity") ?? "1",
          addons: (params.get("addons") ?? "").split(",").filter(Boolean),
        }
      : null,
  );
  const firstInStock = product.stocks.find((stock) => stock.quantity > 0) ?? product.stocks[0];
  const [stockId, setStockId] = useState(firstInStock?.id ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [addons, setAddons] = useState<number[]>([]);
  const stock = product.stocks.find((s) => s.id === stockId) ?? firstInStock;
  const available = stock?.quantity ?? 0;
  // One of each chosen addon per item, as the cart line will hold it.
  const total = priceWithAddons(
    stock?.price ?? 0,
    (stock?.addons ?? []).filter((a) => addons.includes(a.stockId)).map((a) => ({ price: a.price, quantity: 1 })),
    quantity,
  );

  const clampQuantity = (value: number, inStock: number) => Math.max(1, Math.min(Math.max(1, inStock), value || 1));

  // The server's form works before JavaScript: what the customer chose or typed in it before the
  // page became interactive is what React starts from, not the defaults it rendered with (else
  // the next render would put the quantity back to 1 under their eyes).
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the server's form is taken over.
  useEffect(() => {
    if (!form.current) return;
    const chosen = new FormData(form.current);
    const chosenStock = product.stocks.find((s) => String(s.id) === chosen.get("stock_id")) ?? firstInStock;
    if (chosenStock) setStockId(chosenStock.id);
    setQuantity(clampQuantity(Number(chosen.get("quantity")), chosenStock?.quantity ?? 0));
    setAddons(chosen.getAll("addon").map(Number));
  }, []);

  const close = useCloseRouteDialog(closeHref);
  const closeAfterAdd = useRef(close);
  closeAfterAdd.current = close;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) closeAfterAdd.current();
  }, [fetcher.state, fetcher.data]);

  const lastPosted = useRef<FormData | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data?.error !== "oneShop" || !lastPosted.current) return;
    const posted = lastPosted.current;
    setConflict({
      shopId,
      stockId: String(posted.get("stock_id") ?? ""),
      quantity: String(posted.get("quantity") ?? "1"),
      addons: posted.getAll("addon").map(String),
    });
  }, [fetcher.state, fetcher.data, shopId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.delete("redirectTo");
    lastPosted.current = data;
    fetcher.submit(data, { method: "post", action });
  };

  const error = fetcher.data && !fetcher.data.ok && fetcher.data.error !== "oneShop" ? fetcher.data.error : null;
  return (
    <RouteDialog
      title={product.title}
      closeHref={closeHref}
      closeLabel={t("shop:product.close")}
      className="max-modal:max-w-none"
    >
      {product.img ? (
        <img
          src={product.img}
          alt=""
          width={640}
          height={400}
          className="aspect-[16/10] w-full rounded-lg bg-surface-muted object-cover"
        />
      ) : null}
      {product.description ? <p className="text-sm text-muted">{product.description}</p> : null}
      {conflict ? (
        <OneShopQuestion
          line={conflict}
          returnTo={closeHref}
          onClearAndAdd={(form) => {
            setConflict(null);
            fetcher.submit(form, { method: "post", action: "/cart" });
          }}
          onKeep={() => setConflict(null)}
        />
      ) : null}
      <form ref={form} method="post" action={action} onSubmit={onSubmit} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="shop_id" value={shopId} />
        <input type="hidden" name="redirectTo" value={closeHref} />
        <input type="hidden" name="product" value={product.uuid} />
        {product.stocks.length > 1 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t("shop:product.options")}</legend>
            {product.stocks.map((option) => (
              <label
                key={option.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="stock_id"
                    value={option.id}
                    checked={option.id === stock?.id}
                    disabled={option.quantity <= 0}
                    onChange={() => {
                      setStockId(option.id);
                      setAddons([]);
                    }}
                    className="accent-primary"
                  />
                  {optionLabel(option.values) || product.title}
                </span>
                <Price amount={option.price} currency={root?.currency} />
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="stock_id" value={stock?.id ?? ""} />
        )}
        {stock?.addons.length ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t("shop:product.addons")}</legend>
            {stock.addons.map((addon) => (
              <label key={addon.stockId} className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="addon"
                    value={addon.stockId}
                    checked={addons.includes(addon.stockId)}
                    onChange={(event) =>
                      setAddons((current) =>
                        event.target.checked
                          ? [...current, addon.stockId]
                          : current.filter((id) => id !== addon.stockId),
                      )
                    }
                    className="accent-primary"
                  />
                  {addon.title}
                </span>
                <Price amount={addon.price} currency={root?.currency} className="text-muted" />
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("shop:product.quantity")}
            <input
              type="number"
              name="quantity"
              min={1}
              max={Math.max(1, available)}
              value={quantity}
              onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), available))}
              className="h-10 w-24 rounded-lg border border-border bg-surface px-3"
            />
          </label>
          {available > 0 ? (
            <span className="text-xs text-muted">{t("shop:product.inStock", { count: available })}</span>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {t(`web:cartError.${error}`)}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
          <div className="flex flex-col">
            <span className="text-xs text-muted">{t("shop:product.total")}</span>
            <Price amount={total} currency={root?.currency} className="text-lg" />
          </div>
          <button
            type="submit"
            disabled={available <= 0 || fetcher.state !== "idle"}
            className="h-11 rounded-full bg-primary px-6 font-semibold text-primary-fg hover:bg-primary-hover disabled:opacity-50"
          >
            {available > 0 ? t("shop:product.addToCart") : t("errors:catalogue.outOfStock")}
          </button>
        </div>
      </form>
    </RouteDialog>
  );
}
