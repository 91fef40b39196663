import { Form } from "@remix-run/react";
import { Button, Select } from "@tiffin/ui";
import type { ReactNode } from "react";
import type { AdminTexts } from "../../lib/i18n/admin-bundles";

/**
 * A section's GET filter form: the shop picker when the staff member runs several shops (or
 * "all my shops" when `allowAll`), and whatever other fields the section adds.
 */
export function ShopFilter({
  shops,
  shop,
  texts,
  allowAll = true,
  children,
}: {
  shops: { id: number; title: string }[];
  shop: number | null;
  texts: AdminTexts;
  allowAll?: boolean;
  children?: ReactNode;
}) {
  if (shops.length <= 1 && !children) return null;
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      {shops.length > 1 ? (
        <Select
          name="shop"
          label={texts.shop}
          defaultValue={shop === null ? "" : String(shop)}
          placeholder={allowAll ? texts.allShops : undefined}
          options={shops.map((s) => ({ value: String(s.id), label: s.title }))}
          fieldClassName="min-w-0 max-w-full"
        />
      ) : null}
      {children}
      <Button type="submit" variant="secondary">
        {texts.show}
      </Button>
    </Form>
  );
}
