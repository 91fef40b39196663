import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getSettings, paginateCareers, settingsToMap } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { apiFor } from "../../lib/api.server";
import { orElse } from "../../lib/catalogue/catalogue.server";
import { contentTexts, pageParam } from "../../lib/content.server";
import { fillText } from "../../lib/i18n/content-bundles";
import { seoMeta } from "../../lib/seo";
import { ContentShell, Pager } from "./__content-shell";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: `${data.texts.careers.title} | Tiffin`, description: data.texts.careers.intro }) : [];

/** Open positions in the reader's language, with the settings' email to apply. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const page = pageParam(request);
  const [careers, settings] = await Promise.all([
    paginateCareers(api, { page, perPage: 20 }),
    orElse(getSettings(api), []),
  ]);
  return {
    texts: contentTexts(request, context),
    page,
    lastPage: careers.meta.last_page,
    email: settingsToMap(settings).email || null,
    careers: careers.data.map((career) => ({
      id: career.id,
      title: career.translation?.title ?? "",
      description: career.translation?.description ?? "",
      place: career.translation?.address ?? career.location ?? "",
    })),
  };
}

export default function CareersPage() {
  const { texts, careers, email, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <ContentShell title={texts.careers.title} intro={texts.careers.intro}>
      {careers.length === 0 ? (
        <EmptyState title={texts.careers.empty} />
      ) : (
        <ul className="flex flex-col gap-4">
          {careers.map((career) => (
            <li key={career.id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
              <h2 className="text-lg font-bold">{career.title}</h2>
              {career.place ? (
                <p className="text-sm text-muted">{fillText(texts.careers.location, { place: career.place })}</p>
              ) : null}
              <p>{career.description}</p>
              {email ? (
                <a
                  href={`mailto:${email}?subject=${encodeURIComponent(career.title)}`}
                  className="font-semibold text-primary underline"
                >
                  {texts.careers.apply}
                  <span className="sr-only">: {career.title}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager path="/careers" page={page} lastPage={lastPage} labels={texts.pager} />
    </ContentShell>
  );
}
