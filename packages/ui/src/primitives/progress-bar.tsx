import { cn } from "../class-names";

export interface ProgressBarProps {
  /** Shown while true (a language loads, a route navigates). */
  active: boolean;
  /** 0–100 when known; an indeterminate sweep otherwise. */
  value?: number;
  label?: string;
  className?: string;
}

/** A thin bar at the top of the page. */
export function ProgressBar({ active, value, label = "Page loading", className }: ProgressBarProps) {
  if (!active) return null;
  const known = value !== undefined;
  const clamped = known ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn("fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary/20", className)}
    >
      <div
        className={cn("h-full bg-primary transition-[width]", !known && "tf-progress-sweep w-2/5 animate-progress")}
        style={known ? { width: `${clamped}%` } : undefined}
      />
    </div>
  );
}
