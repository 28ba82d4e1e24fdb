import sharp, { type OverlayOptions } from "sharp";
import { drawLight, drawPhoto, PHOTO_HEIGHT, PHOTO_WIDTH, type PhotoSpec } from "./photo-scene";
import { createRng } from "./svg-kit";

// Turns a drawn demo photo into a JPEG, as a phone would hand one over: the layers rendered by
// sharp (librsvg), a soft shadow under each, one light over all, and a little grain so flat
// colours look photographed. The JPEG then goes through the same pipeline as any upload.

const SHADOW = { blur: 8, dx: 9, dy: 12, strength: 0.34, colour: { r: 26, g: 18, b: 8 } };
const GRAIN_STRENGTH = 7;

const RAW_GREY = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 1 } as const;
const RAW_RGB = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } as const;
const RAW_RGBA = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 4 } as const;

// Made once and kept undecoded: every photo shares them.
let grain: Promise<Buffer> | undefined;
let light: Promise<Buffer> | undefined;

/** One sheet of grain for every photo: mid-grey noise, which soft light leaves neutral. */
function grainLayer(): Promise<Buffer> {
  grain ??= (() => {
    const rng = createRng("glut-demo-grain");
    const pixels = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT);
    for (let i = 0; i < pixels.length; i++) {
      pixels[i] = 128 + Math.round((rng.next() + rng.next() - 1) * GRAIN_STRENGTH * 2);
    }
    return sharp(pixels, { raw: RAW_GREY }).toColourspace("srgb").raw().toBuffer();
  })();
  return grain;
}

/** The light is the same over every photo, so it is rendered once. */
function lightLayer(): Promise<Buffer> {
  light ??= sharp(Buffer.from(drawLight())).ensureAlpha().raw().toBuffer();
  return light;
}

/** A layer with its shadow: the layer's outline, shifted, blurred and darkened. */
async function withShadow(svg: string): Promise<OverlayOptions[]> {
  const layer = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const outline = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT);
  for (let y = SHADOW.dy; y < PHOTO_HEIGHT; y++) {
    for (let x = SHADOW.dx; x < PHOTO_WIDTH; x++) {
      const source = (y - SHADOW.dy) * PHOTO_WIDTH + (x - SHADOW.dx);
      outline[y * PHOTO_WIDTH + x] = layer[source * 4 + 3] ?? 0;
    }
  }
  const softened = await sharp(outline, { raw: RAW_GREY })
    .blur(SHADOW.blur)
    .linear(SHADOW.strength, 0)
    // Still one grey channel: sharp would otherwise hand back sRGB.
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  const shadow = await sharp({
    create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, background: SHADOW.colour },
  })
    .joinChannel(softened, { raw: RAW_GREY })
    .raw()
    .toBuffer();
  return [
    { input: shadow, raw: RAW_RGBA },
    { input: layer, raw: RAW_RGBA },
  ];
}

/** A demo photo as a JPEG, 1024 × 768. The same spec and seed give the same picture. */
export async function renderDemoPhoto(spec: PhotoSpec, seed: string): Promise<Buffer> {
  const layers = drawPhoto(spec, seed);
  const casting = await Promise.all(layers.casting.map(withShadow));
  return sharp(Buffer.from(layers.surface))
    .composite([
      ...casting.flat(),
      { input: await lightLayer(), raw: RAW_RGBA },
      { input: await grainLayer(), raw: RAW_RGB, blend: "soft-light" },
    ])
    .jpeg({ quality: 88, chromaSubsampling: "4:4:4" })
    .toBuffer();
}
