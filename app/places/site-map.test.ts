import { describe, expect, it } from "vitest";
import { cities } from "~/data/cities";
import { citiesByPopulation } from "~/data/cities-by-population";
import { englishFrom } from "~/i18n/english";
import cyPlaces from "~/i18n/locales/cy/places";
import enPlaces from "~/i18n/locales/en/places";
import {
  cityPageKinds,
  escapeXml,
  indexablePaths,
  SITE_MAP_BASE_PAGES,
  siteMapSections,
  sitemapXml,
  totalPagesFigure,
} from "./site-map";

const allPaths = () => siteMapSections.flatMap((section) => section.links.map((l) => l.path));

describe("the site map's links", () => {
  it("holds every link of the specification's sitemap", () => {
    const required = [
      "/",
      "/listings",
      "/how-it-works",
      "/about",
      "/free-food",
      "/allotments",
      "/food-banks",
      "/community-groups",
      "/schools",
      "/login",
      "/signup",
      "/dashboard",
      "/forum",
      "/privacy",
      "/terms",
      "/contact",
      "/sitemap",
      "/listings?category=Vegetables",
      "/listings?category=Fruits",
      "/listings?category=Herbs",
      "/listings?category=Seedlings",
      "/listings?type=Free",
      "/listings?type=Swap",
    ];
    expect(allPaths()).toEqual(expect.arrayContaining(required));
  });

  it("lists each page once", () => {
    expect(new Set(allPaths()).size).toBe(allPaths().length);
  });

  it("gives every city its city, free-food and food-bank page", () => {
    const leeds = cities.find((city) => city.slug === "leeds");
    if (!leeds) throw new Error("no Leeds");
    expect(cityPageKinds.map((kind) => kind.path(leeds))).toEqual([
      "/city/leeds",
      "/free-food/leeds",
      "/food-banks/leeds",
    ]);
  });
});

describe("totalPagesFigure", () => {
  it("is 125 plus 3 times the number of cities", () => {
    expect(SITE_MAP_BASE_PAGES).toBe(125);
    expect(totalPagesFigure(0)).toBe(125);
    expect(totalPagesFigure(1)).toBe(128);
    expect(totalPagesFigure(cities.length)).toBe(125 + 3 * cities.length);
    expect(totalPagesFigure(129)).toBe(512);
  });
});

describe("indexablePaths", () => {
  const paths = indexablePaths(citiesByPopulation);

  it("holds the public pages and the three pages of every city, each once", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/locations",
        "/free-food",
        "/food-banks",
        "/sitemap",
        "/planting-calendar",
      ]),
    );
    for (const city of cities) {
      expect(paths).toContain(`/city/${city.slug}`);
      expect(paths).toContain(`/free-food/${city.slug}`);
      expect(paths).toContain(`/food-banks/${city.slug}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out pages behind sign-in or membership, and the noindex sign-in form", () => {
    for (const hidden of ["/listings", "/listings?type=Free", "/dashboard", "/login"]) {
      expect(paths).not.toContain(hidden);
    }
  });

  it("lists the forum's index, which anyone may read", () => {
    expect(paths).toContain("/forum");
  });

  it("counts the static pages plus 3 per city", () => {
    const staticPublic = siteMapSections.flatMap((s) => s.links).filter((l) => l.indexable);
    expect(paths).toHaveLength(staticPublic.length + 3 * cities.length);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters and nothing else", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("/city/leeds")).toBe("/city/leeds");
  });
});

describe("sitemapXml", () => {
  it("writes a sitemaps.org urlset of absolute, escaped addresses", () => {
    const xml = sitemapXml("https://glut.example", [
      { path: "/" },
      { path: "/city/leeds" },
      { path: "/a?b=1&c=2" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<url><loc>https://glut.example/</loc><xhtml:link");
    expect(xml).toContain("<url><loc>https://glut.example/city/leeds</loc><xhtml:link");
    expect(xml).toContain("<url><loc>https://glut.example/a?b=1&amp;c=2</loc><xhtml:link");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("accepts an address with a trailing slash or a path prefix", () => {
    expect(sitemapXml("https://glut.example/", [{ path: "/about" }])).toContain(
      "<loc>https://glut.example/about</loc>",
    );
  });

  it("gives a page its lastmod where one is known", () => {
    const xml = sitemapXml("https://glut.example", [
      { path: "/terms", lastmod: "2026-11-22" },
      { path: "/about" },
    ]);
    expect(xml).toContain(
      "<url><loc>https://glut.example/terms</loc><lastmod>2026-11-22</lastmod><xhtml:link",
    );
    expect(xml).toContain("<url><loc>https://glut.example/about</loc><xhtml:link");
  });

  it("names each page's English and Welsh addresses, as the page's hreflang links do", () => {
    const xml = sitemapXml("https://glut.example", [{ path: "/a?b=1&c=2" }]);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en-GB" href="https://glut.example/a?b=1&amp;c=2"/>' +
        '<xhtml:link rel="alternate" hreflang="cy" href="https://glut.example/a?b=1&amp;c=2&amp;lng=cy"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://glut.example/a?b=1&amp;c=2"/></url>',
    );
  });
});

describe("the sitemap page's words (decision 0098)", () => {
  it("are the site map's own English names in the places catalogue, and in Welsh too", () => {
    const english = englishFrom(enPlaces);
    const welsh = englishFrom(cyPlaces);
    for (const section of [...siteMapSections, ...cityPageKinds]) {
      expect(english(`sitemap.sections.${section.key}`)).toBe(section.title);
      expect(welsh(`sitemap.sections.${section.key}`)).not.toBe("");
    }
    for (const link of siteMapSections.flatMap((section) => section.links)) {
      expect(english(`sitemap.links.${link.key}`)).toBe(link.label);
      expect(welsh(`sitemap.links.${link.key}`)).not.toBe("");
    }
  });
});
