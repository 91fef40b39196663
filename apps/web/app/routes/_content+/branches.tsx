import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { paginateBranches } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { contentTexts, pageParam } from "../../lib/content.server";
import { seoMeta } from "../../lib/seo";
import { ContentShell, Pager } from "./__content-shell";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.texts.branches.title} | Tiffin`, description: data.texts.branches.intro }) : [];

/** Every shop's branches with their address; "Branches not found" when there are none. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const page = pageParam(request);
  const branches = await paginateBranches(api, { page, perPage: 24 });
  return {
    texts: contentTexts(request, context),
    page,
    lastPage: branches.meta.last_page,
    branches: branches.data.map((branch) => ({
      id: branch.id,
      title: branch.translation?.title ?? branch.shop?.translation?.title ?? "",
      address: branch.address.address,
      shopId: branch.shop_id,
      shopTitle: branch.shop?.translation?.title ?? null,
    })),
  };
}

export default function BranchesPage() {
  const { texts, branches, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <ContentShell title={texts.branches.title} intro={texts.branches.intro}>
      {branches.length === 0 ? (
        <EmptyState title={texts.branches.empty} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {branches.map((branch) => (
            <li key={branch.id} className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4">
              <h2 className="font-bold">{branch.title}</h2>
              <p className="text-muted">{branch.address}</p>
              {branch.shopTitle ? <p className="text-sm">{branch.shopTitle}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Pager path="/branches" page={page} lastPage={lastPage} labels={texts.pager} />
    </ContentShell>
  );
}
