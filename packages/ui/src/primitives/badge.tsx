import type { VariantProps } from "class-variance-authority";
import { cva } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "../class-names";

export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full font-medium", {
  variants: {
    tone: {
      neutral: "bg-surface-muted text-fg",
      primary: "bg-primary text-primary-fg",
      success: "bg-success/15 text-success-ink",
      warning: "bg-warning/15 text-warning-ink",
      danger: "bg-danger text-danger-fg",
      info: "bg-info/15 text-info-ink",
    },
    size: { sm: "px-1.5 text-[0.6875rem] leading-4", md: "px-2.5 py-0.5 text-xs" },
  },
  defaultVariants: { tone: "neutral", size: "md" },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}

/** A count over an icon (notification bell); "99+" above the maximum, nothing at zero. */
export function CountBadge({
  count,
  max = 99,
  label,
  className,
}: {
  count: number;
  max?: number;
  label: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <Badge tone="danger" size="sm" className={cn("absolute -top-1 -end-1 min-w-4 justify-center", className)}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}
