import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ComponentGallery } from "@tiffin/ui";
import { englishTranslate } from "../lib/i18n/english-text";

export const meta: MetaFunction = () => [{ title: "Tiffin UI" }, { name: "robots", content: "noindex" }];

/** The component gallery, in development only; `?theme=dark&dir=rtl` picks the starting mode. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.cloudflare.env.ENVIRONMENT !== "development") throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  return {
    theme: url.searchParams.get("theme") === "dark" ? ("dark" as const) : ("light" as const),
    dir: url.searchParams.get("dir") === "rtl" ? ("rtl" as const) : ("ltr" as const),
  };
}

export default function DevUi() {
  const { theme, dir } = useLoaderData<typeof loader>();
  return <ComponentGallery key={`${theme}-${dir}`} t={englishTranslate} initialTheme={theme} initialDirection={dir} />;
}
