import { desc, eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import type { Db } from "~/server/db/database.server";
import {
  marketingConsents,
  organizationVerifications,
  profiles,
  type VerificationStatus,
} from "./accounts.table";
import type { OrganizationType } from "./registration-number";
import { checkRegistrationNumber } from "./registration-number";

/** Saves the forum display name; empty means the account's username is shown. */
export async function updateForumUsername(db: Db, userId: string, value: string | undefined) {
  const forumUsername = value?.trim() ? value.trim() : null;
  await db.update(profiles).set({ forumUsername }).where(eq(profiles.id, userId));
}

/** Keeps the member's language for their pages and emails (decision 0098). */
export async function saveLanguage(db: Db, userId: string, language: Language) {
  await db.update(profiles).set({ language }).where(eq(profiles.id, userId));
}

/** The language a member's emails go in: the one they chose, else English. */
export async function memberLanguage(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

export async function currentMarketingConsent(db: Db, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ consent: marketingConsents.consent })
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(desc(marketingConsents.recordedAt))
    .limit(1);
  return latest?.consent ?? false;
}

/** Records a change of marketing consent; the history is kept as evidence of each answer. */
export async function setMarketingConsent(db: Db, userId: string, consent: boolean) {
  await db.insert(marketingConsents).values({ userId, consent });
}

export interface VerificationApplication {
  id: string;
  organizationName: string;
  organizationType: string;
  registrationNumber: string | null;
  verificationStatus: VerificationStatus;
  verificationDetails: string | null;
  submittedAt: Date;
  reviewedAt: Date | null;
}

/** The organisation's newest application (the specification reads the latest by submission). */
export async function latestVerification(
  db: Db,
  userId: string,
): Promise<VerificationApplication | null> {
  const [row] = await db
    .select({
      id: organizationVerifications.id,
      organizationName: organizationVerifications.organizationName,
      organizationType: organizationVerifications.organizationType,
      registrationNumber: organizationVerifications.registrationNumber,
      verificationStatus: organizationVerifications.verificationStatus,
      verificationDetails: organizationVerifications.verificationDetails,
      submittedAt: organizationVerifications.submittedAt,
      reviewedAt: organizationVerifications.reviewedAt,
    })
    .from(organizationVerifications)
    .where(eq(organizationVerifications.userId, userId))
    .orderBy(desc(organizationVerifications.submittedAt))
    .limit(1);
  return row ?? null;
}

/** Only after a rejected or failed application may an organisation apply again. */
export function canReapply(latest: VerificationApplication | null): boolean {
  return (
    latest === null ||
    latest.verificationStatus === "rejected" ||
    latest.verificationStatus === "failed"
  );
}

export class ReapplyNotAllowedError extends Error {
  override name = "ReapplyNotAllowedError";
}

/**
 * A new application from the dashboard, checked like the one at sign-up. The check and the
 * insert share a transaction so two quick submissions cannot both pass the "may reapply" test.
 */
export async function submitVerificationApplication(
  db: Db,
  userId: string,
  input: {
    organizationName: string;
    organizationType: OrganizationType;
    registrationNumber?: string;
  },
): Promise<VerificationApplication> {
  return db.transaction(async (tx) => {
    // Serialise applications per organisation: lock its profile row for this transaction.
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    const latest = await latestVerification(tx as unknown as Db, userId);
    if (!canReapply(latest))
      throw new ReapplyNotAllowedError("An application is already pending or approved.");
    const check = checkRegistrationNumber(input.registrationNumber, input.organizationType);
    const [row] = await tx
      .insert(organizationVerifications)
      .values({
        userId,
        organizationName: input.organizationName,
        organizationType: input.organizationType,
        registrationNumber: check.normalized,
        verificationStatus: check.status,
        verificationDetails: check.details,
        verificationSource: "dashboard",
      })
      .returning();
    await tx
      .update(profiles)
      .set({ organizationName: input.organizationName, organizationType: input.organizationType })
      .where(eq(profiles.id, userId));
    if (!row) throw new Error("The application was not saved");
    return row;
  });
}
