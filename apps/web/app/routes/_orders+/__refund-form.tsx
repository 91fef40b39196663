import { Form } from "@remix-run/react";
import { Button, Textarea } from "@tiffin/ui";
import type { Translate } from "../../components/orders/translate";

/** Asks for a refund with its cause; it then shows in /order-refunds as pending. */
export function RefundForm({ orderId, error, t }: { orderId: number; error?: string | undefined; t: Translate }) {
  return (
    <details className="rounded-card border border-border bg-surface p-4">
      <summary className="cursor-pointer font-semibold">{t("refunds.request")}</summary>
      <Form method="post" action={`/orders/${orderId}`} preventScrollReset className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="refund" />
        <Textarea name="cause" label={t("refundForm.cause")} required maxLength={1000} error={error} />
        <Button type="submit" className="self-start">
          {t("refundForm.submit")}
        </Button>
      </Form>
    </details>
  );
}
