import {
  blob,
  darken,
  type Kit,
  leafPath,
  lighten,
  mix,
  n,
  place,
  smoothClosedPath,
  vary,
} from "./svg-kit";

// Produce, seen from above as in a flat-lay photo, each drawn around its own origin. Long things
// lie along the x axis. Round bodies are lit from the top left whatever their turn, so a bowl of
// apples shares one light; stalks and leaves turn with the item.

export interface Placement {
  x: number;
  y: number;
  /** Degrees. */
  angle: number;
  scale: number;
}

export interface Subject {
  /** The space one item takes at scale 1, for packing. */
  radius: number;
  /** Long things are laid side by side rather than piled. */
  long?: boolean;
  /** Stems gathered and tied, heads fanned out: herbs. */
  bunch?: boolean;
  draw(kit: Kit, at: Placement): string;
}

/** A body that keeps the light where it is, with details that turn with the item. */
function lit(at: Placement, body: string, turning = ""): string {
  return `<g transform="${place(at.x, at.y, 0, at.scale)}">${body}<g transform="rotate(${n(at.angle)})">${turning}</g></g>`;
}

function turned(at: Placement, inner: string): string {
  return `<g transform="${place(at.x, at.y, at.angle, at.scale)}">${inner}</g>`;
}

/** Round fruit shading: a highlight, the colour, and a darker rim. */
function roundFill(kit: Kit, colour: string): string {
  return kit.defs.radial([
    [0, lighten(colour, 0.35)],
    [0.45, colour],
    [1, darken(colour, 0.35)],
  ]);
}

function gloss(rx: number, ry: number): string {
  return `<ellipse cx="${n(-rx * 0.35)}" cy="${n(-ry * 0.4)}" rx="${n(rx * 0.28)}" ry="${n(ry * 0.16)}" transform="rotate(-30 ${n(-rx * 0.35)} ${n(-ry * 0.4)})" fill="#ffffff" opacity="0.35"/>`;
}

/** A five- or six-pointed green star: a tomato's or strawberry's calyx. */
function calyx(kit: Kit, radius: number, points: number, colour = "#4f7d2c"): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const angle = (i / (points * 2)) * Math.PI * 2 + kit.rng.range(-0.1, 0.1);
    const r = i % 2 === 0 ? radius * kit.rng.range(0.85, 1.15) : radius * 0.28;
    corners.push(`${n(Math.cos(angle) * r)} ${n(Math.sin(angle) * r)}`);
  }
  return `<path d="M${corners.join("L")}Z" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="1.5" stroke-linejoin="round"/><circle r="${n(radius * 0.16)}" fill="${darken(colour, 0.25)}"/>`;
}

function tomatoOf(colour: string, size: number): Subject {
  return {
    radius: size,
    draw(kit, at) {
      const c = vary(kit.rng, colour, 0.08);
      const rx = size * kit.rng.range(0.95, 1.05);
      const ry = size * kit.rng.range(0.88, 0.98);
      const body = `<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="${roundFill(kit, c)}"/>${gloss(rx, ry)}`;
      return lit(at, body, calyx(kit, size * 0.45, 5));
    },
  };
}

function appleOf(colours: readonly string[]): Subject {
  return {
    radius: 62,
    draw(kit, at) {
      const base = vary(kit.rng, kit.rng.pick(colours), 0.1);
      const blush = mix(base, "#a61b1b", kit.rng.range(0, 0.5));
      const outline = blob(kit.rng, 60, 56, 0.04, 8);
      const fill = kit.defs.radial([
        [0, lighten(blush, 0.3)],
        [0.5, blush],
        [0.85, base],
        [1, darken(base, 0.3)],
      ]);
      const speckles = Array.from({ length: 10 }, () => {
        const a = kit.rng.range(0, Math.PI * 2);
        const r = kit.rng.range(10, 48);
        return `<circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" r="1.6" fill="${lighten(base, 0.5)}" opacity="0.5"/>`;
      }).join("");
      const body = `<path d="${outline}" fill="${fill}"/>${speckles}${gloss(60, 56)}`;
      const stalk = `<circle r="9" fill="${darken(base, 0.45)}" opacity="0.6"/><path d="M0 0q6 -12 4 -24" stroke="#5b3a1c" stroke-width="4.5" stroke-linecap="round" fill="none"/>`;
      return lit(at, body, stalk);
    },
  };
}

export const subjects = {
  courgette: {
    radius: 150,
    long: true,
    draw(kit, at) {
      const golden = false;
      return courgetteMarkup(kit, at, golden);
    },
  },
  goldenCourgette: {
    radius: 150,
    long: true,
    draw: (kit, at) => courgetteMarkup(kit, at, true),
  },
  courgetteFlower: {
    radius: 60,
    draw(kit, at) {
      const petals = Array.from({ length: 5 }, (_, i) => {
        const angle = i * 72 + kit.rng.range(-8, 8);
        return `<path d="${leafPath(62, 40)}" transform="rotate(${n(angle)})" fill="${kit.defs.linear(
          [
            [0, "#f0a20a"],
            [1, "#ffd447"],
          ],
          0,
        )}" stroke="#d98a06" stroke-width="1.5"/>`;
      }).join("");
      return turned(at, `${petals}<circle r="12" fill="#e7b20f"/><circle r="6" fill="#f8d24a"/>`);
    },
  },
  runnerBean: {
    radius: 120,
    long: true,
    draw(kit, at) {
      // A thick stroke along a gentle curve: long, flat and slightly lumpy over the beans.
      const length = kit.rng.range(210, 250);
      const width = kit.rng.range(17, 21);
      const colour = vary(kit.rng, "#5b8c2c", 0.08);
      const bend = kit.rng.range(-16, 16);
      const half = length / 2;
      const spine = `M${n(-half)} 0Q0 ${n(bend * 2)} ${n(half)} 0`;
      const lumps = Array.from({ length: 6 }, (_, i) => {
        const t = 0.15 + i * 0.14;
        const x = -half + length * t;
        const y = 2 * t * (1 - t) * bend * 2;
        return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(width * 0.75)}" ry="${n(width * 0.52)}" fill="${colour}"/>`;
      }).join("");
      return turned(
        at,
        `<path d="${spine}" stroke="${darken(colour, 0.3)}" stroke-width="${n(width + 3)}" stroke-linecap="round" fill="none"/><path d="${spine}" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>${lumps}<path d="${spine}" transform="translate(0 ${n(-width * 0.22)})" stroke="${lighten(colour, 0.35)}" stroke-width="${n(width * 0.2)}" stroke-linecap="round" fill="none" opacity="0.6"/><path d="M${n(half)} 0l16 ${n(kit.rng.range(-5, 5))}" stroke="${darken(colour, 0.25)}" stroke-width="3" stroke-linecap="round"/><path d="M${n(-half)} 0l-14 -3" stroke="#7d9a48" stroke-width="6" stroke-linecap="round"/>`,
      );
    },
  },
  beanSeed: {
    radius: 18,
    draw(kit, at) {
      const base = kit.rng.pick(["#b4487a", "#8b3b74", "#c25c8e"]);
      const marbling = Array.from({ length: 4 }, () => {
        const x = kit.rng.range(-12, 12);
        const y = kit.rng.range(-6, 6);
        return `<path d="M${n(x)} ${n(y)}q${n(kit.rng.range(-6, 6))} ${n(kit.rng.range(-4, 4))} ${n(kit.rng.range(4, 10))} ${n(kit.rng.range(-3, 3))}" stroke="#2b1428" stroke-width="${n(kit.rng.range(2, 4))}" stroke-linecap="round" fill="none"/>`;
      }).join("");
      return turned(
        at,
        `<path d="M-16 -2C-16 -11 -4 -12 2 -10C10 -8 16 -8 16 0C16 9 6 11 -2 10C-10 9 -16 7 -16 -2Z" fill="${roundFill(kit, base)}"/>${marbling}<path d="M-3 -9q3 2 6 0" stroke="#f1e6d8" stroke-width="2.5" fill="none"/>`,
      );
    },
  },
  rhubarbStalk: {
    radius: 200,
    long: true,
    draw(kit, at) {
      const length = kit.rng.range(330, 400);
      const width = kit.rng.range(26, 34);
      const fill = kit.defs.linear(
        [
          [0, "#d23a4c"],
          [0.55, "#c2344a"],
          [0.8, "#9c7a3c"],
          [1, "#7f9a3c"],
        ],
        0,
      );
      const ribs = [-0.25, 0, 0.25]
        .map(
          (k) =>
            `<path d="M${n(-length / 2 + 10)} ${n(k * width)}L${n(length / 2 - 6)} ${n(k * width * 0.8)}" stroke="#ffffff" stroke-width="1.5" opacity="0.22"/>`,
        )
        .join("");
      const leaf = `<g transform="translate(${n(length / 2 - 4)} 0) rotate(${n(kit.rng.range(-20, 20))})"><path d="${blob(kit.rng, 70, 60, 0.18, 11)}" transform="translate(62 0)" fill="${kit.defs.linear(
        [
          [0, "#6d9b35"],
          [1, "#3f6a1f"],
        ],
      )}" stroke="#35591b" stroke-width="2"/><path d="M0 0L110 -34M0 0L122 0M0 0L108 38" stroke="#c9d88a" stroke-width="3" fill="none" opacity="0.7"/></g>`;
      const foot = `<ellipse cx="${n(-length / 2)}" cy="0" rx="8" ry="${n(width / 2)}" fill="#e9b9a4"/>`;
      return turned(
        at,
        `<rect x="${n(-length / 2)}" y="${n(-width / 2)}" width="${n(length)}" height="${n(width)}" rx="${n(width / 2)}" fill="${fill}"/>${ribs}${foot}${leaf}`,
      );
    },
  },
  rhubarbCrown: {
    radius: 120,
    draw(kit, at) {
      // A lifted crown: a knobbly woody mass with fat pink buds, thick roots tucked beneath.
      const roots = Array.from({ length: 7 }, () => {
        const angle = kit.rng.range(Math.PI * 0.1, Math.PI * 0.9);
        const length = kit.rng.range(80, 115);
        const [x, y] = [Math.cos(angle) * length, Math.sin(angle) * length];
        return `<path d="M0 0Q${n(x * 0.5 + kit.rng.range(-20, 20))} ${n(y * 0.5)} ${n(x)} ${n(y)}" stroke="#a98460" stroke-width="${n(kit.rng.range(14, 22))}" stroke-linecap="round" fill="none"/>`;
      }).join("");
      const mass = `<path d="${blob(kit.rng, 92, 72, 0.16, 11)}" fill="${kit.defs.radial([
        [0, "#9c7650"],
        [0.7, "#6e4e32"],
        [1, "#4a3220"],
      ])}"/>`;
      const knobs = Array.from({ length: 7 }, () => {
        const x = kit.rng.range(-60, 60);
        const y = kit.rng.range(-40, 40);
        return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(kit.rng.range(10, 18))}" ry="${n(kit.rng.range(7, 12))}" fill="#5a3d26" opacity="0.6"/>`;
      }).join("");
      const buds = Array.from({ length: kit.rng.int(2, 3) }, (_, i) => {
        const x = -30 + i * 32 + kit.rng.range(-8, 8);
        const y = kit.rng.range(-30, 6);
        const bud = kit.defs.radial([
          [0, "#f07a8c"],
          [0.6, "#c9304a"],
          [1, "#8a1f33"],
        ]);
        return `<path d="${blob(kit.rng, 22, 18, 0.12, 7)}" transform="translate(${n(x)} ${n(y)})" fill="${bud}"/><path d="M${n(x - 10)} ${n(y + 2)}q10 -12 20 0M${n(x - 6)} ${n(y + 8)}q6 -7 12 0" stroke="#fbd0d8" stroke-width="2.5" fill="none" stroke-linecap="round"/><path d="M${n(x - 8)} ${n(y - 12)}q8 -10 18 -4" stroke="#7a9a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`;
      }).join("");
      return turned(at, `${roots}${mass}${knobs}${buds}`);
    },
  },
  tomato: tomatoOf("#d8321f", 46),
  yellowTomato: tomatoOf("#f0b323", 40),
  cherryTomato: tomatoOf("#e0361f", 24),
  apple: appleOf(["#8fb83a", "#a7c043", "#c9c247"]),
  bramley: {
    radius: 74,
    draw(kit, at) {
      const base = vary(kit.rng, "#9cbf45", 0.08);
      const outline = blob(kit.rng, 72, 66, 0.06, 8);
      const body = `<path d="${outline}" fill="${roundFill(kit, base)}"/>${gloss(72, 66)}`;
      const stalk = `<circle r="10" fill="${darken(base, 0.4)}" opacity="0.55"/><path d="M0 0q5 -10 3 -22" stroke="#5b3a1c" stroke-width="5" stroke-linecap="round" fill="none"/>`;
      return lit(at, body, stalk);
    },
  },
  redApple: appleOf(["#c0392b", "#b5302a", "#d14b2f"]),
  plum: {
    radius: 38,
    draw(kit, at) {
      const base = vary(kit.rng, "#6b2c5e", 0.08);
      const body = `<ellipse rx="36" ry="32" fill="${roundFill(kit, base)}"/><ellipse rx="36" ry="32" fill="#c9b4d8" opacity="0.18"/>`;
      const crease = `<path d="M-4 -30Q-12 0 -4 30" stroke="${darken(base, 0.4)}" stroke-width="2" fill="none" opacity="0.6"/><circle cx="-4" cy="-30" r="3" fill="#4a3a22"/>`;
      return lit(at, body, crease);
    },
  },
  strawberry: {
    radius: 34,
    draw(kit, at) {
      const base = vary(kit.rng, "#d92b2b", 0.08);
      const fill = kit.defs.linear(
        [
          [0, lighten(base, 0.25)],
          [0.6, base],
          [1, darken(base, 0.25)],
        ],
        0,
      );
      const seeds = Array.from({ length: 14 }, () => {
        const x = kit.rng.range(-14, 30);
        const spread = 24 * (1 - Math.abs(x - 4) / 34);
        const y = kit.rng.range(-spread, spread);
        return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="2.2" ry="1.4" fill="#f5d76e"/>`;
      }).join("");
      return turned(
        at,
        `<path d="M-20 -24C4 -36 36 -14 38 0C36 14 4 36 -20 24C-32 14 -32 -14 -20 -24Z" fill="${fill}"/>${seeds}<g transform="translate(-22 0)">${calyx(kit, 20, 6, "#4e8a2e")}</g>`,
      );
    },
  },
  raspberry: berry({ colour: "#c8254e", radius: 22, hollow: true }),
  blackberry: berry({ colour: "#2a1a33", radius: 22, hollow: false }),
  potato: {
    radius: 58,
    draw(kit, at) {
      const base = vary(kit.rng, "#c9a46a", 0.1);
      const body = `<path d="${blob(kit.rng, 60, 44, 0.1, 8)}" fill="${roundFill(kit, base)}"/>`;
      const eyes = Array.from({ length: 5 }, () => {
        const x = kit.rng.range(-40, 40);
        const y = kit.rng.range(-26, 26);
        return `<path d="M${n(x - 4)} ${n(y)}q4 -3 8 0" stroke="${darken(base, 0.45)}" stroke-width="2" fill="none"/>`;
      }).join("");
      const soil = Array.from({ length: 6 }, () => {
        const x = kit.rng.range(-45, 45);
        const y = kit.rng.range(-30, 30);
        return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(kit.rng.range(4, 12))}" ry="${n(kit.rng.range(3, 7))}" fill="#6b4a2c" opacity="0.35"/>`;
      }).join("");
      return lit(at, body, `${eyes}${soil}`);
    },
  },
  chittingPotato: {
    radius: 50,
    draw(kit, at) {
      const base = vary(kit.rng, "#d2b07a", 0.08);
      const body = `<path d="${blob(kit.rng, 50, 38, 0.08, 8)}" fill="${roundFill(kit, base)}"/>`;
      const sprouts = Array.from({ length: kit.rng.int(2, 4) }, () => {
        const x = kit.rng.range(-30, 30);
        const y = kit.rng.range(-20, 20);
        return `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="#7a4c6b"/><circle cx="${n(x - 2)}" cy="${n(y - 2)}" r="3.5" fill="#b4839f"/>`;
      }).join("");
      return lit(at, body, sprouts);
    },
  },
  garlic: {
    radius: 50,
    draw(kit, at) {
      // From above: a papery bulb with the cloves showing as bulges under the skin and the cut
      // stalk in the middle.
      const skin = kit.defs.radial([
        [0, "#fbf7ee"],
        [0.7, "#efe4d2"],
        [1, "#cdb8a2"],
      ]);
      const cloves = Array.from({ length: 8 }, (_, i) => {
        const angle = (i / 8) * Math.PI * 2 + kit.rng.range(-0.1, 0.1);
        return `<path d="M${n(Math.cos(angle) * 12)} ${n(Math.sin(angle) * 12)}Q${n(Math.cos(angle + 0.25) * 32)} ${n(Math.sin(angle + 0.25) * 32)} ${n(Math.cos(angle) * 46)} ${n(Math.sin(angle) * 46)}" stroke="#c9b29a" stroke-width="2" fill="none"/>`;
      }).join("");
      const blush = Array.from({ length: 3 }, (_, i) => {
        const angle = i * 2.1 + kit.rng.range(0, 1);
        return `<path d="M${n(Math.cos(angle) * 18)} ${n(Math.sin(angle) * 18)}L${n(Math.cos(angle) * 42)} ${n(Math.sin(angle) * 42)}" stroke="#b27a98" stroke-width="5" stroke-linecap="round" opacity="0.35"/>`;
      }).join("");
      return lit(
        at,
        `<path d="${blob(kit.rng, 48, 46, 0.05, 8)}" fill="${skin}"/>${blush}${cloves}`,
        `<circle r="10" fill="#d8c6ad" stroke="#a88e70" stroke-width="2"/><circle r="4" fill="#8f7658"/>`,
      );
    },
  },
  onion: {
    radius: 48,
    draw(kit, at) {
      const base = vary(kit.rng, "#c98a3c", 0.1);
      const lines = Array.from({ length: 8 }, (_, i) => {
        const angle = (i / 8) * Math.PI * 2;
        return `<path d="M0 0Q${n(Math.cos(angle + 0.3) * 30)} ${n(Math.sin(angle + 0.3) * 30)} ${n(Math.cos(angle) * 44)} ${n(Math.sin(angle) * 42)}" stroke="${darken(base, 0.3)}" stroke-width="1.5" fill="none" opacity="0.5"/>`;
      }).join("");
      const top = `<path d="M0 0l8 -10l-2 -6" stroke="#8c6231" stroke-width="4" stroke-linecap="round" fill="none"/>`;
      return lit(
        at,
        `<ellipse rx="46" ry="43" fill="${roundFill(kit, base)}"/>${lines}${gloss(46, 43)}`,
        top,
      );
    },
  },
  beetroot: {
    radius: 56,
    draw(kit, at) {
      const base = vary(kit.rng, "#7b1d3c", 0.08);
      const stems = Array.from({ length: 3 }, (_, i) => {
        const angle = (i - 1) * 22 + kit.rng.range(-8, 8);
        const length = kit.rng.range(60, 85);
        return `<g transform="rotate(${n(180 + angle)})"><path d="M30 0L${n(length)} 0" stroke="#a8234b" stroke-width="8" stroke-linecap="round"/><path d="${leafPath(120, 70)}" transform="translate(${n(length - 6)} 0)" fill="${kit.defs.linear(
          [
            [0, "#4d7a2a"],
            [1, "#2f5418"],
          ],
        )}"/><path d="M${n(length - 6)} 0l105 0" stroke="#b8325a" stroke-width="3"/></g>`;
      }).join("");
      const tail = `<path d="M38 0q30 4 58 -4" stroke="${darken(base, 0.2)}" stroke-width="4" stroke-linecap="round" fill="none"/>`;
      return turned(
        at,
        `${stems}<circle r="46" fill="${roundFill(kit, base)}"/>${gloss(46, 46)}${tail.replace("M38", "M44")}`,
      );
    },
  },
  radish: {
    radius: 40,
    draw(kit, at) {
      const base = vary(kit.rng, "#d8304f", 0.08);
      const leaves = [-22, 6, 30]
        .map(
          (angle) =>
            `<path d="${leafPath(kit.rng.range(70, 90), 30)}" transform="rotate(${n(180 + angle)}) translate(18 0)" fill="${kit.defs.linear(
              [
                [0, "#6c9a33"],
                [1, "#446e1f"],
              ],
            )}"/>`,
        )
        .join("");
      const body = `<ellipse cx="4" rx="22" ry="18" fill="${roundFill(kit, base)}"/><path d="M24 0q10 2 22 0" stroke="#f3dfe1" stroke-width="2" fill="none"/><ellipse cx="18" rx="6" ry="9" fill="#f8e7ea" opacity="0.7"/>`;
      return turned(at, `${leaves}${body}`);
    },
  },
  carrot: {
    radius: 120,
    long: true,
    draw(kit, at) {
      const length = kit.rng.range(150, 190);
      const fill = kit.defs.linear([
        [0, "#f7a04a"],
        [0.5, "#ea7d1f"],
        [1, "#c45f12"],
      ]);
      const rings = Array.from({ length: 6 }, (_, i) => {
        const x = -length / 2 + 20 + i * (length / 7);
        return `<path d="M${n(x)} -10q3 10 0 20" stroke="#b85a12" stroke-width="1.5" fill="none" opacity="0.6"/>`;
      }).join("");
      const fronds = Array.from({ length: 5 }, (_, i) => {
        const angle = 180 + (i - 2) * 10;
        return `<path d="M0 0l90 0M30 0l14 -10M30 0l14 10M55 0l14 -10M55 0l14 10M75 0l12 -8M75 0l12 8" transform="translate(${n(-length / 2)} 0) rotate(${n(angle)})" stroke="#4f8a2a" stroke-width="3" stroke-linecap="round" fill="none"/>`;
      }).join("");
      return turned(
        at,
        `${fronds}<path d="M${n(-length / 2)} -16Q${n(length * 0.1)} -12 ${n(length / 2)} 0Q${n(length * 0.1)} 12 ${n(-length / 2)} 16Z" fill="${fill}"/>${rings}`,
      );
    },
  },
  parsnip: {
    radius: 130,
    long: true,
    draw(kit, at) {
      const length = kit.rng.range(200, 250);
      const fill = kit.defs.linear([
        [0, "#fbf1d8"],
        [0.5, "#eedcaf"],
        [1, "#cdb27a"],
      ]);
      const rings = Array.from({ length: 7 }, (_, i) => {
        const x = -length / 2 + 18 + i * (length / 8);
        return `<path d="M${n(x)} -14q4 14 0 28" stroke="#b89a62" stroke-width="1.5" fill="none" opacity="0.6"/>`;
      }).join("");
      return turned(
        at,
        `<path d="M${n(-length / 2)} -24Q${n(length * 0.05)} -18 ${n(length / 2)} 0Q${n(length * 0.05)} 18 ${n(-length / 2)} 24Q${n(-length / 2 - 8)} 0 ${n(-length / 2)} -24Z" fill="${fill}"/>${rings}<ellipse cx="${n(-length / 2)}" rx="6" ry="14" fill="#9c8a4a"/>`,
      );
    },
  },
  leek: {
    radius: 220,
    long: true,
    draw(kit, at) {
      const length = kit.rng.range(400, 460);
      const width = kit.rng.range(34, 42);
      const shaft = kit.defs.linear(
        [
          [0, "#f6f3e4"],
          [0.55, "#e7edc8"],
          [0.75, "#a9c46a"],
          [1, "#4f7a32"],
        ],
        0,
      );
      const leaves = [-14, -4, 6, 15]
        .map(
          (angle) =>
            `<path d="M0 ${n(-width * 0.4)}L${n(length * 0.32)} ${n(-width * 0.7)}L${n(length * 0.34)} ${n(width * 0.1)}L0 ${n(width * 0.4)}Z" transform="translate(${n(length * 0.18)} 0) rotate(${n(angle + kit.rng.range(-3, 3))})" fill="${kit.defs.linear(
              [
                [0, "#4a7a3c"],
                [1, "#2f5a34"],
              ],
            )}" stroke="#2a4a2a" stroke-width="1"/>`,
        )
        .join("");
      const roots = Array.from({ length: 10 }, () => {
        const y = kit.rng.range(-width / 2, width / 2);
        return `<path d="M${n(-length / 2)} ${n(y * 0.6)}q-14 ${n(y * 0.3)} -30 ${n(y * 0.8)}" stroke="#e6dcc0" stroke-width="2" fill="none"/>`;
      }).join("");
      return turned(
        at,
        `${roots}${leaves}<rect x="${n(-length / 2)}" y="${n(-width / 2)}" width="${n(length * 0.72)}" height="${n(width)}" rx="${n(width / 3)}" fill="${shaft}"/>`,
      );
    },
  },
  squash: {
    radius: 130,
    draw(kit, at) {
      const base = vary(kit.rng, kit.rng.pick(["#e27a1c", "#d9691a", "#c8782a"]), 0.06);
      const ribs = Array.from({ length: 10 }, (_, i) => {
        const angle = (i / 10) * 360;
        return `<path d="M0 0C20 -30 20 -90 0 -122" transform="rotate(${n(angle)})" stroke="${darken(base, 0.3)}" stroke-width="3" fill="none" opacity="0.55"/>`;
      }).join("");
      const body = `<path d="${blob(kit.rng, 126, 120, 0.04, 10)}" fill="${roundFill(kit, base)}"/>${ribs}${gloss(120, 110)}`;
      const stalk = `<path d="M-12 -10L12 -10L10 14L-10 14Z" fill="#8a8a4a" stroke="#5e5a2c" stroke-width="2"/><circle r="20" fill="none" stroke="${darken(base, 0.2)}" stroke-width="4" opacity="0.5"/>`;
      return lit(at, body, stalk);
    },
  },
  kaleLeaf: {
    radius: 150,
    long: true,
    draw(kit, at) {
      const colour = kit.rng.pick(["#2f4f3a", "#365a3f", "#3c5e2c"]);
      const length = kit.rng.range(250, 300);
      const bubbles = Array.from({ length: 26 }, () => {
        const x = kit.rng.range(20, length - 40);
        const spread = 38 * Math.sin((Math.PI * x) / length);
        return `<ellipse cx="${n(x)}" cy="${n(kit.rng.range(-spread, spread))}" rx="${n(kit.rng.range(5, 9))}" ry="${n(kit.rng.range(3, 6))}" fill="${lighten(colour, 0.2)}" opacity="0.55"/>`;
      }).join("");
      return turned(
        at,
        `<g transform="translate(${n(-length / 2)} 0)"><path d="${leafPath(length, 90, { serrate: 14 })}" fill="${kit.defs.linear(
          [
            [0, lighten(colour, 0.12)],
            [1, darken(colour, 0.2)],
          ],
        )}"/>${bubbles}<path d="M-40 -4L${n(length * 0.85)} 0L-40 4Z" fill="#8fa67a"/></g>`,
      );
    },
  },
  chardLeaf: {
    radius: 170,
    long: true,
    draw(kit, at) {
      const stem = kit.rng.pick(["#d6284a", "#f2c02b", "#f4f1e4", "#e8772a", "#c2367a"]);
      const length = kit.rng.range(290, 340);
      const veins = Array.from({ length: 6 }, (_, i) => {
        const x = length * (0.25 + i * 0.1);
        return `<path d="M${n(x)} 0l${n(length * 0.09)} -30M${n(x)} 0l${n(length * 0.09)} 30" stroke="${stem}" stroke-width="2" opacity="0.55"/>`;
      }).join("");
      return turned(
        at,
        `<g transform="translate(${n(-length / 2)} 0)"><path d="${blob(kit.rng, length * 0.36, 62, 0.08, 12)}" transform="translate(${n(length * 0.58)} 0)" fill="${kit.defs.linear(
          [
            [0, "#4f8a32"],
            [1, "#2d5a1c"],
          ],
        )}"/>${veins}<path d="M-30 0L${n(length * 0.3)} 0" stroke="${stem}" stroke-width="13" stroke-linecap="round"/><path d="M${n(length * 0.3)} -6L${n(length * 0.9)} 0L${n(length * 0.3)} 6Z" fill="${stem}"/></g>`,
      );
    },
  },
  lettuce: {
    radius: 120,
    draw(kit, at) {
      const rings = [
        { count: 9, length: 118, colour: "#5e9a34" },
        { count: 7, length: 88, colour: "#79b043" },
        { count: 5, length: 56, colour: "#a6cf5e" },
      ];
      const leaves = rings
        .map(({ count, length, colour }, ring) =>
          Array.from({ length: count }, (_, i) => {
            const angle = (i / count) * 360 + ring * 17 + kit.rng.range(-8, 8);
            return `<path d="${blob(kit.rng, length / 2, length / 3, 0.16, 9)}" transform="rotate(${n(angle)}) translate(${n(length / 2)} 0)" fill="${kit.defs.radial(
              [
                [0, lighten(colour, 0.25)],
                [1, colour],
              ],
              0.2,
              0.5,
              0.9,
            )}" stroke="${darken(colour, 0.2)}" stroke-width="1.5"/>`;
          }).join(""),
        )
        .join("");
      return turned(at, `${leaves}<circle r="16" fill="#c8e08a"/>`);
    },
  },
  purpleSprouting: {
    radius: 120,
    long: true,
    draw(kit, at) {
      const length = kit.rng.range(200, 240);
      const head = Array.from({ length: 16 }, () => {
        const x = kit.rng.range(-10, 22);
        const y = kit.rng.range(-18, 18);
        return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(kit.rng.range(5, 8))}" fill="${roundFill(kit, kit.rng.pick(["#5b3a6e", "#6e4a80", "#4c6a3a"]))}"/>`;
      }).join("");
      const leaf = `<path d="${leafPath(80, 40)}" transform="translate(${n(-length * 0.1)} 0) rotate(-35)" fill="#466f35"/><path d="${leafPath(70, 34)}" transform="translate(${n(-length * 0.2)} 0) rotate(40)" fill="#3d6330"/>`;
      return turned(
        at,
        `<path d="M${n(-length / 2)} 0L${n(length / 2 - 20)} 0" stroke="#7f9c5e" stroke-width="12" stroke-linecap="round"/>${leaf}<g transform="translate(${n(length / 2 - 20)} 0)">${head}</g>`,
      );
    },
  },
  jerusalemArtichoke: {
    radius: 46,
    draw(kit, at) {
      const base = vary(kit.rng, "#c99d7a", 0.08);
      const knobs = Array.from({ length: 4 }, () => {
        const a = kit.rng.range(0, Math.PI * 2);
        return `<ellipse cx="${n(Math.cos(a) * 30)}" cy="${n(Math.sin(a) * 20)}" rx="${n(kit.rng.range(12, 18))}" ry="${n(kit.rng.range(10, 14))}" fill="${roundFill(kit, base)}"/>`;
      }).join("");
      return lit(
        at,
        `${knobs}<path d="${blob(kit.rng, 40, 30, 0.12, 8)}" fill="${roundFill(kit, base)}"/><path d="M-20 -6q8 -4 16 0M4 10q8 -4 14 0" stroke="${darken(base, 0.35)}" stroke-width="2" fill="none"/>`,
      );
    },
  },
  comfreyLeaf: {
    radius: 150,
    long: true,
    draw(kit, at) {
      const length = kit.rng.range(260, 300);
      const hairs = Array.from({ length: 30 }, () => {
        const x = kit.rng.range(20, length - 30);
        const spread = 42 * Math.sin((Math.PI * x) / length);
        const y = kit.rng.range(-spread, spread);
        return `<path d="M${n(x)} ${n(y)}l3 -2" stroke="#cfe0a8" stroke-width="1.2" opacity="0.6"/>`;
      }).join("");
      return turned(
        at,
        `<g transform="translate(${n(-length / 2)} 0)"><path d="${leafPath(length, 100)}" fill="${kit.defs.linear(
          [
            [0, "#5b8a3a"],
            [1, "#3a6226"],
          ],
        )}"/>${hairs}<path d="M-30 0L${n(length * 0.9)} 0" stroke="#8fb06a" stroke-width="5" stroke-linecap="round"/></g>`,
      );
    },
  },
  mint: herbSprig({
    leaf: "#4e9a3a",
    stem: "#6b7f3a",
    leafLength: 46,
    leafWidth: 28,
    pairs: 5,
    serrate: 7,
  }),
  basil: herbSprig({
    leaf: "#3f8f2c",
    stem: "#5c8a2c",
    leafLength: 58,
    leafWidth: 40,
    pairs: 3,
    serrate: 0,
  }),
  sage: herbSprig({
    leaf: "#8aa08a",
    stem: "#7d8a6a",
    leafLength: 54,
    leafWidth: 24,
    pairs: 4,
    serrate: 0,
  }),
  parsley: {
    radius: 130,
    long: true,
    bunch: true,
    draw(kit, at) {
      // A stalk that forks near the top into frilly three-lobed leaves.
      const leaflet = (x: number, y: number, size: number) =>
        `${Array.from({ length: 5 }, (_, k) => {
          const a = (k / 5) * Math.PI * 2 + kit.rng.range(-0.2, 0.2);
          return `<circle cx="${n(x + Math.cos(a) * size)}" cy="${n(y + Math.sin(a) * size)}" r="${n(size * 0.85)}" fill="${kit.rng.pick(["#3f8a2a", "#4a962f", "#377a25"])}"/>`;
        }).join("")}<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.6)}" fill="#5aa43a"/>`;
      const forks = [-34, -12, 10, 32]
        .map((y) => {
          const x = 110 + kit.rng.range(-10, 20);
          return `<path d="M40 0Q80 ${n(y / 2)} ${n(x)} ${n(y)}" stroke="#6f9a3a" stroke-width="3" fill="none"/>${leaflet(x, y, 13)}`;
        })
        .join("");
      return turned(at, `<path d="M-130 0L40 0" stroke="#7aa043" stroke-width="5"/>${forks}`);
    },
  },
  rosemary: {
    radius: 130,
    long: true,
    bunch: true,
    draw(kit, at) {
      const length = kit.rng.range(230, 270);
      const needles = Array.from({ length: 34 }, (_, i) => {
        const x = -length / 2 + 20 + (i / 34) * (length - 30);
        const side = i % 2 === 0 ? -1 : 1;
        return `<path d="M${n(x)} 0l${n(kit.rng.range(10, 16))} ${n(side * kit.rng.range(14, 20))}" stroke="${kit.rng.pick(["#3f5e3a", "#4b6b45", "#56754c"])}" stroke-width="5" stroke-linecap="round"/>`;
      }).join("");
      return turned(
        at,
        `<path d="M${n(-length / 2)} 0L${n(length / 2)} 0" stroke="#7a6a4a" stroke-width="4"/>${needles}`,
      );
    },
  },
  seedPacket: {
    radius: 110,
    draw(kit, at) {
      const paper = kit.rng.pick(["#d8b98a", "#e2c9a0", "#cfae7c", "#efe3c8"]);
      const ink = kit.rng.pick(["#2f4a6a", "#3a3a3a", "#5a2f2f", "#2f5a3a"]);
      const doodle = kit.rng.pick(["bean", "flower", "tomato", "leaf"] as const);
      const picture = {
        bean: `<path d="M-22 0C-22 -14 -4 -16 4 -12C16 -8 22 -10 22 2C22 14 8 16 -2 14C-14 12 -22 10 -22 0Z" fill="none" stroke="${ink}" stroke-width="3"/>`,
        flower: Array.from(
          { length: 6 },
          (_, i) =>
            `<ellipse rx="16" ry="7" transform="rotate(${i * 30}) translate(12 0)" fill="none" stroke="${ink}" stroke-width="3"/>`,
        ).join(""),
        tomato: `<circle r="20" fill="none" stroke="${ink}" stroke-width="3"/><path d="M-10 -16l10 6l10 -6" stroke="${ink}" stroke-width="3" fill="none"/>`,
        leaf: `<path d="${leafPath(48, 26)}" transform="translate(-24 0)" fill="none" stroke="${ink}" stroke-width="3"/><path d="M-24 0L22 0" stroke="${ink}" stroke-width="2"/>`,
      }[doodle];
      const handwriting = [0, 1]
        .map((row) => {
          let d = `M-58 ${62 + row * 22}`;
          for (let i = 0; i < 7; i++)
            d += `q6 ${n(kit.rng.range(-9, -4))} 12 0 q4 ${n(kit.rng.range(3, 7))} ${n(kit.rng.range(3, 6))} 0`;
          return `<path d="${d}" stroke="${ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
        })
        .join("");
      return turned(
        at,
        `<rect x="-80" y="-100" width="160" height="200" rx="4" fill="${kit.defs.linear([
          [0, lighten(paper, 0.12)],
          [1, darken(paper, 0.08)],
        ])}" stroke="${darken(paper, 0.25)}" stroke-width="2"/><path d="M-80 -100L0 -52L80 -100" fill="${darken(paper, 0.08)}" stroke="${darken(paper, 0.25)}" stroke-width="2"/><g transform="translate(0 10)">${picture}</g>${handwriting}`,
      );
    },
  },
  sunflowerHead: {
    radius: 150,
    draw(kit, at) {
      const petals = Array.from({ length: 22 }, (_, i) => {
        const angle = (i / 22) * 360 + kit.rng.range(-4, 4);
        return `<path d="${leafPath(kit.rng.range(50, 64), 24)}" transform="rotate(${n(angle)}) translate(98 0)" fill="${kit.rng.pick(["#c99a2e", "#b8862a", "#a87a2e"])}" opacity="0.9"/>`;
      }).join("");
      // Seeds on a golden-angle spiral, as on the real thing.
      const seeds = Array.from({ length: 240 }, (_, i) => {
        const r = 6.2 * Math.sqrt(i);
        const a = i * 2.39996;
        return `<ellipse cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" rx="3.6" ry="2.4" transform="rotate(${n((a * 180) / Math.PI)} ${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)})" fill="${kit.rng.chance(0.3) ? "#d9cdb0" : "#2e241c"}"/>`;
      }).join("");
      return turned(at, `${petals}<circle r="100" fill="#3a2c1e"/>${seeds}`);
    },
  },
  sunflowerSeed: {
    radius: 14,
    draw(kit, at) {
      return turned(
        at,
        `<path d="M-13 0C-10 -7 6 -7 13 0C6 7 -10 7 -13 0Z" fill="#2b2622"/><path d="M-10 -2L10 -2M-9 2L9 2" stroke="#e6ddca" stroke-width="1.6" opacity="${n(kit.rng.range(0.6, 0.9))}"/>`,
      );
    },
  },
  terracottaPot: {
    radius: 90,
    draw(kit, at) {
      const clay = vary(kit.rng, "#c4683f", 0.08);
      const size = kit.rng.range(0.7, 1.1);
      const r = 86 * size;
      const chip = kit.rng.chance(0.3)
        ? `<path d="M${n(r * 0.6)} ${n(-r * 0.8)}l10 4l-4 10z" fill="${lighten(clay, 0.3)}"/>`
        : "";
      return lit(
        at,
        `<circle r="${n(r)}" fill="${roundFill(kit, clay)}"/><circle r="${n(r * 0.82)}" fill="${darken(clay, 0.25)}"/><circle r="${n(r * 0.62)}" fill="${kit.defs.radial(
          [
            [0, darken(clay, 0.55)],
            [1, darken(clay, 0.3)],
          ],
          0.6,
          0.6,
        )}"/><circle r="${n(r * 0.12)}" fill="#2a1a12"/>${chip}`,
      );
    },
  },
  compost: {
    radius: 40,
    draw(kit, at) {
      const crumbs = Array.from({ length: 18 }, () => {
        const a = kit.rng.range(0, Math.PI * 2);
        const r = kit.rng.range(0, 36);
        return `<path d="${blob(kit.rng, kit.rng.range(5, 11), kit.rng.range(4, 8), 0.3, 6)}" transform="translate(${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)})" fill="${kit.rng.pick(["#3b2a1c", "#4a3522", "#2e2117", "#5a4230"])}"/>`;
      }).join("");
      const straw = kit.rng.chance(0.5)
        ? `<path d="M${n(kit.rng.range(-20, 0))} ${n(kit.rng.range(-20, 20))}l${n(kit.rng.range(20, 40))} ${n(kit.rng.range(-10, 10))}" stroke="#b89a5a" stroke-width="2.5" stroke-linecap="round"/>`
        : "";
      return turned(at, `${crumbs}${straw}`);
    },
  },
  fallenLeaf: {
    radius: 40,
    draw(kit, at) {
      const colour = kit.rng.pick(["#6e4a28", "#8a5a2a", "#5a3d22", "#9a6b34", "#4a3420"]);
      const length = kit.rng.range(44, 70);
      return turned(
        at,
        `<g transform="translate(${n(-length / 2)} 0)"><path d="${leafPath(length, length * 0.5, { serrate: kit.rng.chance(0.5) ? 6 : 0 })}" fill="${colour}" opacity="0.92"/><path d="M0 0L${n(length * 0.9)} 0" stroke="${darken(colour, 0.3)}" stroke-width="1.5"/></g>`,
      );
    },
  },
  caneBundle: bundleOfSticks({ roots: true }),
  hazelPoles: bundleOfSticks({ roots: false }),
  brusselsSprout: {
    radius: 24,
    draw(kit, at) {
      const base = vary(kit.rng, "#7fa844", 0.08);
      const layers = [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${n(-18 + i * 6)} ${n(-14 + i * 4)}Q0 ${n(-24 + i * 6)} ${n(18 - i * 6)} ${n(-14 + i * 4)}" stroke="${darken(base, 0.25)}" stroke-width="1.8" fill="none" opacity="0.7"/>`,
        )
        .join("");
      return lit(
        at,
        `<circle r="22" fill="${roundFill(kit, base)}"/>${gloss(22, 22)}`,
        `${layers}<ellipse cx="0" cy="18" rx="7" ry="4" fill="#e3e8c4"/>`,
      );
    },
  },
  cutting: {
    radius: 90,
    long: true,
    draw(kit, at) {
      const colour = kit.rng.pick(["#4f8a3a", "#5e7f4a", "#3f7a4a"]);
      const leaves = Array.from({ length: 3 }, (_, i) => {
        const x = 10 + i * 30;
        return `<path d="${leafPath(44, 22)}" transform="translate(${x} 0) rotate(${i % 2 ? 50 : -50})" fill="${colour}"/>`;
      }).join("");
      return turned(
        at,
        `<path d="M-80 0L90 0" stroke="#6a7a3a" stroke-width="4"/>${leaves}<path d="${leafPath(40, 20)}" transform="translate(88 0)" fill="${lighten(colour, 0.15)}"/><path d="M-80 0l-8 -6M-80 0l-9 5" stroke="#e6dcc0" stroke-width="2"/>`,
      );
    },
  },
  twine: {
    radius: 60,
    draw(kit, at) {
      let d = "M0 0";
      for (let i = 0; i < 9; i++) {
        const r = 14 + i * 4.5;
        d += `A${n(r)} ${n(r * 0.92)} 0 1 1 ${n(i % 2 ? -r : r)} 0`;
      }
      d += `q40 ${n(kit.rng.range(-30, 30))} 90 ${n(kit.rng.range(-10, 40))}`;
      return turned(
        at,
        `<path d="${d}" stroke="#cfa866" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      );
    },
  },
  tomatoSeedling: seedlingIn("square", (kit) =>
    radiate(kit, 5, (angle) => {
      const leaflets = [0.35, 0.7]
        .map(
          (t) =>
            `<path d="${leafPath(22, 13, { serrate: 4 })}" transform="translate(${n(48 * t)} 0) rotate(-60)" fill="#4f8a2e"/><path d="${leafPath(22, 13, { serrate: 4 })}" transform="translate(${n(48 * t)} 0) rotate(60)" fill="#4a822a"/>`,
        )
        .join("");
      return `<g transform="rotate(${n(angle)})"><path d="M0 0L50 0" stroke="#6d9a3a" stroke-width="3"/>${leaflets}<path d="${leafPath(24, 15, { serrate: 4 })}" transform="translate(48 0)" fill="#5a9434"/></g>`;
    }),
  ),
  strawberryPlant: seedlingIn("round", (kit) =>
    radiate(kit, 5, (angle) => {
      const leaflet = (turn: number) =>
        `<path d="${blob(kit.rng, 16, 12, 0.06, 8)}" transform="rotate(${turn}) translate(17 0)" fill="${kit.rng.pick(["#3f7f2e", "#4a8a34", "#37702a"])}" stroke="#2e5e20" stroke-width="1.5"/>`;
      return `<g transform="rotate(${n(angle)})"><path d="M0 0L26 0" stroke="#7a9a3a" stroke-width="3"/><g transform="translate(26 0)">${leaflet(-50)}${leaflet(0)}${leaflet(50)}</g></g>`;
    }),
  ),
  sweetPeaSeedling: seedlingIn("square", (kit) =>
    radiate(kit, 3, (angle) => {
      const pairs = [18, 38, 58]
        .map(
          (x) =>
            `<ellipse cx="${x}" cy="-9" rx="9" ry="5" transform="rotate(-30 ${x} -9)" fill="#6a9e45"/><ellipse cx="${x}" cy="9" rx="9" ry="5" transform="rotate(30 ${x} 9)" fill="#5f9440"/>`,
        )
        .join("");
      return `<g transform="rotate(${n(angle)})"><path d="M0 0L72 0q10 0 12 -8" stroke="#7fa84f" stroke-width="2.5" fill="none"/>${pairs}</g>`;
    }),
  ),
  lettuceSeedling: seedlingIn("square", (kit) =>
    radiate(kit, 6, (angle) => {
      return `<path d="${blob(kit.rng, 20, 12, 0.14, 8)}" transform="rotate(${n(angle)}) translate(22 0)" fill="#86bb4a" stroke="#5f8f2f" stroke-width="1.2"/>`;
    }),
  ),
  spiderPlant: seedlingIn("round", (kit) =>
    radiate(kit, 12, (angle) => {
      const length = kit.rng.range(60, 84);
      return `<g transform="rotate(${n(angle)})"><path d="M0 -4Q${n(length / 2)} -8 ${n(length)} 0Q${n(length / 2)} 8 0 4Z" fill="#4e8a3a"/><path d="M4 0L${n(length - 6)} 0" stroke="#eef0d0" stroke-width="2.5"/></g>`;
    }),
  ),
  labelTag: {
    radius: 60,
    draw(kit, at) {
      const ink = "#3a3a3a";
      let writing = "M-26 -2";
      for (let i = 0; i < 5; i++)
        writing += `q5 ${n(kit.rng.range(-8, -4))} 10 0 q3 ${n(kit.rng.range(3, 6))} 5 0`;
      return turned(
        at,
        `<path d="M-50 -26L38 -26L58 0L38 26L-50 26Z" fill="#e7d3a8" stroke="#b89a62" stroke-width="2"/><circle cx="40" r="6" fill="#5a4a3a"/><path d="M46 0q40 -20 70 -6" stroke="#cfa866" stroke-width="3" fill="none"/><path d="${writing}" stroke="${ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
      );
    },
  },
} satisfies Record<string, Subject>;

export type SubjectName = keyof typeof subjects;

function courgetteMarkup(kit: Kit, at: Placement, golden: boolean): string {
  const length = kit.rng.range(250, 320);
  const width = length * kit.rng.range(0.17, 0.21);
  const colour = golden ? vary(kit.rng, "#e9b82a", 0.06) : vary(kit.rng, "#3d6b2a", 0.1);
  const fill = kit.defs.linear([
    [0, lighten(colour, 0.28)],
    [0.35, colour],
    [1, darken(colour, 0.35)],
  ]);
  const half = length / 2;
  const outline = smoothClosedPath([
    [-half, 0],
    [-half * 0.8, -width * 0.46],
    [0, -width * 0.5],
    [half * 0.82, -width * 0.4],
    [half, -width * 0.2],
    [half, width * 0.2],
    [half * 0.82, width * 0.4],
    [0, width * 0.5],
    [-half * 0.8, width * 0.46],
  ]);
  const stripes = golden
    ? ""
    : Array.from({ length: 4 }, (_, i) => {
        const y = (i - 1.5) * width * 0.22;
        return `<path d="M${n(-half * 0.8)} ${n(y)}Q0 ${n(y * 1.15)} ${n(half * 0.8)} ${n(y * 0.9)}" stroke="${lighten(colour, 0.3)}" stroke-width="2" stroke-dasharray="${n(kit.rng.range(8, 16))} ${n(kit.rng.range(6, 12))}" fill="none" opacity="0.45"/>`;
      }).join("");
  const stalk = `<path d="M${n(half - 4)} ${n(-width * 0.16)}L${n(half + 34)} ${n(-width * 0.12)}L${n(half + 36)} ${n(width * 0.12)}L${n(half - 4)} ${n(width * 0.16)}Z" fill="${golden ? "#8aa03c" : "#9aaa5a"}" stroke="#5f6f2a" stroke-width="1.5"/>`;
  const blossomEnd = `<circle cx="${n(-half + 6)}" r="${n(width * 0.12)}" fill="${golden ? "#a3882a" : "#5a4a2a"}" opacity="0.8"/>`;
  const shine = `<path d="M${n(-half * 0.6)} ${n(-width * 0.28)}Q0 ${n(-width * 0.38)} ${n(half * 0.6)} ${n(-width * 0.25)}" stroke="#ffffff" stroke-width="${n(width * 0.1)}" stroke-linecap="round" fill="none" opacity="0.22"/>`;
  return turned(at, `<path d="${outline}" fill="${fill}"/>${stripes}${shine}${stalk}${blossomEnd}`);
}

function herbSprig(options: {
  leaf: string;
  stem: string;
  leafLength: number;
  leafWidth: number;
  pairs: number;
  serrate: number;
}): Subject {
  return {
    radius: 35 + options.pairs * 20,
    long: true,
    bunch: true,
    draw(kit, at) {
      const length = 70 + options.pairs * 40;
      const colour = vary(kit.rng, options.leaf, 0.08);
      const fill = kit.defs.linear([
        [0, lighten(colour, 0.2)],
        [1, darken(colour, 0.15)],
      ]);
      const leafMarkup = (x: number, angle: number, scale: number) =>
        `<g transform="translate(${n(x)} 0) rotate(${n(angle)}) scale(${n(scale)})"><path d="${leafPath(options.leafLength, options.leafWidth, { serrate: options.serrate })}" fill="${fill}"/><path d="M2 0L${n(options.leafLength * 0.85)} 0" stroke="${lighten(colour, 0.3)}" stroke-width="1.5" opacity="0.7"/></g>`;
      const leaves = Array.from({ length: options.pairs }, (_, i) => {
        const x = -length / 2 + 60 + i * 40;
        const scale = 0.7 + (i / options.pairs) * 0.3;
        return `${leafMarkup(x, -55 + kit.rng.range(-8, 8), scale)}${leafMarkup(x, 55 + kit.rng.range(-8, 8), scale)}`;
      }).join("");
      const tip = leafMarkup(length / 2 - 12, kit.rng.range(-8, 8), 0.7);
      return turned(
        at,
        `<path d="M${n(-length / 2)} 0L${n(length / 2)} 0" stroke="${options.stem}" stroke-width="4"/>${leaves}${tip}`,
      );
    },
  };
}

/** Leaves spread evenly round the centre, each turned a little at random. */
function radiate(kit: Kit, count: number, leaf: (angle: number) => string): string {
  const start = kit.rng.range(0, 360);
  return Array.from({ length: count }, (_, i) =>
    leaf(start + (i / count) * 360 + kit.rng.range(-12, 12)),
  ).join("");
}

/** A young plant in its pot, seen from above: a black square pot or a terracotta round one. */
function seedlingIn(pot: "square" | "round", plant: (kit: Kit) => string): Subject {
  return {
    radius: 58,
    draw(kit, at) {
      const soil = `<path d="${blob(kit.rng, 40, 40, 0.05, 10)}" fill="${kit.defs.radial(
        [
          [0, "#5a4030"],
          [1, "#2f2219"],
        ],
        0.5,
        0.5,
      )}"/>`;
      const crumbs = Array.from({ length: 10 }, () => {
        const a = kit.rng.range(0, Math.PI * 2);
        const r = kit.rng.range(0, 34);
        return `<circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" r="${n(kit.rng.range(1.5, 3.5))}" fill="#6e5440"/>`;
      }).join("");
      const container =
        pot === "square"
          ? `<rect x="-52" y="-52" width="104" height="104" rx="8" fill="#2b2b2b"/><rect x="-46" y="-46" width="92" height="92" rx="6" fill="#1c1c1c"/>`
          : `<circle r="54" fill="${roundFill(kit, "#c4683f")}"/><circle r="46" fill="#8a4528"/>`;
      return lit(at, `${container}${soil}${crumbs}`, plant(kit));
    },
  };
}

/** A soft fruit seen from above: a dome of drupelets, a raspberry hollow where it left the plug. */
function berry(options: { colour: string; radius: number; hollow: boolean }): Subject {
  return {
    radius: options.radius,
    draw(kit, at) {
      const base = vary(kit.rng, options.colour, 0.08);
      const fill = roundFill(kit, base);
      const beads: string[] = [];
      for (const [ring, count, size] of [
        [16, 12, 6.5],
        [9.5, 7, 6.5],
        [0, 1, 6],
      ] as const) {
        if (options.hollow && ring === 0) continue;
        for (let i = 0; i < count; i++) {
          const angle = (i / count) * Math.PI * 2 + ring;
          const x = Math.cos(angle) * ring;
          const y = Math.sin(angle) * ring;
          beads.push(
            `<circle cx="${n(x)}" cy="${n(y)}" r="${size}" fill="${fill}"/><circle cx="${n(x - 2)}" cy="${n(y - 2.2)}" r="1.5" fill="#ffffff" opacity="${options.hollow ? 0.35 : 0.6}"/>`,
          );
        }
      }
      const centre = options.hollow
        ? `<circle r="5" fill="${darken(base, 0.5)}"/>`
        : `<circle r="4" fill="#5a6a2a"/>`;
      return lit(
        at,
        `<circle r="${n(options.radius - 2)}" fill="${darken(base, 0.3)}"/>${beads.join("")}${centre}`,
      );
    },
  };
}

/** Canes or poles tied in a bundle; raspberry canes come with their roots. */
function bundleOfSticks(options: { roots: boolean }): Subject {
  return {
    radius: 240,
    long: true,
    draw(kit, at) {
      const canes = Array.from({ length: 7 }, (_, i) => {
        const y = (i - 3) * (options.roots ? 9 : 13) + kit.rng.range(-2, 2);
        const length = kit.rng.range(380, 460);
        const buds = options.roots
          ? Array.from(
              { length: 6 },
              (_, j) =>
                `<circle cx="${n(-length / 2 + 60 + j * (length / 7))}" cy="${n(y - 4)}" r="2.5" fill="#6a3a2a"/>`,
            ).join("")
          : "";
        const colour = options.roots
          ? kit.rng.pick(["#8a5a3a", "#7a4e32", "#94653f"])
          : kit.rng.pick(["#8c7a5e", "#7f6d52", "#9a8668"]);
        return `<path d="M${n(-length / 2)} ${n(y)}L${n(length / 2)} ${n(y * 0.6)}" stroke="${colour}" stroke-width="${options.roots ? 7 : 11}" stroke-linecap="round"/>${buds}`;
      }).join("");
      const roots = options.roots
        ? Array.from({ length: 14 }, () => {
            const y = kit.rng.range(-30, 30);
            return `<path d="M-200 ${n(y * 0.5)}q-30 ${n(y * 0.5)} -${n(kit.rng.range(40, 70))} ${n(y)}" stroke="#6a4a30" stroke-width="${n(kit.rng.range(2, 4))}" fill="none" stroke-linecap="round"/>`;
          }).join("")
        : "";
      const twine = `<path d="M-120 -44q6 44 0 88M-100 -44q6 44 0 88M100 -40q6 40 0 80" stroke="#d9c08a" stroke-width="4"/>`;
      return turned(at, `${roots}${canes}${twine}`);
    },
  };
}
