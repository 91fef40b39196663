import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface SeoInput {
  title: string;
  description: string;
  canonical?: string;
  image?: string | null;
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function seoMeta({ title, description, canonical, image }: SeoInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Tiffin" },
  ];
  if (canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  }
  if (image) tags.push({ property: "og:image", content: canonical ? new URL(image, canonical).href : image });
  return tags;
}
