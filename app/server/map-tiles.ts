// Where a map's background tiles come from (decision 0097): OpenStreetMap's own tile server by
// default, within its tile usage policy (https://operations.osmfoundation.org/policies/tiles/):
// the attribution is shown on every map, tiles are fetched only when a visitor opens a map and
// only those in view, and browsers send the page's origin as the Referer (our Referrer-Policy is
// strict-origin-when-cross-origin). MAP_TILE_URL points maps at another server, or, in the
// tests, at a stand-in on the test server itself.

export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_TILE_ATTRIBUTION = "© OpenStreetMap contributors";
export const DEFAULT_TILE_ATTRIBUTION_URL = "https://www.openstreetmap.org/copyright";

/** What a page hands its map: the tile address template and whom to credit. */
export interface MapTiles {
  url: string;
  attribution: string;
  attributionUrl: string | null;
}

const SUBDOMAIN = "{s}";

/**
 * The Content-Security-Policy source that lets pages load tiles from `template`: its scheme,
 * host and port, with a `{s}.` subdomain as `*.`. Null when the template is not an http(s)
 * address with {z}, {x} and {y}, or has a placeholder anywhere in its host but the first label.
 */
export function tileImageSource(template: string): string | null {
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return null;
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/.exec(template);
  if (!match) return null;
  const [, scheme, authority = ""] = match;
  const host = authority.startsWith(`${SUBDOMAIN}.`)
    ? `wildcard.${authority.slice(SUBDOMAIN.length + 1)}`
    : authority;
  if (/[{}]/.test(host) || /[\s'";,]/.test(host)) return null;
  let parsed: URL;
  try {
    parsed = new URL(`${scheme}://${host}`);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  const origin = `${parsed.protocol}//${parsed.host}`;
  return authority.startsWith(`${SUBDOMAIN}.`) ? origin.replace("//wildcard.", "//*.") : origin;
}
