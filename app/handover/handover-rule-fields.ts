import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";
import { choiceRules, HANDOVER_LIMITS } from "./handover-rule-text";

type ChoiceRule = (typeof choiceRules)[number];

// How the owner chooses among requesters, as the listing form asks it (decision 0087): the
// listing form's one schema spreads these fields in.

/**
 * The listing form's handover fields, their messages in the words of `t` (the listing form's
 * `myListings` translator, reading `handovers:rules.errors`). Every one has a default, so a
 * listing sent without them (an older form, a test) is first come, one portion, no priority.
 */
export function handoverRuleFieldsFor(t: Translate) {
  const messages = {
    rule: t("handovers:rules.errors.rule"),
    windowHours: t("handovers:rules.errors.windowHours", {
      min: HANDOVER_LIMITS.minWindowHours,
      max: HANDOVER_LIMITS.maxWindowHours,
    }),
    portions: t("handovers:rules.errors.portions", {
      min: HANDOVER_LIMITS.minPortions,
      max: HANDOVER_LIMITS.maxPortions,
    }),
  };
  return {
    choiceRule: z.enum(choiceRules, { error: messages.rule }).default("first_come"),
    windowHours: z
      .number({ error: messages.windowHours })
      .int(messages.windowHours)
      .min(HANDOVER_LIMITS.minWindowHours, messages.windowHours)
      .max(HANDOVER_LIMITS.maxWindowHours, messages.windowHours)
      .default(HANDOVER_LIMITS.defaultWindowHours),
    organisationsFirst: z.boolean().default(false),
    portions: z
      .number({ error: messages.portions })
      .int(messages.portions)
      .min(HANDOVER_LIMITS.minPortions, messages.portions)
      .max(HANDOVER_LIMITS.maxPortions, messages.portions)
      .default(HANDOVER_LIMITS.minPortions),
  };
}

/** What the listing form's handover fields give, once parsed. */
export interface HandoverRuleInput {
  choiceRule: ChoiceRule;
  windowHours: number;
  organisationsFirst: boolean;
  portions: number;
}
