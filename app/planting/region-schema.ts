import type { Translate } from "~/i18n/messages";
import { englishPlanting } from "./planting-english";

// Client-safe: the region form's names and messages, shared by the page and the server.

export const REGION_INTENT = "region";

/** The region form's messages in the words of `t` (the planting catalogue's `region.*`). */
export function regionMessagesFor(t: Translate) {
  return {
    districtNotFound: t("region.districtNotFound"),
    unknown: t("region.unknown"),
    saved: (name: string) => t("region.saved", { name }),
  } as const;
}

/** In English, the default (pure, so a browser bundle leaves it and its catalogue out). */
export const regionMessages = /* @__PURE__ */ regionMessagesFor(/* @__PURE__ */ englishPlanting());

/** Where the region a view shows came from, so the page can say so. */
export type RegionSource = "chosen" | "district" | "saved" | "default";
