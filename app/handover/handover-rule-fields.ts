import { z } from "~/zod";
import { choiceRules, HANDOVER_LIMITS, handoverRuleMessages } from "./handover-rule-text";

type ChoiceRule = (typeof choiceRules)[number];

// How the owner chooses among requesters, as the listing form asks it (decision 0087): the
// listing form's one schema spreads these fields in.

/**
 * The listing form's handover fields. Every one has a default, so a listing sent without them
 * (an older form, a test) is first come, one portion, no priority.
 */
export const handoverRuleFields = {
  choiceRule: z.enum(choiceRules, { error: handoverRuleMessages.rule }).default("first_come"),
  windowHours: z
    .number({ error: handoverRuleMessages.windowHours })
    .int(handoverRuleMessages.windowHours)
    .min(HANDOVER_LIMITS.minWindowHours, handoverRuleMessages.windowHours)
    .max(HANDOVER_LIMITS.maxWindowHours, handoverRuleMessages.windowHours)
    .default(HANDOVER_LIMITS.defaultWindowHours),
  organisationsFirst: z.boolean().default(false),
  portions: z
    .number({ error: handoverRuleMessages.portions })
    .int(handoverRuleMessages.portions)
    .min(HANDOVER_LIMITS.minPortions, handoverRuleMessages.portions)
    .max(HANDOVER_LIMITS.maxPortions, handoverRuleMessages.portions)
    .default(HANDOVER_LIMITS.minPortions),
};

/** What the listing form's handover fields give, once parsed. */
export interface HandoverRuleInput {
  choiceRule: ChoiceRule;
  windowHours: number;
  organisationsFirst: boolean;
  portions: number;
}
