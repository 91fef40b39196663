import type { CurrencyLike } from "@tiffin/i18n";
import { useEffect, useMemo, useState } from "react";
import { Button } from "../primitives/button";
import { Checkbox, RadioGroup } from "../primitives/choice-controls";
import { Modal } from "../primitives/modal";
import { Price } from "../primitives/price";
import { QuantityStepper } from "../primitives/quantity-stepper";
import type { Translate } from "../text";
import { englishText } from "../text";
import type { ProductStock } from "./product-choice";
import { choiceTotal, chooseExtra, extraGroupsOf, findStock, initialSelection } from "./product-choice";

export interface ProductDetails {
  id: number | string;
  title: string;
  description?: string | null;
  img?: string | null;
  stocks: readonly ProductStock[];
}

export interface AddToCartChoice {
  stockId: number;
  quantity: number;
  /** Addons ride along with the product stock as their parent. */
  addons: Array<{ stockId: number; quantity: number }>;
}

export interface ProductModalProps {
  product: ProductDetails;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  currency?: CurrencyLike | null;
  onAddToCart: (choice: AddToCartChoice) => void;
  /** While the cart is saving, the button waits. */
  adding?: boolean;
  t?: Translate;
}

/** A product opened from a shop: choose stock options and addons, set the quantity, add to cart. */
export function ProductModal({
  product,
  open,
  onOpenChange,
  currency,
  onAddToCart,
  adding = false,
  t = englishText,
}: ProductModalProps) {
  const groups = useMemo(() => extraGroupsOf(product.stocks), [product.stocks]);
  const [selection, setSelection] = useState(() => initialSelection(product.stocks));
  const [addonIds, setAddonIds] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);

  useEffect(() => {
    setSelection(initialSelection(product.stocks));
    setAddonIds([]);
    setQuantity(1);
  }, [product.stocks]);

  const stock = findStock(product.stocks, selection);
  const available = stock ? stock.quantity : 0;
  const total = choiceTotal(stock, addonIds, quantity);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={product.title}
      description={product.description ?? undefined}
      closeLabel={t("shop:product.close")}
      size="md"
    >
      {product.img ? (
        <img
          src={product.img}
          alt=""
          width={640}
          height={400}
          className="aspect-[16/10] w-full rounded-lg object-cover"
        />
      ) : null}
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!stock || available <= 0) return;
          onAddToCart({ stockId: stock.id, quantity, addons: addonIds.map((stockId) => ({ stockId, quantity })) });
        }}
      >
        {groups.map((group) => (
          <RadioGroup
            key={group.id}
            label={group.title}
            value={String(selection[group.id] ?? "")}
            onValueChange={(value) => {
              setSelection((current) => chooseExtra(product.stocks, current, group.id, Number(value)));
              setAddonIds([]);
            }}
            options={group.values.map((extra) => ({ value: String(extra.id), label: extra.value }))}
          />
        ))}
        {stock?.addons?.length ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-fg">{t("shop:product.addons")}</legend>
            {stock.addons.map((addon) => (
              <div key={addon.stockId} className="flex items-center justify-between gap-3">
                <Checkbox
                  label={addon.title}
                  checked={addonIds.includes(addon.stockId)}
                  onCheckedChange={(checked) =>
                    setAddonIds((current) =>
                      checked === true ? [...current, addon.stockId] : current.filter((id) => id !== addon.stockId),
                    )
                  }
                />
                <Price amount={addon.price} currency={currency} className="text-sm text-muted" />
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            value={quantity}
            min={1}
            max={Math.max(1, available)}
            onChange={setQuantity}
            label={t("shop:product.quantity")}
            increaseLabel={t("common:ui.increase")}
            decreaseLabel={t("common:ui.decrease")}
          />
          {available > 0 ? (
            <span className="text-xs text-muted">{t("shop:product.inStock", { count: available })}</span>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
          <div className="flex flex-col">
            <span className="text-xs text-muted">{t("shop:product.total")}</span>
            <Price amount={total} currency={currency} className="text-lg" />
          </div>
          <Button type="submit" size="lg" disabled={available <= 0 || adding} aria-busy={adding || undefined}>
            {available > 0 ? t("shop:product.addToCart") : t("errors:catalogue.outOfStock")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
