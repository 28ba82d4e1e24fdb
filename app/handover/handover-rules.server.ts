import { eq } from "drizzle-orm";
import { ListingError } from "~/listings/listing-errors";
import type { Db } from "~/server/db/database.server";
import type { ChoiceRule } from "./handover.table";
import { handoverRules } from "./handover.table";
import { portionsTaken } from "./handover-queue.server";
import type { HandoverRuleInput } from "./handover-rule-fields";

const HOUR_MS = 60 * 60 * 1000;

/** A listing's rule as the services read it; a listing without a row is first come, 1 portion. */
export interface HandoverRule {
  rule: ChoiceRule;
  windowHours: number | null;
  choosingOpensAt: Date | null;
  organisationsFirst: boolean;
  portions: number;
  drawSeed: string | null;
  drawnAt: Date | null;
}

export const FIRST_COME: HandoverRule = {
  rule: "first_come",
  windowHours: null,
  choosingOpensAt: null,
  organisationsFirst: false,
  portions: 1,
  drawSeed: null,
  drawnAt: null,
};

export async function readHandoverRule(db: Db, listingId: string): Promise<HandoverRule> {
  const [row] = await db
    .select({
      rule: handoverRules.rule,
      windowHours: handoverRules.windowHours,
      choosingOpensAt: handoverRules.choosingOpensAt,
      organisationsFirst: handoverRules.organisationsFirst,
      portions: handoverRules.portions,
      drawSeed: handoverRules.drawSeed,
      drawnAt: handoverRules.drawnAt,
    })
    .from(handoverRules)
    .where(eq(handoverRules.listingId, listingId));
  return row ?? FIRST_COME;
}

/** True once the owner may choose: at once under first come, after the window under fair. */
export function choosingIsOpen(rule: HandoverRule, now: Date): boolean {
  return (
    rule.rule === "first_come" || (rule.choosingOpensAt !== null && rule.choosingOpensAt <= now)
  );
}

/**
 * Saves the rule the owner chose in the listing form, inside the listing's save (the caller has
 * the listing row). The fair window runs from when it was set: an edit that keeps the same rule
 * and window keeps the time choosing opens, so editing a typo does not restart the wait. A
 * listing cannot be shared among fewer people than already have a portion.
 */
export async function saveHandoverRules(
  tx: Db,
  listingId: string,
  input: HandoverRuleInput,
  now: Date = new Date(),
): Promise<void> {
  const before = await readHandoverRule(tx, listingId);
  const taken = await portionsTaken(tx, listingId);
  if (input.portions < taken) {
    throw new ListingError({ key: "myListings:refusals.fewerShares", values: { taken } }, 409);
  }
  const fair = input.choiceRule === "fair";
  const unchanged = before.rule === "fair" && before.windowHours === input.windowHours;
  const values = {
    rule: input.choiceRule,
    windowHours: fair ? input.windowHours : null,
    choosingOpensAt: fair
      ? unchanged
        ? before.choosingOpensAt
        : new Date(now.getTime() + input.windowHours * HOUR_MS)
      : null,
    organisationsFirst: input.organisationsFirst,
    portions: input.portions,
  };
  await tx
    .insert(handoverRules)
    .values({ listingId, ...values })
    .onConflictDoUpdate({ target: handoverRules.listingId, set: values });
}

/** What the edit form shows as chosen: the saved rule, or the defaults. */
export function ruleFormValues(rule: HandoverRule): Record<string, string> {
  return {
    choiceRule: rule.rule,
    windowHours: String(rule.windowHours ?? 24),
    organisationsFirst: rule.organisationsFirst ? "on" : "",
    portions: String(rule.portions),
  };
}
