import type { MetaDescriptor } from "react-router";
import { alternatePath, type Language, OG_LOCALE } from "~/i18n/languages";
import cySeo from "~/i18n/locales/cy/seo";
import enSeo from "~/i18n/locales/en/seo";

export const SITE_NAME = "Glut";

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path; the canonical link and og:url are built from the app's public URL. */
  path: string;
  appUrl: string;
  /** The page's own picture (a listing's first photo); the site's card otherwise. */
  image?: { url: string; width: number; height: number; alt: string };
  /**
   * The page's language, for a page whose words are in the catalogues (decision 0098): a Welsh
   * page is canonical at its `?lng=cy` address, with its Open Graph locale. English otherwise.
   */
  lng?: Language;
}

/** The site's own card (public/og-image.png), for pages without a picture of their own. */
export const SITE_IMAGE = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
  alt: enSeo.siteImageAlt,
} as const;

/**
 * The site's card in the page's language: its alt text is what a link preview reads out, and a
 * Welsh page's preview says it in Welsh (decision 0119). Both languages' words are two short
 * lines of the `seo` catalogue, imported here because a meta function has no request.
 */
export function siteImageIn(lng: Language) {
  return { ...SITE_IMAGE, alt: (lng === "cy" ? cySeo : enSeo).siteImageAlt };
}

/**
 * Title, description, canonical link and Open Graph tags for one page, the image with its size
 * and alt text so a link preview can lay it out and describe it (decision 0096).
 */
export function pageMeta({
  title,
  description,
  path,
  appUrl,
  image,
  lng = "en",
}: PageMeta): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  // No app address means the route's loader gave no data (it refused, and its own error boundary
  // shows): such a page is never shared or indexed, so it needs no canonical or Open Graph tags,
  // and a relative address would not make a URL.
  if (!appUrl) return [{ title: fullTitle }, { name: "description", content: description }];
  const url = new URL(alternatePath(path, lng), `${appUrl}/`).toString();
  const picture = image ?? siteImageIn(lng);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: OG_LOCALE[lng] },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(picture.url, `${appUrl}/`).toString() },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: picture.alt },
    { name: "twitter:image:alt", content: picture.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
