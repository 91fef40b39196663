import type { ReactNode } from "react";
import { cn } from "../class-names";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative picture (its alt is empty). */
  image?: string;
  /** A button or link to move on, e.g. "See all". */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing: no orders, no notifications, no restaurants... */
export function EmptyState({ title, description, image, action, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center gap-3 px-4 py-10 text-center", className)}>
      {image ? <img src={image} alt="" width={160} height={160} className="size-40 object-contain" /> : null}
      <p className="text-base font-semibold text-fg">{title}</p>
      {description ? <p className="max-w-sm text-sm text-muted">{description}</p> : null}
      {action}
    </div>
  );
}
