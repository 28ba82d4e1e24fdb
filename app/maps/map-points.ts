// The points a map shows (decision 0097). Every point Glut has is approximate already: a listing's
// is the centre of its postcode district or town (decisions 0046, 0083), a food bank's the centre
// of its postcode's district. Several things at one centre would hide each other, so they are
// spread around it, deterministically (the same thing lands on the same spot on every visit), on
// a small sunflower spiral well inside a district, and the map never zooms in closer than a
// district allows, so a spread point never reads as an address.

/** A point as a map's list item carries it. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Decimal places a point is sent with: about 11 metres, far finer than a district, far coarser than an address. */
export const POINT_DECIMALS = 4;

/** The spiral's radius for two points at one centre, in metres; it grows with the square root. */
export const SPREAD_STEP_METRES = 180;

/** However many share a centre, none is drawn further than this from it. */
export const SPREAD_MAX_METRES = 900;

/** The closest a map may zoom in: about a district's width across a phone's screen. */
export const MAP_MAX_ZOOM = 13;

const METRES_PER_DEGREE = 111_320;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** FNV-1a: a stable number from an id, for an order that does not depend on the page's. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A coordinate to POINT_DECIMALS places: what a page carries is never finer than that. */
function rounded(value: number): number {
  const factor = 10 ** POINT_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * Each item's point on the map: alone at its centre, the centre itself; sharing it, a place on a
 * spiral around it, ordered by a hash of the item's id, so the same items always get the same
 * places whatever order a page lists them in. Items without a point are left out.
 */
export function spreadPoints<T extends { id: string; point: MapPoint | null }>(
  items: readonly T[],
): Map<string, MapPoint> {
  const byCentre = new Map<string, { id: string; centre: MapPoint }[]>();
  for (const item of items) {
    if (!item.point) continue;
    const key = `${item.point.latitude},${item.point.longitude}`;
    const group = byCentre.get(key) ?? [];
    if (!group.some((member) => member.id === item.id))
      group.push({ id: item.id, centre: item.point });
    byCentre.set(key, group);
  }
  const spread = new Map<string, MapPoint>();
  for (const [key, group] of byCentre) {
    if (group.length === 1) {
      const [only] = group;
      if (only) {
        spread.set(only.id, {
          latitude: rounded(only.centre.latitude),
          longitude: rounded(only.centre.longitude),
        });
      }
      continue;
    }
    group.sort((a, b) => hashOf(a.id) - hashOf(b.id) || (a.id < b.id ? -1 : 1));
    const radius = Math.min(SPREAD_MAX_METRES, SPREAD_STEP_METRES * Math.sqrt(group.length));
    // Each centre's spiral starts at its own angle, so neighbouring districts' do not line up.
    const phase = ((hashOf(key) % 360) * Math.PI) / 180;
    group.forEach(({ id, centre }, index) => {
      const distance = radius * Math.sqrt((index + 0.5) / group.length);
      const angle = phase + index * GOLDEN_ANGLE;
      const north = distance * Math.cos(angle);
      const east = distance * Math.sin(angle);
      const cosLatitude = Math.cos((centre.latitude * Math.PI) / 180);
      spread.set(id, {
        latitude: rounded(centre.latitude + north / METRES_PER_DEGREE),
        longitude: rounded(centre.longitude + east / (METRES_PER_DEGREE * cosLatitude)),
      });
    });
  }
  return spread;
}

/** The data attributes a list item carries for the map beside the list to draw it. */
export function mapPointAttributes(point: MapPoint | null | undefined): Record<string, string> {
  if (!point) return {};
  return { "data-map-lat": String(point.latitude), "data-map-lng": String(point.longitude) };
}
