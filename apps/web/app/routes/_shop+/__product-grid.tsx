import { useNavigate } from "@remix-run/react";
import { ProductCard } from "@tiffin/ui";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ProductCardView } from "../../lib/catalogue/product-view";
import { useRootData } from "../../root";

/**
 * Product cards linking to ?product={uuid}. With JavaScript the click stays in the app
 * (no reload, scroll kept); without, the link loads the page with the product open.
 */
export function ProductGrid({
  products,
  basePath,
  label,
}: {
  products: ProductCardView[];
  basePath: string;
  label: string;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}`, { preventScrollReset: true });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside handle the keyboard; this only routes their clicks.
    <ul aria-label={label} onClick={onClick} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.uuid}>
          <ProductCard
            product={{
              id: product.id,
              title: product.title,
              description: product.description,
              img: product.img,
              price: product.price,
            }}
            currency={root?.currency}
            href={`${basePath}?product=${product.uuid}`}
            t={(key, values) => t(key, values)}
            className="h-full"
          />
        </li>
      ))}
    </ul>
  );
}
