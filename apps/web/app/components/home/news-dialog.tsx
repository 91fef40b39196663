import { Link, useNavigate } from "@remix-run/react";
import type { Blog } from "@tiffin/api-client";
import { CloseIcon } from "@tiffin/ui";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

/** /?news={uuid}: the news item in a modal; rendered open by the server, a modal once hydrated. */
export function NewsDialog({ news, closeHref }: { news: Blog; closeHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { preventScrollReset: true, replace: true });
      }}
      className="fixed inset-0 z-50 m-auto flex h-fit max-h-[92dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-card bg-surface p-5 text-fg shadow-elevated backdrop:bg-overlay max-modal:mb-0 max-modal:rounded-b-none"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {news.translation?.title ?? t("web:newsTitle")}
        </h2>
        <Link
          to={closeHref}
          replace
          preventScrollReset
          aria-label={t("actions.close")}
          className="flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-surface-hover"
        >
          <CloseIcon />
        </Link>
      </div>
      {news.img ? (
        <img src={news.img} alt="" width={640} height={360} className="aspect-video w-full rounded-lg object-cover" />
      ) : null}
      <p className="whitespace-pre-line text-sm">
        {news.translation?.description ?? news.translation?.short_desc ?? ""}
      </p>
    </dialog>
  );
}
