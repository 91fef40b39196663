import { Form } from "@remix-run/react";
import type { OrderStatus } from "@tiffin/api-client";
import { Button, Input, Textarea } from "@tiffin/ui";
import type { AdminTexts } from "../../lib/i18n/admin-bundles";

/** The button text of a forward move (accepted, canceled and new have forms of their own). */
const MOVE_LABEL: Partial<Record<OrderStatus, keyof AdminTexts["orders"]>> = {
  cooking: "cooking",
  ready: "ready",
  on_a_way: "onAWay",
  delivered: "delivered",
};

export interface StepErrors {
  preparation?: string;
  reason?: string;
}

/**
 * The order's next steps as forms: the moves the API says it may make now (`next_statuses`,
 * core's `shopOrderMoves` on the server): accept with a preparation time, reject with a reason,
 * or one forward move a button each. Plain posts with a named intent, so they work before
 * JavaScript loads.
 */
export function OrderSteps({
  order,
  texts,
  errors,
}: {
  order: { next_statuses: OrderStatus[] };
  texts: AdminTexts;
  errors: StepErrors;
}) {
  const t = texts.orders;
  const moves = order.next_statuses;
  if (moves.length === 0) return <p className="text-sm text-muted">{t.final}</p>;
  const forward = moves.filter((status) => status !== "canceled" && status !== "accepted" && status !== "new");
  return (
    <div className="flex flex-col gap-4">
      {moves.includes("accepted") ? (
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="accept" />
          <Input
            type="number"
            name="preparation_minutes"
            label={t.preparation}
            min={1}
            max={240}
            step={1}
            required
            defaultValue={20}
            inputMode="numeric"
            fieldClassName="w-48"
            error={errors.preparation}
          />
          <Button type="submit">{t.accept}</Button>
        </Form>
      ) : null}
      {forward.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {forward.map((status) => (
            <Form key={status} method="post" preventScrollReset>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="status" value={status} />
              <Button type="submit">{t[MOVE_LABEL[status] ?? "ready"]}</Button>
            </Form>
          ))}
        </div>
      ) : null}
      {moves.includes("canceled") ? (
        <Form method="post" preventScrollReset className="flex flex-col gap-2 rounded-card border border-border p-3">
          <input type="hidden" name="intent" value="reject" />
          <Textarea name="reason" label={t.reason} required maxLength={500} rows={2} error={errors.reason} />
          <Button type="submit" variant="danger" className="self-start">
            {t.reject}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
