import { Form } from "@remix-run/react";
import { Button, StarIcon, Textarea } from "@tiffin/ui";
import type { Translate } from "../../components/orders/translate";

/** Rating 1–5 as radio buttons drawn as stars, and an optional comment. */
export function ReviewForm({ orderId, error, t }: { orderId: number; error?: string | undefined; t: Translate }) {
  return (
    <section
      aria-labelledby="order-review"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <h2 id="order-review" className="text-lg font-semibold">
        {t("review.title")}
      </h2>
      <Form method="post" action={`/orders/${orderId}`} preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="review" />
        <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? "review-error" : undefined}>
          <legend className="text-sm font-medium">{t("review.rating")}</legend>
          <div className="flex flex-row-reverse justify-end gap-1">
            {[5, 4, 3, 2, 1].map((value) => (
              <label
                key={value}
                className="peer cursor-pointer text-border has-checked:text-warning peer-has-checked:text-warning"
              >
                <input type="radio" name="rating" value={value} className="peer sr-only" required />
                <span className="sr-only">{t("review.star", { count: value })}</span>
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full peer-focus-visible:outline-2 peer-focus-visible:outline-ring [&_svg]:size-7"
                >
                  {/* Filled in the label's colour: grey until chosen, the star colour up to the choice. */}
                  <StarIcon fill="currentColor" />
                </span>
              </label>
            ))}
          </div>
          {error ? (
            <p id="review-error" className="text-xs text-danger">
              {error}
            </p>
          ) : null}
        </fieldset>
        <Textarea name="comment" label={t("review.comment")} maxLength={1000} />
        <Button type="submit" className="self-start">
          {t("review.submit")}
        </Button>
      </Form>
    </section>
  );
}

export function ReviewShown({ rating, comment, t }: { rating: number; comment: string | null; t: Translate }) {
  return (
    <section
      aria-labelledby="order-review"
      className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4"
    >
      <h2 id="order-review" className="text-lg font-semibold">
        {t("review.yours")}
      </h2>
      <p className="flex items-center gap-1" data-testid="review-rating">
        <span aria-hidden="true" className="flex [&_svg]:size-5">
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon
              key={star}
              fill="currentColor"
              data-filled={star <= rating ? "true" : "false"}
              className={star <= rating ? "text-star" : "text-border"}
            />
          ))}
        </span>
        <span className="text-sm text-muted">{t("review.star", { count: rating })}</span>
      </p>
      {comment ? <p className="min-w-0 [overflow-wrap:anywhere]">{comment}</p> : null}
    </section>
  );
}
