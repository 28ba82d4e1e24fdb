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
  /** Its name's key in the `places` catalogue's `sitemap.links`. */
  key: string;
  label: string;
  path: string;
  /** Readable without signing in, so a search engine may index it (sitemap.xml lists it). */
  indexable: boolean;
}

export interface SiteMapSection {
  /** Its title's key in the `places` catalogue's `sitemap.sections`. */
  key: string;
  title: string;
  links: SiteMapLink[];
}

const page = (key: string, label: string, path: string, indexable = true): SiteMapLink => ({
  key,
  label,
  path,
  indexable,
});

const membersOnly = (key: string, label: string, path: string) => page(key, label, path, false);

/** Every page that is not about one city, in the sections the /sitemap page shows. */
export const siteMapSections: readonly SiteMapSection[] = [
  {
    key: "main",
    title: "Main pages",
    links: [
      page("home", "Home", "/"),
      page("howItWorks", "How It Works", "/how-it-works"),
      page("about", "About Glut", "/about"),
      page("ukCities", "UK Cities", LOCATIONS_PATH),
      page("partnership", "Community Partnership", "/community-partnership"),
    ],
  },
  {
    key: "browse",
    title: "Browse produce",
    links: [
      membersOnly("allListings", "All Listings", "/listings"),
      ...(["Vegetables", "Fruits", "Herbs", "Seedlings"] as const).map((category) =>
        membersOnly(
          category.toLowerCase(),
          listingCategoryLabel(category),
          `/listings?category=${category}`,
        ),
      ),
      membersOnly("freeItems", "Free Items", "/listings?type=Free"),
      membersOnly("swaps", "Swaps", "/listings?type=Swap"),
    ],
  },
  {
    key: "community",
    title: "Community",
    links: [
      page("freeFood", "Free Food", FREE_FOOD_PATH),
      page("allotments", "Allotments", "/allotments"),
      // The guides are public; only its My Garden tab needs an account.
      page("plantingCalendar", "Planting Calendar", "/planting-calendar"),
      page("foodBanks", "Food Banks", "/food-banks"),
      page("groups", "Community Groups", "/community-groups"),
      page("schools", "Schools", "/schools"),
    ],
  },
  {
    key: "account",
    title: "Your account",
    links: [
      // The sign-in form says noindex: nothing on it for a search to find (issue 32).
      page("logIn", "Log In", "/login", false),
      page("signUp", "Sign Up", "/signup"),
      membersOnly("dashboard", "Dashboard", "/dashboard"),
      // The index is public (categories and the teaser); topics need a membership.
      page("forum", "Forum", "/forum"),
    ],
  },
  {
    key: "help",
    title: "Help and legal",
    links: [
      page("privacy", "Privacy Policy", "/privacy"),
      page("terms", "Terms of Service", "/terms"),
      page("contact", "Contact", "/contact"),
      // The API, feeds and widget for reusing Glut's public data (decision 0096).
      page("openData", "Open Data", "/open-data"),
      page("sitemap", "Sitemap", "/sitemap"),
    ],
  },
];

/** The three pages every city has, each a section of the site map. */
export const cityPageKinds = [
  {
    key: "cityPages",
    title: "City pages",
    label: (city: City) => city.name,
    path: (city: City) => cityPath(city.slug),
  },
  {
    key: "freeFood",
    title: "Free food by city",
    label: (city: City) => `Free food in ${city.name}`,
    path: (city: City) => freeFoodPath(city.slug),
  },
  {
    key: "foodBanks",
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
