import { cn } from "../class-names";
import { Badge } from "../primitives/badge";
import { IconButton } from "../primitives/icon-button";
import type { Translate } from "../text";
import { englishText } from "../text";
import { RatingStars } from "./rating-stars";

export interface ShopSummary {
  id: number | string;
  title: string;
  description?: string | null;
  logoImg?: string | null;
  backgroundImg?: string | null;
  rating?: number | null;
  /** Minutes, e.g. "20-30". */
  deliveryTime?: string | null;
  open?: boolean;
}

export interface ShopCardProps {
  shop: ShopSummary;
  href: string;
  liked?: boolean;
  onToggleLike?: () => void;
  t?: Translate;
  className?: string;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6a5.3 5.3 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z" />
    </svg>
  );
}

/** A shop in a list: cover, logo, name (the link), rating, delivery time, open or closed. */
export function ShopCard({ shop, href, liked = false, onToggleLike, t = englishText, className }: ShopCardProps) {
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-card border border-border bg-surface text-start",
        className,
      )}
    >
      <div className="relative aspect-[16/9] bg-surface-muted">
        {shop.backgroundImg ? (
          <img
            src={shop.backgroundImg}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
        {shop.open === false ? (
          <Badge tone="neutral" className="absolute top-2 start-2">
            {t("shop:closed")}
          </Badge>
        ) : null}
      </div>
      <div className="flex items-start gap-3 p-3">
        {shop.logoImg ? (
          // Over the cover's lower edge: painted above the cover and the card-wide link, letting a
          // tap through to that link.
          <img
            src={shop.logoImg}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="pointer-events-none relative z-10 -mt-8 size-12 shrink-0 rounded-full border-2 border-surface bg-surface object-cover"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="truncate text-base font-semibold text-fg">
            <a href={href} className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-ring">
              {shop.title}
            </a>
          </h3>
          {shop.description ? <p className="line-clamp-1 text-sm text-muted">{shop.description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {shop.rating != null ? <RatingStars value={shop.rating} size={14} showValue t={t} /> : null}
            {shop.deliveryTime ? <span>{t("shop:deliveryTime", { time: shop.deliveryTime })}</span> : null}
          </div>
        </div>
        {onToggleLike ? (
          <IconButton
            label={t(liked ? "shop:unlike" : "shop:like")}
            aria-pressed={liked}
            icon={<HeartIcon filled={liked} />}
            onClick={onToggleLike}
            className={cn("relative z-10", liked && "text-danger")}
          />
        ) : null}
      </div>
    </article>
  );
}
