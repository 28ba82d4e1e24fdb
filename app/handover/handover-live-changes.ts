// What a handover's live event says changed (decision 0094), as a key: the page that shows it
// says it in its reader's language, from the `handovers` catalogue's `live.changes`. Client-safe,
// so a static page's inline script reads the same keys (decision 0103).

export const HANDOVER_LIVE_CHANGES = [
  "requested",
  "withdrawn",
  "reserved",
  "pickupProposed",
  "pickupAgreed",
  "collectedMarked",
  "collected",
  "cancelled",
  "offered",
  "thanked",
] as const;

export type HandoverLiveChange = (typeof HANDOVER_LIVE_CHANGES)[number];

/** Whether a live event concerns a page: a handover's page its own handover, the list any. */
export function concernsHandoverPage(
  event: { type: string; handoverId?: string | null },
  handoverId: string | null,
): boolean {
  if (event.type !== "handover") return false;
  return handoverId === null || event.handoverId === handoverId;
}

/** A sentence with `{what}` in it, said of one change; the change's own words or nothing. */
export function sayChange(
  sentence: string,
  words: Readonly<Record<string, string>>,
  change: string,
): string {
  const what = Object.hasOwn(words, change) ? words[change] : "";
  return what ? sentence.replace("{what}", what) : "";
}
