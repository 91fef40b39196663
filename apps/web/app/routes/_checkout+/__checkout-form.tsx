import { useFetcher, useNavigate, useNavigation } from "@remix-run/react";
import { checkoutMachine, checkoutTotal, type OrderRequest } from "@tiffin/core";
import { Price } from "@tiffin/ui";
import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { MinimumOrderNote } from "../../components/cart/minimum-order-note";
import { TotalsRows } from "../../components/cart/totals-rows";
import { useOptionLabel } from "../../components/shop/use-option-label";
import { useRootData } from "../../root";
import { messageKey } from "./__machine-messages";
import type { loader } from "./restaurant.$id_.checkout";

type Data = Awaited<ReturnType<typeof loader>>;
type Ready = Extract<Data, { signedIn: true }>;

const TIP_PRESETS = [0, 1, 2, 5];

async function postJson<T>(body: unknown): Promise<T> {
  const response = await fetch("/checkout/order", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response
    .json()
    .catch(() => ({ ok: false, message: "Error occured. Please, try again later" }))) as
    | ({ ok: true } & T)
    | { ok: false; message: string };
  if (!answer.ok) throw new Error(answer.message);
  return answer;
}

// min-w-0: a fieldset is as wide as its widest unbreakable content by default, which pushed
// checkout past a phone's width.
const box = "flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface p-4";
const chip =
  "flex cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring";

export function CheckoutForm({
  data,
  actionError,
}: {
  data: Data;
  actionError: { message: string; field?: string } | null;
}) {
  const { t } = useTranslation();
  if (!data.signedIn) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-bold">{data.texts.title}</h1>
        <p role="alert" className="font-medium">
          {t("errors:catalogue.loginFirst")}
        </p>
        <a
          href={data.loginHref}
          className="rounded-full bg-primary px-6 py-2.5 font-semibold text-primary-fg hover:bg-primary-hover"
        >
          {t("web:checkoutPage.signIn")}
        </a>
      </section>
    );
  }
  if (data.cartId === null || data.cartShopId !== data.shop.id) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-bold">{data.texts.title}</h1>
        <p>{data.cartId === null ? t("web:checkoutPage.emptyCart") : t("web:checkoutPage.otherShop")}</p>
        <a href="/cart" className="font-semibold text-primary hover:underline">
          {t("web:checkoutPage.backToCart")}
        </a>
      </section>
    );
  }
  return <CheckoutEditor data={data} actionError={actionError} />;
}

function CheckoutEditor({
  data: first,
  actionError,
}: {
  data: Ready;
  actionError: { message: string; field?: string } | null;
}) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const root = useRootData();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const refresh = useFetcher<typeof loader>();
  const data = refresh.data?.signedIn ? refresh.data : first;
  const { texts, choice, schedule, totals } = data;
  const form = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const rate = root?.currency?.rate ?? 1;

  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        createOrder: fromPromise(async ({ input }: { input: OrderRequest }) =>
          postJson<{ id: number }>({ intent: "order", order: input }),
        ),
        startPayment: fromPromise(async ({ input }: { input: { orderId: number; tag: string } }) =>
          postJson<{ url: string }>({ intent: "pay", order_id: input.orderId, tag: input.tag }),
        ),
      },
      actions: {
        redirect: (_, { url }) => window.location.assign(url),
      },
    }),
    {
      input: {
        cartId: first.cartId ?? 0,
        currencyId: root?.currency?.id ?? 0,
        // The page's currency: the machine's total is in it, as the API's calculate is.
        rate,
        shop: {
          id: first.shop.id,
          price: first.shop.price,
          price_per_km: first.shop.price_per_km,
          tax: first.shop.tax,
          location: first.shop.location,
          schedule: { shop_working_days: first.shop.shop_working_days, shop_closed_date: first.shop.shop_closed_date },
        },
        lines: first.lines,
        serviceFee: first.serviceFee,
        phoneRequired: first.phoneRequired,
        walletBalance: Math.round((first.walletBalance ?? 0) * 100),
        today: schedule.today,
        now: schedule.now,
        idempotencyKey: first.idempotencyKey,
      },
    },
  );

  const orderId = snapshot.context.orderId;
  useEffect(() => {
    if (snapshot.status === "done" && snapshot.matches("done") && orderId) navigate(`/orders/${orderId}`);
  }, [snapshot, orderId, navigate]);

  /** Totals, slots and the coupon follow every choice: the loader answers for the form's values. */
  const reload = () => {
    if (!form.current) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form.current)) {
      if (typeof value === "string" && !["idempotency_key", "note"].includes(key)) params.append(key, value);
    }
    refresh.load(`${first.pathname}?${params}`);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    tellMachine(new FormData(event.currentTarget));
    if (target.type === "radio" || target.tagName === "SELECT") reload();
  };

  /** What the machine was last told of the form (see the loader's effect below). */
  const told = useRef("");

  /** The form's choices, told to the machine: it checks them with core's rules and keeps the total. */
  const tellMachine = (values: FormData, onlyIfChanged = false) => {
    if (!snapshot.matches("editing")) return;
    const get = (name: string) => String(values.get(name) ?? "");
    const type = get("type") === "pickup" ? "pickup" : "delivery";
    const place = data.places.find((p) => p.key === get("address"));
    const tips = Number(get("tips_custom") || get("tips") || 0);
    const coupon = data.coupon?.ok ? data.coupon : null;
    const choices = JSON.stringify([type, place?.key, tips, coupon?.code, coupon?.coupon]);
    if (onlyIfChanged && choices === told.current) return;
    told.current = choices;
    send({ type: "checkout.setType", deliveryType: type });
    if (type === "delivery" && place)
      send({ type: "checkout.setAddress", address: { address: place.address, location: place.location } });
    send({ type: "checkout.setTips", tips: Number.isFinite(tips) ? tips : 0 });
    send({
      type: "checkout.setCoupon",
      coupon: coupon
        ? { code: coupon.code, type: coupon.coupon.type, price: coupon.coupon.price, for: coupon.coupon.for }
        : null,
    });
  };

  /** At submit, the rest of the form too: day, slot, phone, note and payment. */
  const tellMachineAll = (values: FormData) => {
    if (!snapshot.matches("editing")) return;
    tellMachine(values);
    const get = (name: string) => String(values.get(name) ?? "");
    if (get("date")) send({ type: "checkout.setDate", date: get("date") });
    if (get("time")) send({ type: "checkout.setTime", time: get("time") });
    send({ type: "checkout.setPhone", phone: get("phone") });
    send({ type: "checkout.setNote", note: get("note") });
    const payment = data.payments.find((p) => String(p.id) === get("payment_id"));
    if (payment) send({ type: "checkout.setPayment", payment: { id: payment.id, tag: payment.tag } });
  };

  // Each answer of the loader (the coupon checked, the slots of a day) and the first render: the
  // machine learns the form's choices, so the total the page shows is the machine's. Only what
  // changed: an answer that arrives after the order was refused (the customer chose, then placed
  // the order at once) must not clear the refusal with the choices the machine already has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tellMachine reads the latest data
  useEffect(() => {
    if (form.current) tellMachine(new FormData(form.current), true);
  }, [data]);

  /** The machine checks the form's values with core's rules, then places the order (once). */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!snapshot.matches("editing")) return;
    setTried(true);
    tellMachineAll(new FormData(event.currentTarget));
    send({ type: "checkout.submit" });
  };

  const busy =
    navigation.state !== "idle" ||
    snapshot.matches("submitting") ||
    snapshot.matches("paying") ||
    snapshot.matches("redirected");
  const machineError = snapshot.context.error;
  const errorText = (message: string) => {
    const key = messageKey(message);
    return key ? t(key) : message;
  };
  // The machine's checks speak once the customer has tried to place the order.
  const error = (tried ? machineError : null) ?? actionError?.message ?? null;
  const paymentLabel = (tag: string) =>
    tag === "cash"
      ? texts["payment.cash"]
      : tag === "wallet"
        ? texts["payment.wallet"]
        : tag === "sandbox"
          ? t("web:checkoutPage.sandbox")
          : tag === "stripe"
            ? t("web:checkoutPage.stripe")
            : tag;

  return (
    <form
      ref={form}
      method="post"
      onChange={onChange}
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy={busy}
    >
      <input type="hidden" name="idempotency_key" value={first.idempotencyKey} />
      <input type="hidden" name="cart_id" value={first.cartId ?? ""} />
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{texts.title}</h1>
        <p className="text-sm text-muted">
          <a
            href={`/${first.shop.type === "shop" ? "shop" : "restaurant"}/${first.shop.id}`}
            className="hover:underline"
          >
            {first.shop.translation?.title}
          </a>
        </p>

        <fieldset className={box}>
          <legend className="sr-only">
            {texts.delivery} / {texts.pickup}
          </legend>
          <div className="flex gap-2">
            {(["delivery", "pickup"] as const).map((type) => (
              <label key={type} className={chip}>
                <input
                  type="radio"
                  name="type"
                  value={type}
                  defaultChecked={choice.type === type}
                  className="accent-primary"
                />
                {texts[type]}
              </label>
            ))}
          </div>
        </fieldset>

        {choice.type === "delivery" ? (
          <fieldset className={box}>
            <legend className="px-1 font-semibold">{texts.deliveryAddress}</legend>
            {data.places.map((place) => (
              <label key={place.key} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="address"
                  value={place.key}
                  defaultChecked={choice.address === place.key}
                  className="mt-1 accent-primary"
                />
                <span>
                  <span className="font-medium">
                    {place.key === "current" ? t("web:checkoutPage.currentAddress") : place.label}
                  </span>
                  <span className="block text-muted">{place.address || t("web:defaultAddress")}</span>
                </span>
              </label>
            ))}
            <a
              href={`/address?redirectTo=${encodeURIComponent(first.pathname)}`}
              className="text-sm font-medium text-primary hover:underline"
            >
              {t("web:checkoutPage.changeAddress")}
            </a>
            {data.totalsError ? (
              <p role="alert" className="text-sm font-medium text-danger" data-testid="zone-error">
                {errorText(data.totalsError)}
              </p>
            ) : null}
          </fieldset>
        ) : null}

        <fieldset className={box}>
          <legend className="px-1 font-semibold">
            {choice.type === "delivery" ? texts.deliveryTime : texts.pickupTime}
          </legend>
          <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
            <legend className="sr-only">{texts.chooseDay}</legend>
            {schedule.days.map((day) => (
              <label key={day.date} className={chip}>
                <input
                  type="radio"
                  name="date"
                  value={day.date}
                  defaultChecked={choice.date === day.date}
                  className="sr-only"
                />
                <span>
                  {t(`web:weekday.${day.weekday}`)} {day.date.slice(8)}
                  {day.closed ? <span className="text-xs text-muted"> · {t("web:checkoutPage.closed")}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          {schedule.closedDay ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {t("errors:validation.shopClosedChooseAnotherDay")}
            </p>
          ) : schedule.slots.length === 0 ? (
            <p className="text-sm text-muted">{t("web:checkoutPage.noSlots")}</p>
          ) : (
            <label className="flex flex-col gap-1 text-sm font-medium">
              {texts.chooseTime}
              <select
                key={`${choice.date}-${choice.time}`}
                name="time"
                defaultValue={choice.time}
                className="h-10 rounded-lg border border-border bg-surface px-3"
              >
                {schedule.slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>

        <fieldset className={box}>
          <legend className="sr-only">{texts.note}</legend>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {texts.note}
            <textarea
              name="note"
              defaultValue={choice.note}
              maxLength={1000}
              rows={2}
              className="rounded-lg border border-border bg-surface px-3 py-2"
            />
          </label>
          {data.phoneRequired ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              {texts.phone}
              <input
                type="tel"
                name="phone"
                autoComplete="tel"
                defaultValue={choice.phone}
                required
                className="h-10 rounded-lg border border-border bg-surface px-3"
              />
            </label>
          ) : null}
        </fieldset>

        <fieldset className={box}>
          <legend className="px-1 font-semibold">{texts.promoCode}</legend>
          <div className="flex gap-2">
            <label className="sr-only" htmlFor="coupon">
              {texts.promoCode}
            </label>
            <input
              id="coupon"
              name="coupon"
              defaultValue={choice.coupon}
              autoComplete="off"
              className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3"
            />
            <button
              type="submit"
              formMethod="get"
              onClick={(event) => {
                event.preventDefault();
                reload();
              }}
              className="h-10 rounded-full border border-border px-4 text-sm font-semibold hover:bg-surface-hover"
            >
              {t("web:checkoutPage.apply")}
            </button>
          </div>
          {data.coupon ? (
            data.coupon.ok ? (
              <p role="status" className="text-sm font-medium text-success" data-testid="coupon-result">
                {t("web:checkoutPage.couponApplied")}
                {totals?.coupon_price ? (
                  <>
                    {" "}
                    −<Price amount={totals.coupon_price} currency={root?.currency} />
                  </>
                ) : null}
              </p>
            ) : (
              <p role="alert" className="text-sm font-medium text-danger" data-testid="coupon-result">
                {data.coupon.message}
              </p>
            )
          ) : null}
        </fieldset>

        {choice.type === "delivery" ? (
          <fieldset className={box}>
            <legend className="px-1 font-semibold">{texts.tips}</legend>
            <div className="flex flex-wrap items-center gap-2">
              {TIP_PRESETS.map((amount) => (
                <label key={amount} className={chip}>
                  <input
                    type="radio"
                    name="tips"
                    value={amount}
                    defaultChecked={choice.tips === amount}
                    className="sr-only"
                  />
                  {amount === 0 ? t("web:checkoutPage.noTip") : <Price amount={amount} currency={root?.currency} />}
                </label>
              ))}
              <label className="flex items-center gap-2 text-sm">
                {t("web:checkoutPage.customTip")}
                <input
                  type="number"
                  name="tips_custom"
                  min={0}
                  step="0.5"
                  inputMode="decimal"
                  defaultValue={TIP_PRESETS.includes(choice.tips) ? "" : choice.tips}
                  onBlur={reload}
                  className="h-10 w-24 rounded-lg border border-border bg-surface px-3"
                />
              </label>
            </div>
          </fieldset>
        ) : null}

        <fieldset className={box}>
          <legend className="px-1 font-semibold">{texts.paymentMethod}</legend>
          {data.payments.map((payment) => (
            <label key={payment.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment_id"
                value={payment.id}
                defaultChecked={choice.paymentId === payment.id}
                className="accent-primary"
              />
              <span className="font-medium">{paymentLabel(payment.tag)}</span>
              {payment.tag === "wallet" && data.walletBalance !== null ? (
                <span className="text-muted" data-testid="wallet-balance">
                  ({t("web:checkoutPage.walletBalance", { amount: "" })}
                  <Price amount={data.walletBalance} currency={root?.currency} />)
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
      </div>

      <aside className={`${box} h-fit md:sticky md:top-20`} aria-labelledby="summary-title">
        <h2 id="summary-title" className="font-semibold">
          {t("web:checkoutPage.yourOrder")}
        </h2>
        <ul className="flex flex-col divide-y divide-border text-sm" data-testid="checkout-items">
          {data.items.map((item) => (
            <li key={item.key} className="flex flex-col gap-0.5 py-2 first:pt-0" data-testid="checkout-item">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.title}
                </span>
                <Price
                  amount={Math.round(item.unitPrice * item.quantity * 100) / 100}
                  currency={root?.currency}
                  className="shrink-0"
                />
              </div>
              {item.optionValues.length ? (
                <span className="text-xs text-muted">{optionLabel(item.optionValues)}</span>
              ) : null}
              {item.addons.length ? (
                <ul className="flex flex-col text-xs text-muted" aria-label={t("cart:addons")}>
                  {item.addons.map((addon) => (
                    <li key={addon.stockId}>+ {addon.title}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {totals ? (
          <dl className="flex flex-col gap-1 text-sm" data-testid="checkout-totals">
            <TotalsRows
              totals={totals}
              total={checkoutTotal(snapshot.context)}
              totalClassName="border-t border-border pt-2"
              totalTestId="checkout-total"
            />
          </dl>
        ) : null}
        <noscript>
          <button
            type="submit"
            formMethod="get"
            className="h-10 w-full rounded-full border border-border text-sm font-semibold hover:bg-surface-hover"
          >
            {t("web:checkoutPage.updateTotals")}
          </button>
        </noscript>
        {error ? (
          <p
            role="alert"
            className="rounded-card bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
            data-testid="checkout-error"
          >
            {errorText(error)}
          </p>
        ) : null}
        {data.minimum ? <MinimumOrderNote shortfall={data.minimum} id="checkout-minimum" /> : null}
        <button
          type="submit"
          disabled={busy || data.minimum !== null}
          aria-describedby={data.minimum ? "checkout-minimum" : undefined}
          className="h-12 rounded-full bg-primary px-6 font-semibold text-primary-fg hover:bg-primary-hover disabled:opacity-60"
        >
          {busy ? t("web:checkoutPage.placing") : texts.placeOrder}
        </button>
      </aside>
    </form>
  );
}
