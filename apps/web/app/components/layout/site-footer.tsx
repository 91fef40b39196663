import { useTranslation } from "react-i18next";
import { ImpersonalPart } from "../../lib/site/impersonal-main";
import { useRootData } from "../../root";

const DISCOVER = [
  ["/blog", "siteFooter.blog"],
  ["/news", "siteFooter.news"],
  ["/recipes", "siteFooter.recipes"],
  ["/promotions", "siteFooter.promotions"],
  ["/brands", "siteFooter.brands"],
  ["/branches", "siteFooter.branches"],
] as const;

const COMPANY = [
  ["/about", "siteFooter.about"],
  ["/welcome", "siteFooter.welcome"],
  ["/careers", "siteFooter.careers"],
  ["/terms", "siteFooter.terms"],
  ["/privacy", "siteFooter.privacy"],
] as const;

/**
 * The site's footer: its pages, and the text, contacts, social and app links of settings. The same
 * for every visitor with these cookies, so a signed-in home takes it from theirs (ADR 050); inside
 * the island, so the part the Worker finds is exactly what stands in the island's place.
 */
export function SiteFooter() {
  return (
    <ImpersonalPart name="footer">
      <FooterContent />
    </ImpersonalPart>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const footer = useRootData()?.footer;
  const year = new Date().getFullYear();
  const heading = "mb-2 font-semibold text-fg";
  return (
    <footer data-part="footer" className="mt-16 border-t border-border bg-surface text-sm text-muted">
      <div className="mx-auto grid max-w-[1140px] gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="flex flex-col gap-2">
          <h2 id="footer-about" className={heading}>
            Tiffin
          </h2>
          {footer?.text ? <p>{footer.text}</p> : null}
          {footer?.address ? <address className="not-italic">{footer.address}</address> : null}
          {footer?.phone ? (
            <a href={`tel:${footer.phone.replace(/[^+\d]/g, "")}`} dir="ltr" className="self-start">
              {footer.phone}
            </a>
          ) : null}
          {footer?.email ? (
            <a href={`mailto:${footer.email}`} dir="ltr" className="self-start">
              {footer.email}
            </a>
          ) : null}
        </section>
        <nav aria-labelledby="footer-discover">
          <h2 id="footer-discover" className={heading}>
            {t("web:siteFooter.discover")}
          </h2>
          <ul className="flex flex-col gap-2">
            {DISCOVER.map(([href, key]) => (
              <li key={href}>
                <a href={href}>{t(`web:${key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            {t("web:siteFooter.company")}
          </h2>
          <ul className="flex flex-col gap-2">
            {COMPANY.map(([href, key]) => (
              <li key={href}>
                <a href={href}>{t(`web:${key}`)}</a>
              </li>
            ))}
            <li>
              <a href="/help">{t("footer.helpCenter")}</a>
            </li>
            <li>
              <a href="/be-seller">{t("footer.beSeller")}</a>
            </li>
            <li>
              <a href="/deliver">{t("web:applications.driverTitle")}</a>
            </li>
            <li>
              <a href="/liked">{t("header.likedRestaurants")}</a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-apps" className="flex flex-col gap-2">
          <h2 id="footer-apps" className={heading}>
            {t("web:siteFooter.getApp")}
          </h2>
          {footer ? (
            <ul className="flex flex-col gap-2">
              <li>
                <a href={footer.apps.android} rel="noopener" className="underline">
                  {t("web:siteFooter.googlePlay")}
                </a>
              </li>
              <li>
                <a href={footer.apps.ios} rel="noopener" className="underline">
                  {t("web:siteFooter.appStore")}
                </a>
              </li>
            </ul>
          ) : null}
          {footer && footer.social.length > 0 ? (
            <>
              <h2 className={`${heading} mt-2`}>{t("web:siteFooter.follow")}</h2>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {footer.social.map((link) => (
                  <li key={link.name}>
                    <a href={link.href} rel="noopener me" className="underline">
                      {t(`web:siteFooter.${link.name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <p className="mx-auto max-w-[1140px] px-4 pb-8">{t("footer.copyright", { year })}</p>
    </footer>
  );
}
