// The small toolkit the demo illustrations are drawn with: a seeded random source (the same
// listing always gets the same picture), colour mixing, shared gradients and number formatting.

/** A repeatable random source: the same seed gives the same sequence on every machine. */
export interface Rng {
  /** In [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRng(seed: string): Rng {
  // FNV-1a for the seed, then mulberry32: tiny, fast and well spread for pictures.
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
  };
  return rng;
}

/** A number as SVG wants it: one decimal place is plenty at photo sizes. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Between two `#rrggbb` colours: 0 is `from`, 1 is `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const out = a.map((channel, i) => Math.round(channel + ((b[i] ?? 0) - channel) * amount));
  return `#${out.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

export const lighten = (hex: string, amount: number) => mix(hex, "#ffffff", amount);
export const darken = (hex: string, amount: number) => mix(hex, "#1a1208", amount);

/** A colour nudged a little lighter or darker at random, so no two items are identical. */
export function vary(rng: Rng, hex: string, spread = 0.12): string {
  const amount = rng.range(-spread, spread);
  return amount >= 0 ? lighten(hex, amount) : darken(hex, -amount);
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${colour}"${
          opacity === undefined ? "" : ` stop-opacity="${Math.round(opacity * 100) / 100}"`
        }/>`,
    )
    .join("");
}

/**
 * The `<defs>` of one picture. Gradients are keyed by their content, so a hundred tomatoes of
 * one colour share one gradient.
 */
export class Defs {
  private readonly entries = new Map<string, { id: string; markup: string }>();

  /** A gradient across an item's own box; `angle` 90 runs top to bottom. */
  linear(stops: readonly Stop[], angle = 90): string {
    const radians = (angle * Math.PI) / 180;
    const dx = Math.cos(radians) / 2;
    const dy = Math.sin(radians) / 2;
    const attributes = `x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}"`;
    return this.define("lg", `${attributes}|${JSON.stringify(stops)}`, (id) => {
      return `<linearGradient id="${id}" ${attributes}>${stopsMarkup(stops)}</linearGradient>`;
    });
  }

  /** A rounded gradient lit from (cx, cy) in the item's own box. */
  radial(stops: readonly Stop[], cx = 0.38, cy = 0.32, r = 0.75): string {
    const attributes = `cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fx="${n(cx)}" fy="${n(cy)}"`;
    return this.define("rg", `${attributes}|${JSON.stringify(stops)}`, (id) => {
      return `<radialGradient id="${id}" ${attributes}>${stopsMarkup(stops)}</radialGradient>`;
    });
  }

  /** Any other definition (a filter, a clip path), made once under a name of its own. */
  named(name: string, make: (id: string) => string): string {
    return this.define(name, name, make);
  }

  private define(prefix: string, key: string, make: (id: string) => string): string {
    const existing = this.entries.get(key);
    if (existing) return `url(#${existing.id})`;
    const id = `${prefix}${this.entries.size}`;
    this.entries.set(key, { id, markup: make(id) });
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${[...this.entries.values()].map((entry) => entry.markup).join("")}</defs>`;
  }
}

/** What every drawing function is handed. */
export interface Kit {
  rng: Rng;
  defs: Defs;
}

/** `translate(x y) rotate(angle) scale(size)` for a group drawn around its own origin. */
export function place(x: number, y: number, angle = 0, scale = 1): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (angle) parts.push(`rotate(${n(angle)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return parts.join(" ");
}

/**
 * A closed, smooth outline through points on a wobbly ellipse: potatoes, crowns, leaves of
 * compost. `wobble` 0 is a clean ellipse.
 */
export function blob(rng: Rng, rx: number, ry: number, wobble: number, points = 9): string {
  const corners = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    return [Math.cos(angle) * rx * k, Math.sin(angle) * ry * k] as const;
  });
  return smoothClosedPath(corners);
}

/** A closed Catmull-Rom curve through the points, as cubic Béziers. */
export function smoothClosedPath(points: readonly (readonly [number, number])[]): string {
  const count = points.length;
  const at = (i: number) => points[((i % count) + count) % count] as readonly [number, number];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0] ?? 0)} ${n(c1[1] ?? 0)} ${n(c2[0] ?? 0)} ${n(c2[1] ?? 0)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/**
 * A leaf shape along the x axis from the origin to (length, 0): pointed at the tip, widest a
 * little before the middle. Serration adds small teeth along the edge.
 */
export function leafPath(length: number, width: number, options: { serrate?: number } = {}) {
  const half = width / 2;
  if (!options.serrate) {
    return `M0 0C${n(length * 0.25)} ${n(-half * 1.1)} ${n(length * 0.7)} ${n(-half * 0.9)} ${n(length)} 0C${n(length * 0.7)} ${n(half * 0.9)} ${n(length * 0.25)} ${n(half * 1.1)} 0 0Z`;
  }
  const teeth = Math.max(4, Math.round(options.serrate));
  const edge = (sign: number) => {
    const out: string[] = [];
    for (let i = 1; i <= teeth; i++) {
      const t = i / (teeth + 1);
      const w = Math.sin(Math.PI * t ** 0.8) * half * sign;
      out.push(
        `${n(length * t)} ${n(w * 1.08)}`,
        `${n(length * (t + 0.5 / (teeth + 1)))} ${n(w * 0.9)}`,
      );
    }
    return out;
  };
  const upper = edge(-1);
  const lower = edge(1).reverse();
  return `M0 0L${upper.join("L")}L${n(length)} 0L${lower.join("L")}Z`;
}
