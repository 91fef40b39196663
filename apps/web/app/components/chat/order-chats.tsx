import { useTranslation } from "react-i18next";
import { ChatButton } from "./chat-button";

/** The order page's way to the shop and to support about this order. */
export function OrderChats({ orderId }: { orderId: number }) {
  const { t } = useTranslation("web");
  return (
    <div className="flex flex-wrap gap-2">
      <ChatButton
        target={{ type: "shop", orderId }}
        side="customer"
        label={t("chat.withShop")}
        title={t("chat.shopTitle", { id: orderId })}
      />
      <ChatButton
        target={{ type: "support" }}
        side="customer"
        label={t("chat.withSupport")}
        title={t("chat.supportTitle")}
        variant="ghost"
      />
    </div>
  );
}
