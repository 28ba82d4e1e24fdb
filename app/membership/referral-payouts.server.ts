import { and, eq, gte, isNull, lt, or } from "drizzle-orm";
import { currentOrganisationNames } from "~/accounts/account-directory.server";
import type { Db } from "~/server/db/database.server";
import { verifiedOrganisationCondition } from "./entitlement.server";
import { referralEarnings, subscribers } from "./membership.table";
import { ukMonthRange } from "./uk-months";

export interface PayoutRow {
  organization: string;
  referralsPaid: number;
  amountPence: number;
}

/**
 * What each organisation is owed for a UK calendar month ("YYYY-MM"): the earnings recorded in
 * it, by organisation, named as it is now called (or as it was, if the account is gone), in
 * name order. Only verified organisations are paid (decision 0072): earnings of one that is not
 * verified now (its verification was withdrawn, or rows from before the rule) are left out while
 * it stays so. An organisation whose account is gone keeps its recorded earnings, which could
 * only be made while it was verified.
 */
export async function payoutReport(db: Db, month: string): Promise<PayoutRow[]> {
  const { start, end } = ukMonthRange(month);
  const earnings = await db
    .select({
      organizationUserId: referralEarnings.organizationUserId,
      recordedName: referralEarnings.organizationName,
      amountPence: referralEarnings.amountPence,
      earnedAt: referralEarnings.earnedAt,
    })
    .from(referralEarnings)
    .leftJoin(subscribers, eq(subscribers.userId, referralEarnings.organizationUserId))
    .where(
      and(
        gte(referralEarnings.earnedAt, start),
        lt(referralEarnings.earnedAt, end),
        or(isNull(referralEarnings.organizationUserId), verifiedOrganisationCondition),
      ),
    )
    .orderBy(referralEarnings.earnedAt);
  const currentNames = await currentOrganisationNames(
    db,
    earnings.flatMap((earning) => (earning.organizationUserId ? [earning.organizationUserId] : [])),
  );

  const byOrganisation = new Map<string, PayoutRow>();
  for (const earning of earnings) {
    const key = earning.organizationUserId ?? `name:${earning.recordedName}`;
    const currentName = earning.organizationUserId
      ? currentNames.get(earning.organizationUserId)
      : null;
    const name = currentName ?? earning.recordedName;
    const row = byOrganisation.get(key) ?? { organization: name, referralsPaid: 0, amountPence: 0 };
    row.organization = name;
    row.referralsPaid += 1;
    row.amountPence += earning.amountPence;
    byOrganisation.set(key, row);
  }
  return [...byOrganisation.values()].sort(
    (a, b) =>
      a.organization.localeCompare(b.organization, "en-GB", { sensitivity: "base" }) ||
      a.organization.localeCompare(b.organization, "en-GB"),
  );
}

/** "12.50": pence as pounds with two decimals, without floating-point rounding. */
export function penceAsPounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * One CSV field: a text that a spreadsheet would run as a formula (=, +, -, @, or a leading tab
 * or carriage return) gets a leading apostrophe; commas, quotes and line breaks are quoted.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const PAYOUT_CSV_HEADER = "organisation,referrals_paid,amount_gbp";

/** The payout report as CSV: a header line, then one line per organisation. */
export function toCsv(rows: PayoutRow[]): string {
  const lines = rows.map((row) =>
    [csvField(row.organization), String(row.referralsPaid), penceAsPounds(row.amountPence)].join(
      ",",
    ),
  );
  return `${[PAYOUT_CSV_HEADER, ...lines].join("\n")}\n`;
}
