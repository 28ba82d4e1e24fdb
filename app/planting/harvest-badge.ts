import { daysBetween } from "./uk-calendar";

/**
 * The specification's harvest badge (part 2 §2): no date 'No date set'; past 'Overdue'; today
 * 'Ready today!'; 1-7 days '{n} days' prominent; 8-30 days secondary; over 30 outline.
 */
export type HarvestBadgeLook = "none" | "overdue" | "today" | "prominent" | "secondary" | "outline";

export interface HarvestBadge {
  label: string;
  look: HarvestBadgeLook;
  /** Days until the expected harvest; null without a date. */
  days: number | null;
}

export function harvestBadge(expectedHarvestDate: string | null, today: string): HarvestBadge {
  if (!expectedHarvestDate) return { label: "No date set", look: "none", days: null };
  const days = daysBetween(today, expectedHarvestDate);
  if (days < 0) return { label: "Overdue", look: "overdue", days };
  if (days === 0) return { label: "Ready today!", look: "today", days };
  // The specification writes "{n} days"; one day reads "1 day".
  const label = days === 1 ? "1 day" : `${days} days`;
  if (days <= 7) return { label, look: "prominent", days };
  if (days <= 30) return { label, look: "secondary", days };
  return { label, look: "outline", days };
}
