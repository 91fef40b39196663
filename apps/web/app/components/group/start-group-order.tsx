import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** On a shop page: the signed-in owner starts a group order for this shop (visitors sign in first). */
export function StartGroupOrder({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/group" className="self-start">
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="shop_id" value={shopId} />
      <button
        type="submit"
        className="rounded-card border border-border px-4 py-2 text-sm font-semibold hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t("web:group.start")}
      </button>
    </Form>
  );
}
