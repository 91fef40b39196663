import { useFetcher, useLocation } from "@remix-run/react";
import { BottomSheet, Drawer, useIsMobileModal } from "@tiffin/ui";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { loader as cartLoader } from "../../routes/_cart+/cart";
import { CartView } from "./cart-view";

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the drawer closes. */
  opener: HTMLElement | null;
}

/**
 * The header's cart: a side drawer from the end edge on wide screens, a bottom sheet under
 * 576px. Its data is the cart page's loader; its code (core's cart machine included) loads on
 * the first click, so pages that never open it do not carry it.
 */
export default function CartDrawer({ open, onOpenChange, opener }: CartDrawerProps) {
  const { t } = useTranslation();
  const mobile = useIsMobileModal();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<typeof cartLoader>();
  const loaded = fetcher.data;
  useEffect(() => {
    if (open && fetcher.state === "idle" && !fetcher.data) fetcher.load("/cart");
  }, [open, fetcher]);
  const content = loaded ? (
    <CartView data={loaded} cart={loaded.cart} headingLevel={2} returnTo={`${pathname}${search}`} />
  ) : (
    <p role="status" className="py-8 text-center text-muted">
      {t("web:cartPage.loading")}
    </p>
  );
  const closeAutoFocus = (event: Event) => {
    event.preventDefault();
    opener?.focus();
  };
  return mobile ? (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      label={t("cart:title")}
      className="max-h-[88dvh] overflow-y-auto"
    >
      {content}
    </BottomSheet>
  ) : (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      label={t("cart:title")}
      side="end"
      closeLabel={t("common:actions.close")}
      onCloseAutoFocus={closeAutoFocus}
      className="w-[26rem]"
    >
      {content}
    </Drawer>
  );
}
