import { alternatePath, HTML_LANG, LANGUAGES } from "~/i18n/languages";
import { listingCategoryLabel } from "~/listings/listing-options";
import type { City } from "./cities";
import {
  cityPath,
  FREE_FOOD_PATH,
  foodBanksPath,
  freeFoodPath,
  LOCATIONS_PATH,
} from "./place-links";

// The site map (specification §2 /sitemap): the page of links a person reads, and the
// sitemap.xml a search engine reads, from one list.

export interface SiteMapLink {
  label: string;
  path: string;
  /** Readable without signing in, so a search engine may index it (sitemap.xml lists it). */
  indexable: boolean;
}

export interface SiteMapSection {
  title: string;
  links: SiteMapLink[];
}

const page = (label: string, path: string, indexable = true): SiteMapLink => ({
  label,
  path,
  indexable,
});

const membersOnly = (label: string, path: string) => page(label, path, false);

/** Every page that is not about one city, in the sections the /sitemap page shows. */
export const siteMapSections: readonly SiteMapSection[] = [
  {
    title: "Main pages",
    links: [
      page("Home", "/"),
      page("How It Works", "/how-it-works"),
      page("About Glut", "/about"),
      page("UK Cities", LOCATIONS_PATH),
      page("Community Partnership", "/community-partnership"),
    ],
  },
  {
    title: "Browse produce",
    links: [
      membersOnly("All Listings", "/listings"),
      ...(["Vegetables", "Fruits", "Herbs", "Seedlings"] as const).map((category) =>
        membersOnly(listingCategoryLabel(category), `/listings?category=${category}`),
      ),
      membersOnly("Free Items", "/listings?type=Free"),
      membersOnly("Swaps", "/listings?type=Swap"),
    ],
  },
  {
    title: "Community",
    links: [
      page("Free Food", FREE_FOOD_PATH),
      page("Allotments", "/allotments"),
      // The guides are public; only its My Garden tab needs an account.
      page("Planting Calendar", "/planting-calendar"),
      page("Food Banks", "/food-banks"),
      page("Community Groups", "/community-groups"),
      page("Schools", "/schools"),
    ],
  },
  {
    title: "Your account",
    links: [
      // The sign-in form says noindex: nothing on it for a search to find (issue 32).
      page("Log In", "/login", false),
      page("Sign Up", "/signup"),
      membersOnly("Dashboard", "/dashboard"),
      // The index is public (categories and the teaser); topics need a membership.
      page("Forum", "/forum"),
    ],
  },
  {
    title: "Help and legal",
    links: [
      page("Privacy Policy", "/privacy"),
      page("Terms of Service", "/terms"),
      page("Contact", "/contact"),
      // The API, feeds and widget for reusing Glut's public data (decision 0096).
      page("Open Data", "/open-data"),
      page("Sitemap", "/sitemap"),
    ],
  },
];

/** The three pages every city has, each a section of the site map. */
export const cityPageKinds = [
  {
    title: "City pages",
    label: (city: City) => city.name,
    path: (city: City) => cityPath(city.slug),
  },
  {
    title: "Free food by city",
    label: (city: City) => `Free food in ${city.name}`,
    path: (city: City) => freeFoodPath(city.slug),
  },
  {
    title: "Food banks by city",
    label: (city: City) => `Food banks in ${city.name}`,
    path: (city: City) => foodBanksPath(city.slug),
  },
] as const;

/** The specification's figure: 125 pages, plus the three pages of every city. */
export const SITE_MAP_BASE_PAGES = 125;

export function totalPagesFigure(cityCount: number): number {
  return SITE_MAP_BASE_PAGES + cityPageKinds.length * cityCount;
}

/** The paths sitemap.xml lists: every page readable without signing in, each once. */
export function indexablePaths(cities: readonly City[]): string[] {
  const paths = siteMapSections.flatMap((section) =>
    section.links.filter((link) => link.indexable).map((link) => link.path),
  );
  for (const kind of cityPageKinds) for (const city of cities) paths.push(kind.path(city));
  return [...new Set(paths)];
}

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/** One page of sitemap.xml. */
export interface SitemapEntry {
  path: string;
  /**
   * When its content last changed, where a true date is known (a W3C date, YYYY-MM-DD); no date
   * rather than a guess, since search engines stop trusting a site's lastmod once it is wrong.
   */
  lastmod?: string;
}

/** A sitemaps.org urlset of the pages, each made absolute against the app's public address. */
export function sitemapXml(appUrl: string, entries: readonly SitemapEntry[]): string {
  const base = `${appUrl.replace(/\/$/, "")}/`;
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, base).toString())}</loc>`;
    // Each page in English and Welsh, as the page's own hreflang links name them (0098).
    const alternate = (hreflang: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(new URL(href, base).toString())}"/>`;
    const alternates = [
      ...LANGUAGES.map((lng) => alternate(HTML_LANG[lng], alternatePath(path, lng))),
      alternate("x-default", alternatePath(path, "en")),
    ].join("");
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
