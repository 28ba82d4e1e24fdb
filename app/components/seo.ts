import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Glut";

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path; the canonical link and og:url are built from the app's public URL. */
  path: string;
  appUrl: string;
  image?: string;
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function pageMeta({ title, description, path, appUrl, image }: PageMeta): MetaDescriptor[] {
  const url = new URL(path, `${appUrl}/`).toString();
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(image ?? "/og-image.png", `${appUrl}/`).toString() },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
