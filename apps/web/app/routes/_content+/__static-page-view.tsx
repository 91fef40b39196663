import { EmptyState } from "@tiffin/ui";
import { ContentShell } from "./__content-shell";

/** The body of an about/terms/privacy page, a paragraph per blank-line-separated block. */
export function StaticPageView({ heading, body, missing }: { heading: string; body: string | null; missing: string }) {
  return (
    <ContentShell title={heading}>
      {body ? (
        <article className="flex max-w-2xl flex-col gap-4">
          {body
            .split(/\n{2,}/)
            .filter(Boolean)
            .map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
        </article>
      ) : (
        <EmptyState title={missing} />
      )}
    </ContentShell>
  );
}
