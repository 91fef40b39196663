import type { Review } from "@tiffin/api-client";
import { Avatar, RatingStars } from "@tiffin/ui";
import { useTranslation } from "react-i18next";

export function ShopReviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return <p className="text-sm text-muted">{t("web:reviewsEmpty")}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {reviews.map((review) => (
        <li
          key={review.id}
          className="flex min-w-0 gap-3 rounded-card border border-border bg-surface p-3"
          data-testid="review-card"
        >
          <Avatar src={review.user?.img} alt="" size="sm" />
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="font-semibold [overflow-wrap:anywhere]">{review.user?.firstname ?? ""}</span>
            <RatingStars value={review.rating} size={12} t={(key, values) => t(key, values)} />
            {review.comment ? <p className="text-muted [overflow-wrap:anywhere]">{review.comment}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
