import type { CSSProperties } from "react";
import { cn } from "../class-names";

/** A grey pulsing block standing in for content that is loading. Decorative. */
export function Shimmer({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div aria-hidden="true" style={style} className={cn("animate-shimmer rounded-lg bg-surface-muted", className)} />
  );
}

/** Placeholders for a card list, announced once as loading. */
export function ShimmerList({
  count = 4,
  label = "Loading…",
  className,
}: {
  count?: number;
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={cn("grid gap-4", className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => `shimmer-${index}`).map((id) => (
        <div key={id} aria-hidden="true" className="flex flex-col gap-2">
          <Shimmer className="aspect-[4/3] w-full" />
          <Shimmer className="h-4 w-3/4" />
          <Shimmer className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
