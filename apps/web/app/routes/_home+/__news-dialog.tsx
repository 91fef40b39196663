import type { Blog } from "@tiffin/api-client";
import { useTranslation } from "react-i18next";
import { RouteDialog } from "../../components/layout/route-dialog";

/** /?news={uuid}: the news item in a modal; rendered open by the server, a modal once hydrated. */
export function NewsDialog({ news, closeHref }: { news: Blog; closeHref: string }) {
  const { t } = useTranslation();
  return (
    <RouteDialog
      title={news.translation?.title ?? t("web:newsTitle")}
      closeHref={closeHref}
      closeLabel={t("actions.close")}
    >
      {news.img ? (
        <img src={news.img} alt="" width={640} height={360} className="aspect-video w-full rounded-lg object-cover" />
      ) : null}
      <p className="whitespace-pre-line text-sm">
        {news.translation?.description ?? news.translation?.short_desc ?? ""}
      </p>
    </RouteDialog>
  );
}
