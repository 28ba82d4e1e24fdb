/** How many needed or well-stocked items a food-bank card shows before '+N more' (part 2 §9). */
export const ITEMS_SHOWN = 3;

export interface ItemPreview {
  shown: string[];
  hidden: string[];
  /** '+N more' when some are hidden, else null. */
  moreLabel: string | null;
}

/** The first `count` items, and the rest behind '+N more'. */
export function previewItems(items: readonly string[], count = ITEMS_SHOWN): ItemPreview {
  const shown = items.slice(0, Math.max(0, count));
  const hidden = items.slice(shown.length);
  return { shown, hidden, moreLabel: hidden.length > 0 ? `+${hidden.length} more` : null };
}
