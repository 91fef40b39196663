import { cn } from "../class-names";
import { StarIcon } from "../primitives/icons";
import type { Translate } from "../text";
import { englishText } from "../text";

export interface RatingStarsProps {
  /** 0 to max; fractions fill part of a star. */
  value: number;
  max?: number;
  size?: number;
  /** Show the number beside the stars. */
  showValue?: boolean;
  t?: Translate;
  className?: string;
}

/** Stars read as one image: "Rated 4.5 out of 5". Partial stars fill from the start edge. */
export function RatingStars({
  value,
  max = 5,
  size = 16,
  showValue = false,
  t = englishText,
  className,
}: RatingStarsProps) {
  const clamped = Math.min(max, Math.max(0, value));
  const shown = Math.round(clamped * 10) / 10;
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <span role="img" aria-label={t("common:ui.rating", { value: shown })} className="inline-flex">
        {Array.from({ length: max }, (_, index) => index + 1).map((position) => {
          const fill = Math.min(1, Math.max(0, clamped - (position - 1)));
          return (
            <span key={position} className="relative inline-flex" style={{ width: size, height: size }}>
              <StarIcon width={size} height={size} className="text-border" />
              <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon width={size} height={size} className="fill-star text-star" />
              </span>
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-medium text-fg">
          {shown.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
