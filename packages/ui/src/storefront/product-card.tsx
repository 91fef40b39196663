import type { CurrencyLike } from "@tiffin/i18n";
import { cn } from "../class-names";
import { Badge } from "../primitives/badge";
import { Price } from "../primitives/price";
import type { Translate } from "../text";
import { englishText } from "../text";

export interface ProductSummary {
  id: number | string;
  title: string;
  description?: string | null;
  img?: string | null;
  /** The first stock's price, or 0 when there is none (SPEC.md section 9). */
  price: number;
  oldPrice?: number;
  outOfStock?: boolean;
}

export interface ProductCardProps {
  product: ProductSummary;
  currency?: CurrencyLike | null;
  /** Opens the product modal; with `href` instead, a link (?product=uuid works without JS). */
  onOpen?: () => void;
  href?: string;
  t?: Translate;
  className?: string;
}

/** A product tile: picture, name, short text and price; the whole card opens the product. */
export function ProductCard({ product, currency, onOpen, href, t = englishText, className }: ProductCardProps) {
  const name = t("shop:product.open", { name: product.title });
  const cover = "after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <article
      className={cn(
        "relative flex flex-col gap-2 rounded-card border border-border bg-surface p-3 text-start",
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden rounded-lg bg-surface-muted">
        {product.img ? (
          <img src={product.img} alt="" width={320} height={320} loading="lazy" className="size-full object-cover" />
        ) : null}
        {product.outOfStock ? (
          <Badge className="absolute top-2 start-2">{t("errors:catalogue.outOfStock")}</Badge>
        ) : null}
      </div>
      <h3 className="line-clamp-2 text-sm font-semibold text-fg">
        {href ? (
          <a href={href} aria-label={name} className={cover}>
            {product.title}
          </a>
        ) : (
          <button type="button" aria-label={name} onClick={onOpen} className={cn("text-start", cover)}>
            {product.title}
          </button>
        )}
      </h3>
      {product.description ? <p className="line-clamp-2 text-xs text-muted">{product.description}</p> : null}
      <Price amount={product.price} oldAmount={product.oldPrice} currency={currency} className="mt-auto text-sm" />
    </article>
  );
}
