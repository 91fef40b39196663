import type { Order } from "@tiffin/api-client";
import { CheckIcon, cn } from "@tiffin/ui";
import { type TimelineStep, timelineOf } from "../../lib/orders/order-view";
import type { Translate } from "./translate";

/**
 * The status timeline: every step of the order's path, the ones behind it ticked and the current
 * one marked (aria-current="step"). A polite live region reads the new status when it moves.
 * A parcel passes its own `steps` (parcelTimelineOf): it has no kitchen.
 */
export function OrderTimeline({
  order,
  t,
  steps = timelineOf(order),
}: {
  order: Pick<Order, "status" | "delivery_type">;
  t: Translate;
  steps?: TimelineStep[];
}) {
  return (
    <section aria-labelledby="order-progress" className="flex flex-col gap-3">
      <h2 id="order-progress" className="text-lg font-semibold">
        {t("progress")}
      </h2>
      <p className="sr-only" aria-live="polite" data-testid="order-status">
        {t(`status.${order.status}`)}
      </p>
      <ol className="flex flex-col gap-0" data-status={order.status}>
        {steps.map((step, i) => (
          <li
            key={step.status}
            aria-current={step.state === "current" ? "step" : undefined}
            data-state={step.state}
            className="relative flex items-center gap-3 pb-4 last:pb-0"
          >
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute start-[0.9375rem] top-8 h-[calc(100%-2rem)] w-0.5",
                  step.state === "done" ? "bg-primary" : "bg-border",
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-full border-2",
                step.state === "done" && "border-primary bg-primary text-primary-fg",
                step.state === "current" &&
                  (step.status === "canceled" ? "border-danger bg-danger text-danger-fg" : "border-primary bg-surface"),
                step.state === "upcoming" && "border-border bg-surface",
              )}
            >
              {step.state === "done" ? <CheckIcon /> : null}
              {step.state === "current" && step.status !== "canceled" ? (
                <span className="size-3 rounded-full bg-primary" />
              ) : null}
            </span>
            <span className={cn(step.state === "upcoming" ? "text-muted" : "font-medium")}>
              {t(`status.${step.status}`)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
