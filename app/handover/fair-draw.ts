// The fair rule's draw (decision 0087): a weighted random order of everyone who asked, where a
// member who received less in the last 30 days is more likely to come first. Seeded, so the
// order a draw gave can be recomputed from the seed stored with the listing's rule.

/** One requester in a draw. */
export interface DrawEntrant {
  requestId: string;
  /** Items collected in the last 30 days (memberRecords' receivedLast30Days). */
  receivedLast30Days: number;
  /** A verified food bank or group: first when the owner gave organisations priority. */
  organisation: boolean;
}

/**
 * A member's chance weight: 1 for someone who received nothing lately, ½ after one item, ⅓
 * after two. Everyone keeps a chance; a member who has had a lot is not shut out, only less
 * likely to come first.
 */
export function drawWeight(receivedLast30Days: number): number {
  return 1 / (1 + Math.max(0, receivedLast30Days));
}

/** cyrb128: a string to four 32-bit words, to seed sfc32. */
function seedWords(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A seeded generator of numbers in [0, 1): sfc32, small and well tested (PractRand), the same on
 * every platform because it uses only 32-bit integer arithmetic.
 */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = seedWords(seed);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/**
 * The drawn order of request ids. Weighted sampling without replacement (Efraimidis and
 * Spirakis, 2006): each entrant draws u in (0, 1] and is ranked by ln(u) / weight, largest
 * first, which gives each the chance weight / (sum of weights) of coming first, and the same
 * among those left for every later place. Entrants are taken in request-id order so the input's
 * order never changes the result; verified organisations come first when the owner chose so.
 */
export function drawOrder(
  entrants: readonly DrawEntrant[],
  seed: string,
  organisationsFirst: boolean,
): string[] {
  const random = seededRandom(seed);
  const keyed = [...entrants]
    .sort((a, b) => (a.requestId < b.requestId ? -1 : a.requestId > b.requestId ? 1 : 0))
    .map((entrant) => ({
      entrant,
      key: Math.log(1 - random()) / drawWeight(entrant.receivedLast30Days),
    }));
  const tier = (entrant: DrawEntrant) => (organisationsFirst && entrant.organisation ? 0 : 1);
  keyed.sort((a, b) => tier(a.entrant) - tier(b.entrant) || b.key - a.key);
  return keyed.map(({ entrant }) => entrant.requestId);
}
