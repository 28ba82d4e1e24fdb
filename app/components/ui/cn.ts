import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, and lets a later Tailwind class override an earlier one of the same kind
 * (`cn("py-10 max-w-6xl", "py-12")` is "max-w-6xl py-12"), so a component's own classes give way
 * to its caller's. This is the part of tailwind-merge Glut uses (13 KB gzip on every page,
 * decision 0052): it knows the kinds of utility Glut writes, and cn.test.ts checks that it
 * agrees with tailwind-merge on every pair of classes in app/. A class it does not know is kept
 * as it is, as tailwind-merge keeps one it does not know.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = MERGED.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    if (MERGED.size >= MERGED_KEPT) MERGED.clear();
    MERGED.set(joined, merged);
  }
  return merged;
}

/**
 * Each distinct class list is merged once: a page calls cn() for every button, badge and field
 * it renders, almost always with lists written in our components, and a member's /listings page
 * spent a tenth of its server time here (docs/performance.md, 2026-11-28). Bounded, since a
 * caller may pass a class made from data.
 */
const MERGED = new Map<string, string>();
const MERGED_KEPT = 2000;

function merge(joined: string): string {
  const classes = joined.split(" ");
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index];
    if (!name) continue;
    const { modifiers, utility } = splitModifiers(name);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(name);
      continue;
    }
    if (taken.has(modifiers + group)) continue;
    taken.add(modifiers + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(modifiers + overridden);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

/** `md:hover:!px-4` as modifiers "md:hover:!" and utility "px-4"; brackets may hold colons. */
function splitModifiers(name: string): { modifiers: string; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) cut = i + 1;
  }
  let utility = name.slice(cut);
  let important = "";
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = "!";
    utility = utility.startsWith("!") ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  return { modifiers: name.slice(0, cut) + important, utility };
}

const SIDES = "t r b l s e x y";
const SIZES = /^(xs|sm|base|lg|xl|\dxl)$/;

/** Whole utilities and their kinds. */
const KEYWORDS = new Map<string, string>();
for (const [group, names] of Object.entries({
  display: "block inline inline-block inline-flex flex grid inline-grid hidden contents table",
  position: "static fixed absolute relative sticky",
  sr: "sr-only not-sr-only",
  "flex-direction": "flex-row flex-row-reverse flex-col flex-col-reverse",
  "flex-wrap": "flex-wrap flex-wrap-reverse flex-nowrap",
  "font-style": "italic not-italic",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-decoration": "underline overline line-through no-underline",
  "text-overflow": "truncate text-ellipsis text-clip",
  "text-align": "text-left text-center text-right text-justify text-start text-end",
  transition: "transition",
  "border-collapse": "border-collapse border-separate",
  "break-inside": "break-inside-avoid break-inside-auto",
  "word-break": "break-all break-words break-normal break-keep",
}))
  for (const name of names.split(" ")) KEYWORDS.set(name, group);

/** Utilities with a value after their name; the value says nothing about the kind. */
const PREFIXES = new Set(
  [
    "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y",
    "size w h min-w min-h max-w max-h inset inset-x inset-y top right bottom left z",
    "opacity basis order col-span grid-cols columns line-clamp duration delay scroll-mt",
    "underline-offset leading tracking aspect translate-x translate-y rotate scale brightness",
    "grayscale backdrop-blur outline-offset items justify self content overflow overflow-x",
    "overflow-y whitespace cursor pointer-events select resize appearance object list",
    "animate grow shrink forced-color-adjust divide-y divide-x ease origin flex transition",
  ]
    .join(" ")
    .split(" "),
);

/** Utilities whose value decides the kind: a size, a width, a style or else a colour. */
function valued(family: string, value: string): string | undefined {
  switch (family) {
    case "text":
      return SIZES.test(value) || /^\[[\d.]/.test(value) ? "font-size" : "text-color";
    case "font":
      return /^(sans|serif|mono)$/.test(value) ? "font-family" : "font-weight";
    case "shadow":
      return value === "" || /^(\d?xs|sm|md|lg|\dxl|xl|none|inner|\[[\d_]|\[inset)/.test(value)
        ? "shadow"
        : "shadow-color";
    case "rounded": {
      const side = /^(tl|tr|br|bl|ss|se|es|ee|[trblse])(-|$)/.exec(value)?.[1];
      const size = side ? value.slice(side.length + 1) : value;
      // A radius of our own theme (rounded-card) is one tailwind-merge did not know either.
      if (!/^(|none|full|xs|sm|md|lg|xl|\dxl|\[.*\])$/.test(size)) return undefined;
      return side ? `rounded-${side}` : "rounded";
    }
    case "border":
    case "outline": {
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return `${family}-style`;
      if (value === "" || /^\d+$|^\[\d/.test(value)) return `${family}-w`;
      const side = family === "border" ? /^([trblsexy])(-\d+)?$/.exec(value)?.[1] : undefined;
      return side ? `border-w-${side}` : `${family}-color`;
    }
    default:
      return `${family}-color`;
  }
}
const COLOURED = new Set(
  "text font shadow rounded border outline bg accent decoration divide fill stroke".split(" "),
);

/** The kind of utility, or undefined for a class that is not one Glut writes. */
function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS.get(utility);
  if (keyword) return keyword;
  // An arbitrary value, `w-[3px]` or `w-(--width)`, is one segment.
  const arbitrary = /-(\[.*\]|\(.*\))$/.exec(utility);
  const name = arbitrary ? utility.slice(0, arbitrary.index) : utility;
  const value = arbitrary ? (arbitrary[1] ?? "") : "";
  const parts = name.split("-");
  for (let end = parts.length - (arbitrary ? 0 : 1); end > 0; end--) {
    const prefix = parts.slice(0, end).join("-");
    if (PREFIXES.has(prefix)) return prefix;
  }
  const family = parts[0] ?? "";
  if (family === "divide" && /^[xy]/.test(parts[1] ?? "")) return undefined;
  if (COLOURED.has(family))
    return valued(family, [...parts.slice(1), value].filter(Boolean).join("-"));
  return undefined;
}

/** What a kind of utility overrides besides itself: `p-4` after `px-2` wins on both sides. */
const OVERRIDES: Record<string, string[]> = {
  p: "px py pt pr pb pl ps pe".split(" "),
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: "mx my mt mr mb ml ms me".split(" "),
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  inset: "inset-x inset-y top right bottom left".split(" "),
  "inset-x": ["left", "right"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  rounded:
    "rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl rounded-ss rounded-se rounded-es rounded-ee".split(
      " ",
    ),
  "border-w": SIDES.split(" ").map((side) => `border-w-${side}`),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
};
