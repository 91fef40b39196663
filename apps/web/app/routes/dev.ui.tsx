import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ComponentGallery } from "@tiffin/ui/gallery";
import { englishTranslate } from "../lib/i18n/english-text";

export const meta: MetaFunction = () => [{ title: "Tiffin UI" }, { name: "robots", content: "noindex" }];

/**
 * The component gallery. Only a development build has this route (vite.config.ts leaves it out
 * unless DEV_TOOLS=1 at build time), and it answers only when the development entry runs with
 * DEV_TOOLS=1 outside production. `?theme=dark&dir=rtl` picks the starting mode.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.devTools) throw new Response("Not found", { status: 404 });
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
