import { cn } from "../class-names";

/** The Tiffin wordmark: a lunch-box mark and the name; the name is real text for screen readers. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-bold text-fg", className)}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect x="4" y="9" width="20" height="15" rx="3" className="fill-primary" />
        <rect x="4" y="14" width="20" height="2" className="fill-surface" />
        <path d="M9 9V6a5 5 0 0 1 10 0v3" fill="none" strokeWidth="2.5" className="stroke-primary" />
      </svg>
      <span>Tiffin</span>
    </span>
  );
}
