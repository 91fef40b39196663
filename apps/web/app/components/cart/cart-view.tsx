import { type Cart, lineKey } from "@tiffin/core";
import { CloseIcon, MinusIcon, PlusIcon, Price } from "@tiffin/ui";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CartLineView, CartPageData } from "../../lib/cart/cart-view";
import { useRootData } from "../../root";
import { useOptionLabel } from "../shop/use-option-label";
import { MinimumOrderNote } from "./minimum-order-note";
import { TotalsRows } from "./totals-rows";
import { useCartMachine } from "./use-cart-machine";

export interface CartViewProps {
  data: CartPageData;
  cart: Cart;
  error?: string | null;
  headingLevel?: 1 | 2;
  /** Where plain form posts come back to (the cart page, or the page under the drawer). */
  returnTo?: string;
}

const stepButton =
  "flex size-9 items-center justify-center rounded-full hover:bg-surface-hover disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The cart: lines with picture, options and addons under their line, a quantity stepper (never
 * below 1), remove, clear, the totals and the way to checkout. Every control is a form posting to
 * /cart, so it works before JavaScript; once hydrated, core's cart machine takes the same intents.
 */
export function CartView({ data, cart: initial, error, headingLevel = 1, returnTo = "/cart" }: CartViewProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { snapshot, send, saveError } = useCartMachine(initial, data.signedIn);
  const cart = snapshot.context.cart;
  const views = new Map(data.lines.map((line) => [line.key, line]));
  const lines = cart.lines.flatMap((line) => {
    const view = views.get(lineKey(line));
    return view ? [{ view, quantity: line.quantity }] : [];
  });
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const shownError =
    snapshot.context.error ??
    (saveError ? t(`web:cartError.${saveError}`) : null) ??
    (error ? t(`web:cartError.${error}`) : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value;
    const key = String(new FormData(event.currentTarget).get("key") ?? "");
    if (intent === "clear") send({ type: "cart.clear" });
    const line = cart.lines.find((l) => lineKey(l) === key);
    if (!line) return;
    if (intent === "increase") send({ type: "cart.set", line: { ...line, quantity: line.quantity + 1 } });
    if (intent === "decrease") send({ type: "cart.decrease", key });
    if (intent === "remove") send({ type: "cart.remove", key });
  };

  const hidden = (key?: string): ReactNode => (
    <>
      {key ? <input type="hidden" name="key" value={key} /> : null}
      <input type="hidden" name="redirectTo" value={returnTo} />
    </>
  );

  if (lines.length === 0) {
    return (
      <section className="flex flex-col items-center gap-3 py-10 text-center" aria-labelledby="cart-title">
        <Heading id="cart-title" className="text-2xl font-bold">
          {t("cart:title")}
        </Heading>
        {shownError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {shownError}
          </p>
        ) : null}
        <p className="text-lg font-semibold">{t("cart:empty")}</p>
        <p className="text-muted">{t("cart:emptyText")}</p>
        <a href="/" className="rounded-full bg-primary px-5 py-2 font-semibold text-primary-fg hover:bg-primary-hover">
          {t("web:cartPage.browse")}
        </a>
      </section>
    );
  }

  const totals = data.totals;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="cart-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id="cart-title" className="text-2xl font-bold">
          {t("cart:title")}
        </Heading>
        {data.shop ? (
          <a href={data.shop.href} className="text-sm font-medium text-primary hover:underline">
            {t("web:cartPage.from", { shop: data.shop.title })}
          </a>
        ) : null}
      </div>
      {shownError ? (
        <p role="alert" className="rounded-card bg-danger/10 px-4 py-2 text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-border" data-testid="cart-lines">
        {lines.map(({ view, quantity }, index) => (
          <CartRow
            key={view.key}
            view={view}
            quantity={quantity}
            hidden={hidden(view.key)}
            onSubmit={onSubmit}
            eager={index < 4}
          />
        ))}
      </ul>
      <details className="self-start text-sm">
        <summary className="cursor-pointer rounded-full px-3 py-2 font-medium text-danger hover:bg-surface-hover">
          {t("cart:clear")}
        </summary>
        <form method="post" action="/cart" onSubmit={onSubmit} className="mt-2 flex flex-wrap items-center gap-3 ps-3">
          {hidden()}
          <span>{t("cart:clearConfirm")}</span>
          <button
            type="submit"
            name="intent"
            value="clear"
            className="rounded-full bg-danger px-4 py-1.5 font-semibold text-white hover:opacity-90"
          >
            {t("cart:clear")}
          </button>
        </form>
      </details>
      <dl className="flex flex-col gap-1 border-t border-border pt-3 text-sm" data-testid="cart-totals">
        {totals ? (
          <TotalsRows totals={totals} totalTestId="cart-total" />
        ) : (
          <div className="flex justify-between gap-3 text-base font-semibold">
            <dt>{t("web:totals.subtotal")}</dt>
            <dd data-testid="cart-total">
              <Price amount={data.subtotal} currency={root?.currency} />
            </dd>
          </div>
        )}
      </dl>
      {totals ? null : <p className="text-xs text-muted">{t("web:cartPage.feesAtCheckout")}</p>}
      {data.minimum ? <MinimumOrderNote shortfall={data.minimum} /> : null}
      {data.shop ? (
        <a
          href={data.shop.checkoutHref}
          className="flex h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-fg hover:bg-primary-hover"
        >
          {t("cart:checkout")}
        </a>
      ) : null}
      {snapshot.matches({ server: "saving" }) ? (
        <span className="sr-only" role="status">
          {t("web:cartPage.saving")}
        </span>
      ) : null}
    </section>
  );
}

function CartRow({
  view,
  quantity,
  hidden,
  onSubmit,
  eager,
}: {
  eager: boolean;
  view: CartLineView;
  quantity: number;
  hidden: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const root = useRootData();
  return (
    <li className="flex items-start gap-3 py-3" data-testid="cart-line">
      {view.img ? (
        <img
          src={view.img}
          alt=""
          width={64}
          height={64}
          loading={eager ? "eager" : "lazy"}
          className="size-16 shrink-0 rounded-lg bg-surface-muted object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{view.title}</p>
        {view.optionValues.length ? <p className="text-xs text-muted">{optionLabel(view.optionValues)}</p> : null}
        {view.addons.length ? (
          <ul
            className="flex flex-col gap-0.5 border-s-2 border-border ps-2 text-xs text-muted"
            aria-label={t("cart:addons")}
          >
            {view.addons.map((addon) => (
              <li key={addon.stockId} className="flex justify-between gap-2">
                <span>+ {addon.title}</span>
                <Price amount={addon.price} currency={root?.currency} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-2">
          <form
            method="post"
            action="/cart"
            onSubmit={onSubmit}
            className="inline-flex items-center gap-1 rounded-full border border-border"
          >
            {hidden}
            <button
              type="submit"
              name="intent"
              value="decrease"
              disabled={quantity <= 1}
              aria-label={t("cart:decrease", { name: view.title })}
              className={stepButton}
            >
              <MinusIcon width={16} height={16} />
            </button>
            <output
              aria-live="polite"
              className="min-w-6 text-center text-sm font-semibold tabular-nums"
              data-testid="line-quantity"
            >
              {quantity}
            </output>
            <button
              type="submit"
              name="intent"
              value="increase"
              disabled={quantity >= view.max}
              aria-label={t("cart:increase", { name: view.title })}
              className={stepButton}
            >
              <PlusIcon width={16} height={16} />
            </button>
          </form>
          <Price
            amount={Math.round(view.unitPrice * quantity * 100) / 100}
            currency={root?.currency}
            className="text-sm font-semibold"
          />
        </div>
      </div>
      <form method="post" action="/cart" onSubmit={onSubmit}>
        {hidden}
        <button
          type="submit"
          name="intent"
          value="remove"
          aria-label={t("cart:remove", { name: view.title })}
          className={stepButton}
        >
          <CloseIcon width={16} height={16} />
        </button>
      </form>
    </li>
  );
}
