import { cn } from "../class-names";
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

/** One star in a 24-unit box, drawn from its top point with relative moves. */
const STAR = "l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z";

/**
 * `count` stars side by side as one path, so a row is one element rather than one per star.
 * After each `z` the pen is back on that star's top point, so `m24 0` starts the next one.
 */
export function starRowPath(count: number): string {
  return `M12 2${Array.from({ length: count }, () => STAR).join("m24 0")}`;
}

/** One row of outlined stars; `fill` or a fill class colours them in. */
function StarRow({ count, size, className, fill }: { count: number; size: number; className: string; fill?: "none" }) {
  return (
    <svg
      width={size * count}
      height={size}
      viewBox={`0 0 ${count * 24} 24`}
      aria-hidden="true"
      focusable="false"
      className={cn("block", className)}
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d={starRowPath(count)} />
    </svg>
  );
}

/**
 * Stars read as one image: "Rated 4.5 out of 5". An outlined row lies under a filled row that
 * is clipped to the rating, so partial stars fill from the start edge (the right in RTL).
 * Two small SVGs per rating keep long lists of cards light to lay out.
 */
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
      <span
        role="img"
        aria-label={t("common:ui.rating", { value: shown })}
        className="relative inline-block shrink-0"
        style={{ width: size * max, height: size }}
      >
        <StarRow count={max} size={size} className="text-border" fill="none" />
        <span
          className="absolute inset-y-0 start-0 overflow-hidden"
          style={{ width: `${Math.round((clamped / max) * 1000) / 10}%` }}
        >
          <StarRow count={max} size={size} className="max-w-none fill-star text-star" />
        </span>
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-medium text-fg">
          {shown.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
