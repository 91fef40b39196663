import type { OrderStatus } from "@tiffin/api-client";
import { Badge } from "@tiffin/ui";
import type { Translate } from "./translate";

const TONES: Partial<Record<OrderStatus, "success" | "danger" | "info">> = {
  delivered: "success",
  canceled: "danger",
  on_a_way: "info",
};

export function OrderStatusBadge({ status, t }: { status: OrderStatus; t: Translate }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{t(`status.${status}`)}</Badge>;
}
