import { cn } from "../class-names";
import { CheckIcon } from "../primitives/icons";
import type { Translate } from "../text";
import { englishText } from "../text";

/** The way an order goes, in order (SPEC.md section 4). */
export const ORDER_STEPS = ["new", "accepted", "ready", "on_a_way", "delivered"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
export type OrderStatus = OrderStep | "cancelled";

export interface OrderStatusTimelineProps {
  status: OrderStatus;
  t?: Translate;
  className?: string;
}

type StepState = "done" | "current" | "upcoming" | "cancelled";

function stepsFor(status: OrderStatus): Array<{ status: OrderStatus; state: StepState }> {
  if (status === "cancelled") {
    return [
      { status: "new", state: "done" },
      { status: "cancelled", state: "cancelled" },
    ];
  }
  const at = ORDER_STEPS.indexOf(status);
  return ORDER_STEPS.map((step, index) => ({
    status: step,
    state: index < at ? "done" : index === at ? (step === "delivered" ? "done" : "current") : "upcoming",
  }));
}

/** Order progress as an ordered list; the current step is marked for screen readers too. */
export function OrderStatusTimeline({ status, t = englishText, className }: OrderStatusTimelineProps) {
  const steps = stepsFor(status);
  return (
    <ol aria-label={t("orders:progress")} className={cn("flex flex-col gap-0 text-start", className)}>
      {steps.map((step, index) => (
        <li
          key={step.status}
          aria-current={step.status === status ? "step" : undefined}
          data-state={step.state}
          className="relative flex items-center gap-3 pb-5 last:pb-0"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-6 bottom-0 start-3 w-0.5 -translate-x-1/2 rtl:translate-x-1/2",
                step.state === "done" ? "bg-primary" : "bg-border",
              )}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              "relative flex size-6 shrink-0 items-center justify-center rounded-full border-2",
              step.state === "done" && "border-primary bg-primary text-primary-fg",
              step.state === "current" && "border-primary bg-surface",
              step.state === "upcoming" && "border-border bg-surface",
              step.state === "cancelled" && "border-danger bg-danger text-danger-fg",
            )}
          >
            {step.state === "done" ? <CheckIcon width={14} height={14} /> : null}
          </span>
          <span className={cn("text-sm", step.state === "upcoming" ? "text-muted" : "font-medium text-fg")}>
            {t(`orders:status.${step.status}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
