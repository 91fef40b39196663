import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { paginateReceipts } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { contentTexts, pageParam } from "../../lib/content.server";
import { fillText } from "../../lib/i18n/content-bundles";
import { seoMeta } from "../../lib/seo";
import { CardGrid, ContentShell, Pager } from "./__content-shell";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.texts.recipes.title} | Tiffin`, description: data.texts.recipes.intro }) : [];

/** Recipes in the reader's language, twelve a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const page = pageParam(request);
  const recipes = await paginateReceipts(api, { page, perPage: 12 });
  return {
    texts: contentTexts(request, context),
    page,
    lastPage: recipes.meta.last_page,
    recipes: recipes.data.map((recipe) => ({
      id: recipe.id,
      title: recipe.translation?.title ?? "",
      summary: recipe.translation?.description ?? "",
      img: api.image(recipe.img) ?? null,
      totalTime: recipe.total_time,
    })),
  };
}

export default function RecipesPage() {
  const { texts, recipes, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <ContentShell title={texts.recipes.title} intro={texts.recipes.intro}>
      {recipes.length === 0 ? (
        <EmptyState title={texts.recipes.empty} />
      ) : (
        <CardGrid>
          {recipes.map((recipe) => (
            <li key={recipe.id} className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
              {recipe.img ? (
                <img src={recipe.img} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
              ) : null}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="text-lg font-bold">
                  <a href={`/recipes/${recipe.id}`} className="hover:underline">
                    {recipe.title}
                  </a>
                </h2>
                <p className="flex-1 text-muted">{recipe.summary}</p>
                <p className="text-sm text-muted">{fillText(texts.recipes.totalTime, { n: recipe.totalTime })}</p>
              </div>
            </li>
          ))}
        </CardGrid>
      )}
      <Pager path="/recipes" page={page} lastPage={lastPage} labels={texts.pager} />
    </ContentShell>
  );
}
