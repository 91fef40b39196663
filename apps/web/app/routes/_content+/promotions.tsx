import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { discountedProducts } from "@tiffin/api-client";
import { EmptyState, PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { apiFor } from "../../lib/api.server";
import { shopHref } from "../../lib/catalogue/shop-view";
import { contentTexts, pageParam } from "../../lib/content.server";
import { fillText } from "../../lib/i18n/content-bundles";
import { formatPrice } from "../../lib/money";
import { seoMeta } from "../../lib/seo";
import { useRootData } from "../../root";
import { CardGrid, ContentShell, Pager } from "./__content-shell";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.texts.promotions.title} | Tiffin`, description: data.texts.promotions.intro }) : [];

/** Products on discount now, each with its price before and after, opening in its shop. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const page = pageParam(request);
  const products = await discountedProducts(api, { page, perPage: 24 });
  return {
    texts: contentTexts(request, context),
    page,
    lastPage: products.meta.last_page,
    products: products.data.flatMap((product) => {
      const stock = product.stock ?? product.stocks[0];
      if (!stock) return [];
      return [
        {
          uuid: product.uuid,
          title: product.translation?.title ?? "",
          img: api.image(product.img) ?? null,
          shop: product.shop.translation?.title ?? "",
          href: `${shopHref({ id: product.shop_id, type: product.shop.type === "restaurant" ? "restaurant" : "shop" })}?product=${product.uuid}`,
          price: stock.total_price,
          before: stock.price + stock.tax,
        },
      ];
    }),
  };
}

export default function PromotionsPage() {
  const locale = useContext(PriceLocale);
  const { texts, products, page, lastPage } = useLoaderData<typeof loader>();
  const currency = useRootData()?.currency;
  return (
    <ContentShell title={texts.promotions.title} intro={texts.promotions.intro}>
      {products.length === 0 ? (
        <EmptyState title={texts.promotions.empty} />
      ) : (
        <CardGrid>
          {products.map((product) => (
            <li key={product.uuid} className="flex gap-3 rounded-card border border-border bg-surface p-3">
              {product.img ? (
                <img src={product.img} alt="" className="size-20 rounded-card object-cover" loading="lazy" />
              ) : null}
              <div className="flex flex-1 flex-col gap-1">
                <h2 className="font-bold">{product.title}</h2>
                <p className="text-sm text-muted">{product.shop}</p>
                <p>
                  <strong>{formatPrice(product.price, currency, locale)}</strong>{" "}
                  <s className="text-sm text-muted">
                    {fillText(texts.promotions.was, { price: formatPrice(product.before, currency, locale) })}
                  </s>
                </p>
                <a href={product.href} className="font-semibold text-primary underline">
                  {texts.promotions.open}
                  <span className="sr-only">: {product.title}</span>
                </a>
              </div>
            </li>
          ))}
        </CardGrid>
      )}
      <Pager path="/promotions" page={page} lastPage={lastPage} labels={texts.pager} />
    </ContentShell>
  );
}
