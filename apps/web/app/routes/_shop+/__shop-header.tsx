import type { Shop } from "@tiffin/api-client";
import { Price, RatingStars } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { useLikeToggle } from "../../components/shop/like-toggle";
import { useOpenNow } from "../../lib/catalogue/open-now";
import { useRootData } from "../../root";

function hours(value: string) {
  return value.replace("-", ":");
}

/** Logo, name, rating, delivery time and fee, open or closed, and the week's working hours. */
export function ShopHeader({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const root = useRootData();
  const { liked, toggle } = useLikeToggle(shop.id);
  const title = shop.translation?.title ?? shop.slug;
  // Judged from the hours on the reader's clock, never from when the HTML was rendered.
  // A shop its manager has closed is closed whatever the hours.
  // A shop its staff closed for now says so in SPEC.md's words ("Shop is closed"), from the server's
  // first paint, since that does not depend on the clock.
  const withinHours = useOpenNow(shop, shop.time_zone);
  const open = !shop.open ? false : withinHours;
  return (
    <header className="flex flex-col gap-4">
      {shop.background_img ? (
        <img
          src={shop.background_img}
          alt=""
          width={1140}
          height={300}
          className="aspect-[19/5] w-full rounded-card bg-surface-muted object-cover"
        />
      ) : null}
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={shop.logo_img ?? "/images/avatar_placeholder.png"}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full border border-border bg-surface object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold">{title}</h1>
            {open === null ? null : (
              <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
                <span aria-hidden="true" className={`size-2 rounded-full ${open ? "bg-success" : "bg-muted"}`} />
                {!shop.open ? t("errors:catalogue.shopClosed") : open ? t("shop:open") : t("shop:closed")}
              </span>
            )}
          </div>
          {shop.translation?.description ? <p className="text-muted">{shop.translation.description}</p> : null}
          <p className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
            {shop.rating_avg != null ? (
              <RatingStars value={shop.rating_avg} size={14} showValue t={(key, values) => t(key, values)} />
            ) : null}
            <span>{t("shop:deliveryTime", { time: `${shop.delivery_time.from}-${shop.delivery_time.to}` })}</span>
            <span className="flex gap-1">
              <span className="text-muted">{t("shop:deliveryFee")}:</span>
              <Price amount={shop.price} currency={root?.currency} />
            </span>
          </p>
        </div>
        <form
          method="post"
          action="/liked"
          onSubmit={(event) => {
            event.preventDefault();
            toggle();
          }}
        >
          <input type="hidden" name="shop_id" value={shop.id} />
          <input type="hidden" name="redirectTo" value={`/shop/${shop.id}`} />
          <button
            type="submit"
            aria-pressed={liked}
            className="rounded-full border border-border px-4 py-2 text-sm font-medium hover:bg-surface-hover aria-pressed:border-danger aria-pressed:text-danger"
          >
            {liked ? `♥ ${t("shop:unlike")}` : `♡ ${t("shop:like")}`}
          </button>
        </form>
      </div>
      <details className="max-w-md rounded-card border border-border bg-surface p-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t("shop:workingHours")}</summary>
        <ul className="mt-2 grid gap-1">
          {shop.shop_working_days.map((day) => (
            <li key={day.day} className="flex justify-between gap-4">
              <span>{t(`web:weekday.${day.day}`)}</span>
              <span dir="ltr">{day.disabled ? t("shop:closed") : `${hours(day.from)}–${hours(day.to)}`}</span>
            </li>
          ))}
        </ul>
      </details>
    </header>
  );
}
