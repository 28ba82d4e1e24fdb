// The handover's words and limits without Zod (decision 0066: the listing page and the form's
// page ship no Zod): the form, the listing page and the emails say the same thing.

export const HANDOVER_LIMITS = {
  minWindowHours: 6,
  maxWindowHours: 48,
  defaultWindowHours: 24,
  minPortions: 1,
  maxPortions: 50,
  noteLength: 500,
} as const;

/** The table's ChoiceRule, spelled out here: the table's imports reach the listings' schema. */
export const choiceRules = ["first_come", "fair"] as const;
type ChoiceRule = (typeof choiceRules)[number];

export const choiceRuleLabels: Record<ChoiceRule, { name: string; hint: string }> = {
  first_come: {
    name: "First come",
    hint: "You may reserve it for someone as soon as they ask.",
  },
  fair: {
    name: "Fair",
    hint: "Requests are gathered for a while, then you choose, or let Glut draw among everyone who asked, those who have received least lately first.",
  },
};

export const handoverRuleMessages = {
  rule: "Choose how you will pick who gets it: first come or fair.",
  windowHours: `Choose a window of ${HANDOVER_LIMITS.minWindowHours} to ${HANDOVER_LIMITS.maxWindowHours} hours.`,
  portions: `Choose how many people it can be shared among: ${HANDOVER_LIMITS.minPortions} to ${HANDOVER_LIMITS.maxPortions}.`,
} as const;

const ukDateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** "2 December 2026 at 14:30", UK time whatever the server's zone. */
export function ukDateTimeLabel(date: Date): string {
  return ukDateTime.format(date);
}
