import { type Placement, type Subject, type SubjectName, subjects } from "./produce-drawings";
import { blob, createRng, Defs, darken, type Kit, lighten, n, type Rng, vary } from "./svg-kit";

// A demo photo is a flat lay: a surface, something to hold the produce, the produce itself and a
// few props, under one soft light from the top left. Drawn as SVG, rendered by sharp.

/** Scenes are drawn on a 1200 × 900 canvas… */
const SCENE_WIDTH = 1200;
const SCENE_HEIGHT = 900;
/**
 * …and rendered at 1024 × 768, like a photo a phone has already scaled down for sending: sharp
 * enough for the detail page, and quick to seed (every pixel is drawn, shadowed, encoded twice).
 */
export const PHOTO_WIDTH = 1024;
export const PHOTO_HEIGHT = 768;

export const backdrops = ["oak", "bench", "linen", "gingham", "slate", "grass", "soil"] as const;
export type Backdrop = (typeof backdrops)[number];

export const holders = [
  "trug",
  "bowl",
  "plate",
  "crate",
  "punnet",
  "tray",
  "paper",
  "sack",
  "none",
] as const;
export type Holder = (typeof holders)[number];

export interface PhotoSpec {
  subject: SubjectName;
  count: number;
  holder: Holder;
  backdrop: Backdrop;
  /** Things beside the holder: a flower, a label, twine, seeds spilt from a packet. */
  extras?: readonly { subject: SubjectName; count: number }[];
  /** A closer look: a crop of the same scene. */
  closeUp?: boolean;
}

/** Where produce may go inside a holder: an ellipse or a rectangle, centred. */
interface Region {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  shape: "ellipse" | "rect";
}

interface HolderArt {
  region: Region;
  /** Drawn under the produce. */
  under: string;
  /** Drawn over it (a trug's handle). */
  over?: string;
}

/**
 * The picture in layers, each a whole SVG document of the same size and view: the surface, then
 * the things that cast shadows (the holder, the produce and props, anything over them such as a
 * trug's handle). The renderer blurs each shadow-casting layer's outline into its shadow, which
 * is much quicker than an SVG blur filter, and lays the same light (`drawLight`) over every photo.
 */
export interface PhotoLayers {
  surface: string;
  casting: string[];
}

/** The same spec and seed always give the same picture. */
export function drawPhoto(spec: PhotoSpec, seed: string): PhotoLayers {
  const rng = createRng(seed);
  const defs = new Defs();
  const kit: Kit = { rng, defs };

  const surface = drawBackdrop(kit, spec.backdrop);
  const holder = drawHolder(kit, spec.holder);
  const produce = arrange(kit, spec.subject, spec.count, holder.region, spec.holder);
  const extras = (spec.extras ?? [])
    .map((extra, index) => drawExtra(kit, extra.subject, extra.count, holder.region, index))
    .join("");

  const view = spec.closeUp
    ? closeUpView(rng, holder.region)
    : `0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}`;
  const sharedDefs = defs.toString();
  const document = (content: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="${view}">${sharedDefs}${content}</svg>`;
  return {
    surface: document(surface),
    casting: [holder.under, produce + extras, holder.over ?? ""]
      .filter((content) => content !== "")
      .map(document),
  };
}

function closeUpView(rng: Rng, region: Region): string {
  const width = SCENE_WIDTH / 1.8;
  const height = SCENE_HEIGHT / 1.8;
  const x = region.cx - width / 2 + rng.range(-region.rx, region.rx) * 0.3;
  const y = region.cy - height / 2 + rng.range(-region.ry, region.ry) * 0.3;
  const clampedX = Math.min(Math.max(0, x), SCENE_WIDTH - width);
  const clampedY = Math.min(Math.max(0, y), SCENE_HEIGHT - height);
  return `${n(clampedX)} ${n(clampedY)} ${n(width)} ${n(height)}`;
}

/** One soft light from the top left and a gentle vignette: the same for every photo. */
export function drawLight(): string {
  const defs = new Defs();
  const vignette = defs.radial(
    [
      [0, "#000000", 0],
      [0.65, "#000000", 0],
      [1, "#1a0f05", 0.38],
    ],
    0.5,
    0.5,
    0.72,
  );
  const warmth = defs.linear(
    [
      [0, "#fff4d6", 0.22],
      [0.55, "#fff4d6", 0],
    ],
    40,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">${defs.toString()}<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${warmth}"/><rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${vignette}"/></svg>`;
}

function planks(
  kit: Kit,
  options: { colour: string; count: number; vertical: boolean; grain: number; gap: string },
): string {
  const { rng } = kit;
  const span = options.vertical ? SCENE_WIDTH : SCENE_HEIGHT;
  const along = options.vertical ? SCENE_HEIGHT : SCENE_WIDTH;
  const size = span / options.count;
  let out = "";
  for (let i = 0; i < options.count; i++) {
    const colour = vary(rng, options.colour, 0.1);
    const start = i * size;
    const rect = options.vertical
      ? `<rect x="${n(start)}" y="0" width="${n(size)}" height="${along}" fill="${kit.defs.linear(
          [
            [0, lighten(colour, 0.06)],
            [1, darken(colour, 0.06)],
          ],
          0,
        )}"/>`
      : `<rect x="0" y="${n(start)}" width="${along}" height="${n(size)}" fill="${kit.defs.linear([
          [0, lighten(colour, 0.06)],
          [1, darken(colour, 0.06)],
        ])}"/>`;
    let grain = "";
    for (let g = 0; g < options.grain; g++) {
      const offset = start + rng.range(8, size - 8);
      let d = options.vertical ? `M${n(offset)} 0` : `M0 ${n(offset)}`;
      for (let step = 1; step <= 6; step++) {
        const pos = (step / 6) * along;
        const wobble = offset + rng.range(-6, 6);
        d += options.vertical
          ? `Q${n(wobble + rng.range(-10, 10))} ${n(pos - along / 12)} ${n(wobble)} ${n(pos)}`
          : `Q${n(pos - along / 12)} ${n(wobble + rng.range(-10, 10))} ${n(pos)} ${n(wobble)}`;
      }
      grain += `<path d="${d}" stroke="${darken(colour, 0.3)}" stroke-width="${n(rng.range(1, 2.5))}" fill="none" opacity="${n(rng.range(0.15, 0.35))}"/>`;
    }
    const knot = rng.chance(0.35)
      ? `<ellipse cx="${n(options.vertical ? start + size / 2 : rng.range(100, along - 100))}" cy="${n(options.vertical ? rng.range(100, along - 100) : start + size / 2)}" rx="${n(rng.range(10, 18))}" ry="${n(rng.range(6, 10))}" fill="${darken(colour, 0.35)}" opacity="0.45"/>`
      : "";
    const gap = options.vertical
      ? `<rect x="${n(start + size - 3)}" y="0" width="5" height="${along}" fill="${options.gap}"/>`
      : `<rect x="0" y="${n(start + size - 3)}" width="${along}" height="5" fill="${options.gap}"/>`;
    out += rect + grain + knot + gap;
  }
  return out;
}

function speckles(kit: Kit, count: number, colours: readonly string[], size: [number, number]) {
  return Array.from({ length: count }, () => {
    const x = kit.rng.range(0, SCENE_WIDTH);
    const y = kit.rng.range(0, SCENE_HEIGHT);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(kit.rng.range(size[0], size[1]))}" fill="${kit.rng.pick(colours)}"/>`;
  }).join("");
}

function drawBackdrop(kit: Kit, backdrop: Backdrop): string {
  const full = (fill: string) =>
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${fill}"/>`;
  const { rng, defs } = kit;
  switch (backdrop) {
    case "oak":
      return planks(kit, {
        colour: "#b07d4b",
        count: 5,
        vertical: false,
        grain: 7,
        gap: "#4a2f1a",
      });
    case "bench":
      return (
        planks(kit, { colour: "#8ea68a", count: 6, vertical: true, grain: 4, gap: "#3f4a3a" }) +
        speckles(kit, 60, ["#5a4030", "#6e5440", "#cbd6c4"], [1.5, 4])
      );
    case "linen": {
      // Loose threads across the cloth; the renderer's grain does the weave.
      const cloth = vary(rng, "#efe5cf", 0.04);
      const threads = Array.from({ length: 40 }, () => {
        const y = rng.range(0, SCENE_HEIGHT);
        return `<path d="M0 ${n(y)}L${SCENE_WIDTH} ${n(y + rng.range(-8, 8))}" stroke="${darken(cloth, 0.12)}" stroke-width="${n(rng.range(0.8, 2))}" opacity="0.35"/>`;
      }).join("");
      return full(cloth) + threads;
    }
    case "gingham": {
      const colour = rng.pick(["#3f6fa6", "#b8433a", "#4f8a4a"]);
      const check = defs.named(
        `check-${colour}`,
        (id) =>
          `<pattern id="${id}" width="72" height="72" patternUnits="userSpaceOnUse" patternTransform="rotate(${n(rng.range(-6, 6))})"><rect width="36" height="72" fill="${colour}" opacity="0.32"/><rect width="72" height="36" fill="${colour}" opacity="0.32"/></pattern>`,
      );
      return full("#f7f3ea") + full(check);
    }
    case "slate":
      return (
        full(
          defs.linear([
            [0, "#4b5560"],
            [1, "#343c45"],
          ]),
        ) +
        Array.from({ length: 14 }, () => {
          const x = rng.range(0, SCENE_WIDTH);
          const y = rng.range(0, SCENE_HEIGHT);
          return `<path d="${blob(rng, rng.range(60, 160), rng.range(30, 90), 0.2, 8)}" transform="translate(${n(x)} ${n(y)})" fill="${rng.pick(["#56606b", "#3b434c", "#4f5a52"])}" opacity="0.35"/>`;
        }).join("")
      );
    case "grass": {
      // From above, a lawn is short blades pointing every way over patches of lighter and
      // darker green.
      const patches = Array.from({ length: 16 }, () => {
        const x = rng.range(0, SCENE_WIDTH);
        const y = rng.range(0, SCENE_HEIGHT);
        return `<path d="${blob(rng, rng.range(80, 200), rng.range(60, 140), 0.25, 8)}" transform="translate(${n(x)} ${n(y)})" fill="${rng.pick(["#6b9c3e", "#4c7d2c", "#5a8c36"])}" opacity="0.5"/>`;
      }).join("");
      let blades = "";
      for (let i = 0; i < 700; i++) {
        const x = rng.range(-10, SCENE_WIDTH + 10);
        const y = rng.range(-10, SCENE_HEIGHT + 10);
        const angle = rng.range(0, Math.PI * 2);
        const length = rng.range(10, 24);
        const dx = Math.cos(angle) * length;
        const dy = Math.sin(angle) * length;
        blades += `<path d="M${n(x)} ${n(y)}q${n(dx / 2 + dy * 0.2)} ${n(dy / 2 - dx * 0.2)} ${n(dx)} ${n(dy)}" stroke="${rng.pick(["#74a845", "#4a7a2c", "#86b854", "#3f6a26"])}" stroke-width="${n(rng.range(2, 3.5))}" stroke-linecap="round" fill="none"/>`;
      }
      return full("#598a33") + patches + blades;
    }
    case "soil":
      return (
        full(
          defs.linear([
            [0, "#5a4332"],
            [1, "#3e2d21"],
          ]),
        ) + speckles(kit, 420, ["#2e2118", "#6e5440", "#4a3526", "#7a6048"], [2, 6])
      );
  }
}

function ellipseRegion(cx: number, cy: number, rx: number, ry: number): Region {
  return { cx, cy, rx, ry, shape: "ellipse" };
}

function rectRegion(x: number, y: number, width: number, height: number): Region {
  return { cx: x + width / 2, cy: y + height / 2, rx: width / 2, ry: height / 2, shape: "rect" };
}

function drawHolder(kit: Kit, holder: Holder): HolderArt {
  const { rng, defs } = kit;
  const cx = SCENE_WIDTH / 2 + rng.range(-30, 30);
  const cy = SCENE_HEIGHT / 2 + rng.range(-10, 20);
  switch (holder) {
    case "trug": {
      const wood = vary(rng, "#d2a86a", 0.06);
      const clip = defs.named(
        "trug-clip",
        (id) =>
          `<clipPath id="${id}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="440" ry="260"/></clipPath>`,
      );
      const slats = Array.from({ length: 7 }, (_, i) => {
        const y = cy - 260 + i * (520 / 7);
        return `<rect x="${n(cx - 450)}" y="${n(y)}" width="900" height="${n(520 / 7)}" fill="${vary(rng, wood, 0.08)}"/><rect x="${n(cx - 450)}" y="${n(y + 520 / 7 - 3)}" width="900" height="4" fill="${darken(wood, 0.45)}" opacity="0.6"/>`;
      }).join("");
      const inner = defs.radial(
        [
          [0, "#000000", 0],
          [0.7, "#000000", 0.05],
          [1, "#000000", 0.45],
        ],
        0.5,
        0.5,
        0.55,
      );
      const under = `<g clip-path="${clip}">${slats}<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="440" ry="260" fill="${inner}"/></g><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="436" ry="256" fill="none" stroke="${darken(wood, 0.2)}" stroke-width="18"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="436" ry="256" fill="none" stroke="${lighten(wood, 0.25)}" stroke-width="5"/>`;
      const over = `<rect x="${n(cx - 24)}" y="${n(cy - 300)}" width="48" height="600" rx="14" fill="${defs.linear(
        [
          [0, lighten(wood, 0.2)],
          [1, darken(wood, 0.15)],
        ],
        0,
      )}"/><circle cx="${n(cx)}" cy="${n(cy - 262)}" r="6" fill="${darken(wood, 0.5)}"/><circle cx="${n(cx)}" cy="${n(cy + 262)}" r="6" fill="${darken(wood, 0.5)}"/>`;
      return { region: ellipseRegion(cx, cy, 380, 200), under, over };
    }
    case "bowl": {
      const glaze = rng.pick(["#6f8fa8", "#e9e0cc", "#8aa37a", "#c9704a"]);
      const under = `<circle cx="${n(cx)}" cy="${n(cy)}" r="345" fill="${defs.radial([
        [0, lighten(glaze, 0.2)],
        [1, darken(glaze, 0.2)],
      ])}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="318" fill="${defs.radial(
        [
          [0, lighten(glaze, 0.15)],
          [0.8, glaze],
          [1, darken(glaze, 0.3)],
        ],
        0.55,
        0.55,
        0.6,
      )}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="338" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.4"/>`;
      return { region: ellipseRegion(cx, cy, 245, 245), under };
    }
    case "plate": {
      const rim = rng.pick(["#3f6fa6", "#4f8a4a", "#b8433a"]);
      const under = `<circle cx="${n(cx)}" cy="${n(cy)}" r="350" fill="#f8f5ee"/><circle cx="${n(cx)}" cy="${n(cy)}" r="332" fill="none" stroke="${rim}" stroke-width="6" opacity="0.8"/><circle cx="${n(cx)}" cy="${n(cy)}" r="260" fill="${defs.radial(
        [
          [0, "#ffffff"],
          [1, "#e9e4d8"],
        ],
      )}"/>`;
      return { region: ellipseRegion(cx, cy, 250, 250), under };
    }
    case "crate": {
      const wood = vary(rng, "#c9a06a", 0.08);
      const [x, y, w, h] = [cx - 430, cy - 300, 860, 600];
      const floor = Array.from({ length: 4 }, (_, i) => {
        return `<rect x="${n(x)}" y="${n(y + i * (h / 4))}" width="${w}" height="${n(h / 4 - 10)}" fill="${vary(rng, darken(wood, 0.15), 0.06)}"/>`;
      }).join("");
      const frame = (fx: number, fy: number, fw: number, fh: number) =>
        `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="${defs.linear([
          [0, lighten(wood, 0.15)],
          [1, darken(wood, 0.1)],
        ])}" stroke="${darken(wood, 0.35)}" stroke-width="2"/>`;
      const under = `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" fill="#3a2a1a"/>${floor}${frame(x - 20, y - 20, w + 40, 44)}${frame(x - 20, y + h - 24, w + 40, 44)}${frame(x - 20, y - 20, 44, h + 40)}${frame(x + w - 24, y - 20, 44, h + 40)}`;
      return { region: rectRegion(x + 60, y + 60, w - 120, h - 120), under };
    }
    case "punnet": {
      const card = rng.pick(["#6d8f4a", "#4f6fa0", "#b8a07a"]);
      const [x, y, w, h] = [cx - 330, cy - 260, 660, 520];
      const under = `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="18" fill="${card}"/><rect x="${n(x + 20)}" y="${n(y + 20)}" width="${w - 40}" height="${h - 40}" rx="10" fill="${darken(card, 0.3)}"/>`;
      return { region: rectRegion(x + 50, y + 50, w - 100, h - 100), under };
    }
    case "tray": {
      const [x, y, w, h] = [cx - 470, cy - 340, 940, 680];
      const under = `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="16" fill="#262626"/><rect x="${n(x + 10)}" y="${n(y + 10)}" width="${w - 20}" height="${h - 20}" rx="12" fill="#1d1d1d"/>`;
      return { region: rectRegion(x + 30, y + 30, w - 60, h - 60), under };
    }
    case "paper": {
      const paper = rng.pick(["#d9bd8c", "#cfae7c", "#e6d3ae"]);
      const angle = rng.range(-5, 5);
      const under = `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"><rect x="${n(cx - 420)}" y="${n(cy - 320)}" width="840" height="640" fill="${defs.linear(
        [
          [0, lighten(paper, 0.08)],
          [1, darken(paper, 0.06)],
        ],
        30,
      )}"/><path d="M${n(cx - 420)} ${n(cy)}L${n(cx + 420)} ${n(cy + 6)}M${n(cx)} ${n(cy - 320)}L${n(cx + 4)} ${n(cy + 320)}" stroke="${darken(paper, 0.15)}" stroke-width="2" opacity="0.5"/></g>`;
      return { region: ellipseRegion(cx, cy, 360, 250), under };
    }
    case "sack": {
      const hessian = "#b89a6a";
      const weave = defs.named(
        "hessian",
        (id) =>
          // A large tile: librsvg draws small pattern tiles slowly once scaled.
          `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${hessian}"/><path d="M0 2.5H40M0 7.5H40M0 12.5H40M0 17.5H40M0 22.5H40M0 27.5H40M0 32.5H40M0 37.5H40" stroke="#8f744a" stroke-width="2.2" opacity="0.6"/><path d="M2.5 0V40M7.5 0V40M12.5 0V40M17.5 0V40M22.5 0V40M27.5 0V40M32.5 0V40M37.5 0V40" stroke="#d2b88a" stroke-width="1.6" opacity="0.6"/></pattern>`,
      );
      const outline = blob(rng, 470, 340, 0.05, 12);
      const mouth = blob(rng, 330, 220, 0.06, 12);
      const under = `<path d="${outline}" transform="translate(${n(cx)} ${n(cy)})" fill="${weave}"/><path d="${mouth}" transform="translate(${n(cx)} ${n(cy)})" fill="#2a1e15" stroke="#8f744a" stroke-width="14"/>`;
      return { region: ellipseRegion(cx, cy, 300, 195), under };
    }
    case "none":
      return { region: ellipseRegion(cx, cy, 420, 300), under: "" };
  }
}

/** Somewhere inside the region, `margin` in from its edge. */
function pointIn(rng: Rng, region: Region, margin: number): [number, number] {
  const rx = Math.max(1, region.rx - margin);
  const ry = Math.max(1, region.ry - margin);
  if (region.shape === "rect") {
    return [region.cx + rng.range(-rx, rx), region.cy + rng.range(-ry, ry)];
  }
  const angle = rng.range(0, Math.PI * 2);
  const distance = Math.sqrt(rng.next());
  return [region.cx + Math.cos(angle) * rx * distance, region.cy + Math.sin(angle) * ry * distance];
}

function arrange(
  kit: Kit,
  name: SubjectName,
  count: number,
  region: Region,
  holder: Holder,
): string {
  const subject: Subject = subjects[name];
  const { rng } = kit;
  const placements: Placement[] = [];
  if (holder === "tray") {
    // A module tray: one plant to a cell, in rows.
    const columns = Math.ceil(Math.sqrt((count * region.rx) / region.ry));
    const rows = Math.ceil(count / columns);
    const cellW = (region.rx * 2) / columns;
    const cellH = (region.ry * 2) / rows;
    const scale = Math.min(cellW, cellH) / (subject.radius * 2.05);
    for (let i = 0; i < count; i++) {
      const col = i % columns;
      const row = Math.floor(i / columns);
      placements.push({
        x: region.cx - region.rx + cellW * (col + 0.5),
        y: region.cy - region.ry + cellH * (row + 0.5),
        angle: rng.range(-4, 4),
        scale,
      });
    }
  } else if (subject.bunch) {
    // Stems gathered at one point, heads fanned out, tied with twine.
    const main = rng.range(-30, 10);
    const scale = Math.min(1.8, (region.rx * 1.25) / (subject.radius * 2));
    const reach = subject.radius * scale;
    const tie: [number, number] = [
      region.cx - Math.cos((main * Math.PI) / 180) * reach * 0.75,
      region.cy - Math.sin((main * Math.PI) / 180) * reach * 0.75,
    ];
    for (let i = 0; i < count; i++) {
      const angle = main + (count === 1 ? 0 : -24 + (48 * i) / (count - 1)) + rng.range(-4, 4);
      const radians = (angle * Math.PI) / 180;
      placements.push({
        x: tie[0] + Math.cos(radians) * reach * rng.range(0.92, 1.05),
        y: tie[1] + Math.sin(radians) * reach * rng.range(0.92, 1.05),
        angle,
        scale: scale * rng.range(0.92, 1.04),
      });
    }
    const knot = `<g transform="translate(${n(tie[0] + Math.cos((main * Math.PI) / 180) * reach * 0.25)} ${n(tie[1] + Math.sin((main * Math.PI) / 180) * reach * 0.25)}) rotate(${n(main)})"><rect x="-10" y="-34" width="20" height="68" rx="6" fill="#cfa866"/><path d="M-10 -20H10M-10 -6H10M-10 8H10M-10 22H10" stroke="#a8844a" stroke-width="2"/><path d="M6 30q30 30 70 20M6 30q10 40 -4 80" stroke="#cfa866" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;
    return placements.map((at) => subject.draw(kit, at)).join("") + knot;
  } else if (subject.long) {
    // Laid side by side, roughly parallel, as anyone would set them down.
    const main = rng.range(-22, 22);
    const radians = (main * Math.PI) / 180;
    const fit = Math.min(1.7, (region.rx * 1.5) / (subject.radius * 2));
    const spread = Math.min(region.ry * 0.75, (count - 1) * subject.radius * 0.2);
    for (let i = 0; i < count; i++) {
      const across = count === 1 ? 0 : -spread + (2 * spread * i) / (count - 1);
      const along = rng.range(-1, 1) * subject.radius * 0.15;
      placements.push({
        x: region.cx - Math.sin(radians) * across + Math.cos(radians) * along,
        y: region.cy + Math.cos(radians) * across + Math.sin(radians) * along,
        angle: main + rng.range(-7, 7) + (rng.chance(0.3) ? 180 : 0),
        scale: fit * rng.range(0.92, 1.05),
      });
    }
  } else {
    // A heap: each item goes to the best of a few random spots (the one furthest from the
    // others), which spreads them evenly without looking planted; sized so they just touch.
    const cover = Math.sqrt((1.05 * region.rx * region.ry) / (count * subject.radius ** 2));
    const fit = Math.min(1.5, cover, Math.min(region.rx, region.ry) / (subject.radius * 1.1));
    for (let i = 0; i < count; i++) {
      const scale = fit * rng.range(0.9, 1.08);
      let best: [number, number] = [region.cx, region.cy];
      let bestGap = -1;
      for (let candidate = 0; candidate < 12; candidate++) {
        const point = pointIn(rng, region, subject.radius * scale * 0.7);
        const gap = Math.min(
          Number.POSITIVE_INFINITY,
          ...placements.map((other) => Math.hypot(other.x - point[0], other.y - point[1])),
        );
        if (gap > bestGap) [best, bestGap] = [point, gap];
      }
      placements.push({ x: best[0], y: best[1], angle: rng.range(-180, 180), scale });
    }
    placements.sort((a, b) => a.y - b.y);
  }
  return placements.map((at) => subject.draw(kit, at)).join("");
}

// Corners and edges around the holder, where a prop can sit without hiding the produce.
const PROP_SPOTS: readonly [number, number][] = [
  [170, 160],
  [1040, 170],
  [1060, 740],
  [150, 740],
  [600, 820],
  [600, 80],
];

function drawExtra(
  kit: Kit,
  name: SubjectName,
  count: number,
  region: Region,
  index: number,
): string {
  const subject: Subject = subjects[name];
  const { rng } = kit;
  const spot = PROP_SPOTS[(index * 2 + rng.int(0, 1)) % PROP_SPOTS.length] ?? [170, 160];
  if (count === 1) {
    const scale = Math.min(1, 130 / subject.radius);
    return subject.draw(kit, { x: spot[0], y: spot[1], angle: rng.range(-40, 40), scale });
  }
  // Several small things (seeds) spilt in a loose drift towards the holder.
  const towards = Math.atan2(region.cy - spot[1], region.cx - spot[0]);
  return Array.from({ length: count }, () => {
    const distance = rng.range(0, 260);
    const wander = rng.range(-0.5, 0.5);
    return subject.draw(kit, {
      x: spot[0] + Math.cos(towards + wander) * distance,
      y: spot[1] + Math.sin(towards + wander) * distance,
      angle: rng.range(-180, 180),
      scale: rng.range(1.3, 1.5),
    });
  }).join("");
}
