import { Form, Link, useLocation } from "@remix-run/react";
import { Button, buttonVariants } from "@tiffin/ui";
import { useEffect, useRef } from "react";
import { RouteDialog } from "../../components/layout/route-dialog";
import type { Translate } from "../../components/orders/translate";

/**
 * "Cancel order" opens a confirmation dialog by its URL (?cancel=1), so it works before and
 * without JavaScript; hydrated, it is a modal <dialog> that takes the focus, and when it closes
 * the focus goes back to the "Cancel order" link that opened it.
 */
export function CancelOrder({ orderId, open, t }: { orderId: number; open: boolean; t: Translate }) {
  const opener = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(open);
  const { pathname } = useLocation();
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Link
        ref={opener}
        to="?cancel=1"
        preventScrollReset
        className={buttonVariants({ variant: "outline" })}
        data-testid="cancel-order"
      >
        {t("cancel")}
      </Link>
      {open ? (
        <RouteDialog title={t("cancelDialog.title")} closeHref={pathname} closeLabel={t("cancelDialog.close")}>
          <p className="text-muted">{t("cancelDialog.text")}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Link to={pathname} replace preventScrollReset className={buttonVariants({ variant: "outline" })}>
              {t("cancelDialog.keep")}
            </Link>
            <Form method="post" action={`/orders/${orderId}`} preventScrollReset replace>
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="danger">
                {t("cancelDialog.confirm")}
              </Button>
            </Form>
          </div>
        </RouteDialog>
      ) : null}
    </>
  );
}
