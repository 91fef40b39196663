import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { paginateBrands } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { contentTexts, pageParam } from "../../lib/content.server";
import { fillText } from "../../lib/i18n/content-bundles";
import { seoMeta } from "../../lib/seo";
import { ContentShell, Pager } from "./__content-shell";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.texts.brands.title} | Tiffin`, description: data.texts.brands.intro }) : [];

/** The brands the shops sell, with how many products each has. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const page = pageParam(request);
  const brands = await paginateBrands(api, { page, perPage: 24 });
  return {
    texts: contentTexts(request, context),
    page,
    lastPage: brands.meta.last_page,
    brands: brands.data.map((brand) => ({
      id: brand.id,
      title: brand.title,
      img: api.image(brand.img) ?? null,
      count: brand.products_count,
    })),
  };
}

export default function BrandsPage() {
  const { texts, brands, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <ContentShell title={texts.brands.title} intro={texts.brands.intro}>
      {brands.length === 0 ? (
        <EmptyState title={texts.brands.empty} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {brands.map((brand) => (
            <li
              key={brand.id}
              className="flex flex-col items-center gap-2 rounded-card border border-border bg-surface p-4 text-center"
            >
              {brand.img ? <img src={brand.img} alt="" className="size-16 object-contain" loading="lazy" /> : null}
              <h2 className="font-bold">{brand.title}</h2>
              <p className="text-sm text-muted">{fillText(texts.brands.products, { n: brand.count })}</p>
            </li>
          ))}
        </ul>
      )}
      <Pager path="/brands" page={page} lastPage={lastPage} labels={texts.pager} />
    </ContentShell>
  );
}
