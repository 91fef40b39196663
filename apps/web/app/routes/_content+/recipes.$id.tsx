import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError, getReceipt } from "@tiffin/api-client";
import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { apiFor } from "../../lib/api.server";
import { contentTexts } from "../../lib/content.server";
import { fillText } from "../../lib/i18n/content-bundles";
import { formatPrice } from "../../lib/money";
import { seoMeta } from "../../lib/seo";
import { useRootData } from "../../root";
import { addRecipeToCart } from "./recipe-cart.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        title: `${data.recipe.title} | Tiffin`,
        description: data.recipe.summary || data.recipe.title,
        canonical: data.canonical,
        image: data.recipe.img,
      })
    : [];

async function findRecipe(request: Request, context: LoaderFunctionArgs["context"], raw: string | undefined) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  try {
    return await getReceipt(apiFor(request, context), id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  }
}

const OUTCOMES = ["added", "oneShop", "full", "empty", "failed"] as const;
type Outcome = (typeof OUTCOMES)[number];

/** One recipe: times, ingredients, steps, and the products it needs with one "add all" button. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const recipe = await findRecipe(request, context, params.id);
  const api = apiFor(request, context);
  const outcome = new URL(request.url).searchParams.get("cart");
  return {
    texts: contentTexts(request, context),
    canonical: new URL(`/recipes/${recipe.id}`, request.url).href,
    outcome: (OUTCOMES as readonly string[]).includes(outcome ?? "") ? (outcome as Outcome) : null,
    recipe: {
      id: recipe.id,
      title: recipe.translation?.title ?? "",
      summary: recipe.translation?.description ?? "",
      img: api.image(recipe.img) ?? null,
      activeTime: recipe.active_time,
      totalTime: recipe.total_time,
      calories: recipe.calories,
      servings: recipe.servings,
      ingredients: recipe.ingredients?.list ?? [],
      instructions: recipe.instructions?.list ?? [],
      products: (recipe.stocks ?? []).map((stock) => ({
        stockId: stock.id,
        title: stock.product.title,
        img: api.image(stock.product.img) ?? null,
        quantity: stock.quantity,
        price: stock.price,
        inStock: stock.in_stock,
      })),
    },
  };
}

/** "Add all to cart": the recipe's products (read again from the API) through the cart's rules. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const recipe = await findRecipe(request, context, params.id);
  const form = await request.formData();
  const result = await addRecipeToCart(request, context, recipe.stocks ?? [], form.get("replace") === "1");
  const outcome: Outcome = result.ok
    ? "added"
    : result.error === "oneShop" || result.error === "full" || result.error === "empty"
      ? result.error
      : "failed";
  const response = redirect(`/recipes/${recipe.id}?cart=${outcome}`, 303);
  if (result.ok) for (const cookie of result.headers) response.headers.append("Set-Cookie", cookie);
  return response;
}

export default function RecipePage() {
  const locale = useContext(PriceLocale);
  const { texts, recipe, outcome } = useLoaderData<typeof loader>();
  const currency = useRootData()?.currency;
  const busy = useNavigation().state === "submitting";
  const t = texts.recipes;
  const orderable = recipe.products.some((product) => product.inStock);
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <a href="/recipes" className="font-semibold text-primary underline">
        {t.back}
      </a>
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{recipe.title}</h1>
        <p className="text-muted">{recipe.summary}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          <li>{fillText(t.activeTime, { n: recipe.activeTime })}</li>
          <li>{fillText(t.totalTime, { n: recipe.totalTime })}</li>
          <li>{fillText(t.calories, { n: recipe.calories })}</li>
          <li>{fillText(t.servings, { n: recipe.servings })}</li>
        </ul>
      </header>
      {recipe.img ? <img src={recipe.img} alt="" className="w-full rounded-card object-cover" /> : null}
      <section
        aria-labelledby="recipe-products"
        className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
      >
        <h2 id="recipe-products" className="text-lg font-bold">
          {t.products}
        </h2>
        {recipe.products.length === 0 ? (
          <p className="text-muted">{t.noProducts}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {recipe.products.map((product) => (
              <li key={product.stockId} className="flex items-center gap-3">
                {product.img ? <img src={product.img} alt="" className="size-12 rounded-card object-cover" /> : null}
                <span className="flex-1">
                  {product.title} <span className="text-muted">{fillText(t.quantity, { n: product.quantity })}</span>
                </span>
                <span>{product.inStock ? formatPrice(product.price, currency, locale) : t.soldOut}</span>
              </li>
            ))}
          </ul>
        )}
        <RecipeCartNotice outcome={outcome} texts={t} />
        {orderable && outcome !== "oneShop" ? (
          <Form method="post" className="flex">
            <button
              type="submit"
              disabled={busy}
              className="h-12 rounded-full bg-primary px-6 font-semibold text-primary-fg hover:bg-primary-hover disabled:opacity-60"
            >
              {t.addAll}
            </button>
          </Form>
        ) : null}
      </section>
      <section aria-labelledby="recipe-ingredients" className="flex flex-col gap-2">
        <h2 id="recipe-ingredients" className="text-lg font-bold">
          {t.ingredients}
        </h2>
        <ul className="list-disc ps-6">
          {recipe.ingredients.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recipe-steps" className="flex flex-col gap-2">
        <h2 id="recipe-steps" className="text-lg font-bold">
          {t.instructions}
        </h2>
        <ol className="list-decimal ps-6">
          {recipe.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}

type RecipeTexts = ReturnType<typeof useLoaderData<typeof loader>>["texts"]["recipes"];

/** What "add all" did: added (with the way to the cart), the one-shop question, or why it failed. */
function RecipeCartNotice({ outcome, texts }: { outcome: Outcome | null; texts: RecipeTexts }) {
  if (!outcome) return null;
  if (outcome === "added") {
    return (
      <p role="status" className="flex flex-wrap items-center gap-3 font-semibold text-success-ink">
        {texts.added}
        <a href="/cart" className="text-primary underline">
          {texts.viewCart}
        </a>
      </p>
    );
  }
  if (outcome === "oneShop") {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p>{texts.oneShop}</p>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="replace" value="1" />
            <button type="submit" className="h-11 rounded-full bg-primary px-5 font-semibold text-primary-fg">
              {texts.replace}
            </button>
          </Form>
          <a href="/cart" className="flex h-11 items-center rounded-full border border-border px-5 font-semibold">
            {texts.keep}
          </a>
        </div>
      </div>
    );
  }
  const message = outcome === "full" ? texts.full : outcome === "empty" ? texts.noProducts : texts.failed;
  return (
    <p role="alert" className="text-danger">
      {message}
    </p>
  );
}
