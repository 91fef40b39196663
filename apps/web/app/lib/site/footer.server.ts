import { type ApiClient, getSettings, settingsToMap } from "@tiffin/api-client";
import { orElse } from "../catalogue/catalogue.server";
import { storeLink } from "./brand";

/** Only web addresses reach the footer's links (never `javascript:` or the like from settings). */
function webLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export interface FooterData {
  text: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  social: { name: "instagram" | "facebook" | "twitter"; href: string }[];
  apps: { android: string; ios: string };
}

/** The footer's text, contacts, social and app links from settings; the brand's store pages by default. */
export async function footerData(api: ApiClient): Promise<FooterData> {
  const map = settingsToMap(await orElse(getSettings(api), []));
  const social = (["instagram", "facebook", "twitter"] as const).flatMap((name) => {
    const href = webLink(map[name]);
    return href ? [{ name, href }] : [];
  });
  return {
    text: map.footer_text || null,
    address: map.address || null,
    phone: map.phone || null,
    email: map.email && /^[^\s@<>"]+@[^\s@<>"]+$/.test(map.email) ? map.email : null,
    social,
    apps: {
      android: webLink(map.customer_app_android) ?? storeLink("customer", "android"),
      ios: webLink(map.customer_app_ios) ?? storeLink("customer", "ios"),
    },
  };
}
