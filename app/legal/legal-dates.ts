// When each legal document's wording last changed: shown on the page ("Last updated") and given
// to search engines as its lastmod in sitemap.xml. Change the date with the wording.

export const PRIVACY_UPDATED = "2026-11-29";
export const TERMS_UPDATED = "2026-11-29";
