import { and, count, eq, gte, lt, sum } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { organisationIsVerified } from "./entitlement.server";
import { referralEarnings } from "./membership.table";
import { countAccountsJoinedWith, ensureReferralCode } from "./referral-codes.server";
import { referralRateOn } from "./referral-rates";
import { ukMonthOf, ukMonthRange } from "./uk-months";

export interface ReferralSummary {
  code: string;
  shareUrl: string;
  /** Members who signed up with the code. */
  signups: number;
  /** Of those, how many have paid (each earned the organisation once). */
  paidConversions: number;
  earnedThisMonthPence: number;
  earnedTotalPence: number;
  /** What a paid referral earns today. */
  ratePence: number;
}

/**
 * What an organisation's dashboard shows about its referrals; "this month" is the UK calendar
 * month of `now`. Makes the code first if the organisation has none. Null for personal accounts
 * and for an organisation that is not verified (pending, failed or rejected): its code is not
 * shown, since a sign-up with it would earn nothing (decision 0072).
 */
export async function referralSummary(
  deps: { db: Db; appUrl: string },
  organizationUserId: string,
  now: Date = new Date(),
): Promise<ReferralSummary | null> {
  const { db } = deps;
  if (!(await organisationIsVerified(db, organizationUserId))) return null;
  const code = await ensureReferralCode(db, organizationUserId);
  if (!code) return null;
  const { start, end } = ukMonthRange(ukMonthOf(now));
  const mine = eq(referralEarnings.organizationUserId, organizationUserId);
  const [signups, [total], [month]] = await Promise.all([
    countAccountsJoinedWith(db, code.id),
    db
      .select({ n: count(), pence: sum(referralEarnings.amountPence) })
      .from(referralEarnings)
      .where(mine),
    db
      .select({ pence: sum(referralEarnings.amountPence) })
      .from(referralEarnings)
      .where(and(mine, gte(referralEarnings.earnedAt, start), lt(referralEarnings.earnedAt, end))),
  ]);
  return {
    code: code.code,
    shareUrl: `${deps.appUrl}/signup?ref=${encodeURIComponent(code.code)}`,
    signups,
    paidConversions: total?.n ?? 0,
    earnedThisMonthPence: Number(month?.pence ?? 0),
    earnedTotalPence: Number(total?.pence ?? 0),
    ratePence: referralRateOn(now).pence,
  };
}
