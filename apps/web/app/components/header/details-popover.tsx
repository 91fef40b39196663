import { useLocation } from "@remix-run/react";
import { cn } from "@tiffin/ui";
import { type ReactNode, useEffect, useRef } from "react";

export interface DetailsPopoverProps {
  /** What the trigger shows. */
  summary: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  children: ReactNode;
  className?: string;
  panelClassName?: string;
  /** Told each time it opens or closes. */
  onToggle?: (open: boolean) => void;
}

/**
 * A popover on <details>: it opens and its forms post before JavaScript loads. Once hydrated,
 * Escape and a click outside close it, and focus returns to the trigger.
 */
export function DetailsPopover({ summary, label, children, className, panelClassName, onToggle }: DetailsPopoverProps) {
  const details = useRef<HTMLDetailsElement>(null);
  useCloseOnNavigation(details);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (focus: boolean) => {
      if (!element.open) return;
      element.open = false;
      if (focus) element.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && element.contains(document.activeElement)) close(true);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <details
      ref={details}
      className={cn("relative", className)}
      onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <summary> opens the panel before JavaScript loads; the role names it a button, as <details> menus commonly do. */}
      <summary
        role="button"
        className="flex h-10 cursor-pointer items-center gap-1 rounded-full px-3 text-sm font-medium hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="flex items-center gap-1">
          {summary}
        </span>
      </summary>
      <div
        className={cn(
          "absolute end-0 top-12 z-40 min-w-56 rounded-card border border-border bg-surface p-3 text-fg shadow-elevated",
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

/** A popover or drawer left open would cover the next page: close it when the location changes. */
export function useCloseOnNavigation(details: { current: HTMLDetailsElement | null }) {
  const { key } = useLocation();
  const shownFor = useRef(key);
  useEffect(() => {
    // Not on the first run: a visitor may have opened it before the script arrived.
    if (shownFor.current === key) return;
    shownFor.current = key;
    if (details.current) details.current.open = false;
  }, [key, details]);
}
