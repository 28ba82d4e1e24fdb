// `npx tsx scripts/app-icons.ts`: draws the installed app's icons (public/icons/) from the
// favicon's sprout, with sharp. Run again when the favicon changes; the PNGs are committed, so
// the build needs no image work. The web app manifest (public/manifest.webmanifest) and the root
// layout's apple-touch-icon link name these files.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve("public");
const iconsDir = path.join(publicDir, "icons");
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

// The favicon's sprout on its own (everything after the rounded square), to draw full-bleed.
const sprout = favicon.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");
const leaf = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? "#2f6b2f";

/**
 * A square filled edge to edge, with the sprout inside the middle `share` of it. Maskable icons
 * (and iOS, which rounds its own corners) crop to a circle of 80 % of the width, so the sprout
 * keeps well inside that.
 */
function fullBleed(share: number): string {
  const size = 32 / share;
  const offset = (size - 32) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${size} ${size}"><rect x="${-offset}" y="${-offset}" width="${size}" height="${size}" fill="${leaf}"/>${sprout}</svg>`;
}

async function draw(svg: string, size: number, name: string) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(iconsDir, name));
  console.log(`public/icons/${name}`);
}

mkdirSync(iconsDir, { recursive: true });
await draw(favicon, 192, "icon-192.png");
await draw(favicon, 512, "icon-512.png");
await draw(fullBleed(0.6), 512, "icon-maskable-512.png");
await draw(fullBleed(0.7), 180, "apple-touch-icon.png");
