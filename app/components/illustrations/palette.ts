/**
 * The colours and line the hand-drawn illustrations share. Colours come from the theme tokens in
 * app.css so they follow the palette; carrot orange is the only literal colour, and it lives only
 * here.
 */

/** Every illustration is decorative (aria-hidden): the text beside it carries the meaning. */
export type IllustrationProps = { className?: string };

export const LEAF = "var(--color-leaf)";
export const LEAF_DEEP = "var(--color-leaf-deep)";
export const LEAF_SOFT = "var(--color-leaf-soft)";
export const SOIL = "var(--color-soil)";
export const SOIL_SOFT = "var(--color-soil-soft)";
export const TOMATO = "var(--color-tomato)";
export const SUN = "var(--color-sun)";
export const SUN_SOFT = "var(--color-sun-soft)";
export const CREAM_DEEP = "var(--color-cream-deep)";
export const SKY_SOFT = "var(--color-sky-soft)";
export const CARROT = "#e07b24";

/** Shared outline style: a soft soil-brown line with rounded joins. */
export const line = {
  stroke: SOIL,
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
