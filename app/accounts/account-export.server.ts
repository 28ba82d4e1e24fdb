import { asc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { AccountExportSection, JsonValue } from "~/server/domain";
import {
  marketingConsents,
  organizationVerifications,
  profiles,
  signupConsents,
  userRoles,
} from "./accounts.table";
import { accounts, sessions, users } from "./auth.table";

/** The keys the account's own data takes; a section may not use one. */
const CORE_KEYS = [
  "about",
  "exportedAt",
  "account",
  "profile",
  "signupConsents",
  "marketingConsents",
  "organisationVerifications",
  "roles",
  "sessions",
  "signInMethods",
] as const;

export const EXPORT_ABOUT =
  "Everything Glut holds about your account, as at the time shown in exportedAt: your account " +
  "and profile, what you agreed to at sign-up, each marketing choice you made, your " +
  "organisation's verification applications, your staff roles, where you are signed in and " +
  "how you sign in, your membership and its payments, your listings, your conversations " +
  "with other members, the items you asked for and handed over (with the pickups you agreed), " +
  "the thank-you notes and ratings you left, the notes left for you and the average of the " +
  "ratings you were given (never one by one), your forum topics and replies, and what you sent us through the " +
  "contact form from your account's address. Passwords, sign-in tokens and Google's access " +
  "tokens are never included. " +
  "Dates are in UTC (ISO 8601). You have this copy under UK GDPR (the right of access and " +
  "data portability); ask us if anything is missing.";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export type AccountExport = {
  about: string;
  exportedAt: string;
  account: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    createdAt: string;
    updatedAt: string;
  };
  profile:
    | ({
        username: string;
        forumUsername: string | null;
        location: string | null;
        /** The language chosen for pages and emails ("en" or "cy"); null until one is chosen. */
        language: string | null;
        isOrganisation: boolean;
        organisationName: string | null;
        organisationType: string | null;
        createdAt: string;
        /** The last day the account was used signed in (the inactive-account rule counts from it). */
        lastSeenAt: string | null;
        inactivityWarningSentAt: string | null;
      } & { [field: string]: JsonValue })
    | null;
  signupConsents: {
    termsAccepted: boolean;
    privacyAccepted: boolean;
    ageConfirmed: boolean;
    marketingConsent: boolean;
    acceptedAt: string;
  } | null;
  marketingConsents: { consent: boolean; recordedAt: string }[];
  organisationVerifications: {
    organisationName: string;
    organisationType: string;
    registrationNumber: string | null;
    status: string;
    details: string | null;
    source: string;
    submittedAt: string;
    reviewedAt: string | null;
  }[];
  roles: { role: string; grantedAt: string }[];
  sessions: {
    createdAt: string;
    expiresAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
  signInMethods: { provider: string; linkedAt: string }[];
} & { [section: string]: JsonValue };

/**
 * A copy of everything the account holds, as plain JSON. Secrets stay out by construction:
 * each column is chosen by name, so a session token, password hash or OAuth token cannot slip
 * in when a table grows. Resolves to null when there is no such account.
 */
export async function exportAccountData(
  db: Db,
  userId: string,
  sections: readonly AccountExportSection[],
  now: Date = new Date(),
): Promise<AccountExport | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const [profileRows, consentRows, marketingRows, verificationRows, roleRows] = await Promise.all([
    db
      .select({
        username: profiles.username,
        forumUsername: profiles.forumUsername,
        location: profiles.location,
        language: profiles.language,
        isOrganization: profiles.isOrganization,
        organizationName: profiles.organizationName,
        organizationType: profiles.organizationType,
        createdAt: profiles.createdAt,
        lastSeenAt: profiles.lastSeenAt,
        inactivityWarningSentAt: profiles.inactivityWarningSentAt,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({
        termsAccepted: signupConsents.termsAccepted,
        privacyAccepted: signupConsents.privacyAccepted,
        ageConfirmed: signupConsents.ageConfirmed,
        marketingConsent: signupConsents.marketingConsent,
        acceptedAt: signupConsents.acceptedAt,
      })
      .from(signupConsents)
      .where(eq(signupConsents.userId, userId)),
    db
      .select({ consent: marketingConsents.consent, recordedAt: marketingConsents.recordedAt })
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId))
      .orderBy(asc(marketingConsents.recordedAt)),
    db
      .select({
        organizationName: organizationVerifications.organizationName,
        organizationType: organizationVerifications.organizationType,
        registrationNumber: organizationVerifications.registrationNumber,
        verificationStatus: organizationVerifications.verificationStatus,
        verificationDetails: organizationVerifications.verificationDetails,
        verificationSource: organizationVerifications.verificationSource,
        submittedAt: organizationVerifications.submittedAt,
        reviewedAt: organizationVerifications.reviewedAt,
      })
      .from(organizationVerifications)
      .where(eq(organizationVerifications.userId, userId))
      .orderBy(asc(organizationVerifications.submittedAt)),
    db
      .select({ role: userRoles.role, createdAt: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.role)),
  ]);
  const [sessionRows, providerRows] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt)),
  ]);

  const profile = profileRows[0];
  const consent = consentRows[0];
  const result: AccountExport = {
    about: EXPORT_ABOUT,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    profile: profile
      ? {
          username: profile.username,
          forumUsername: profile.forumUsername,
          location: profile.location,
          language: profile.language,
          isOrganisation: profile.isOrganization,
          organisationName: profile.organizationName,
          organisationType: profile.organizationType,
          createdAt: profile.createdAt.toISOString(),
          lastSeenAt: iso(profile.lastSeenAt),
          inactivityWarningSentAt: iso(profile.inactivityWarningSentAt),
        }
      : null,
    signupConsents: consent ? { ...consent, acceptedAt: consent.acceptedAt.toISOString() } : null,
    marketingConsents: marketingRows.map((row) => ({
      consent: row.consent,
      recordedAt: row.recordedAt.toISOString(),
    })),
    organisationVerifications: verificationRows.map((row) => ({
      organisationName: row.organizationName,
      organisationType: row.organizationType,
      registrationNumber: row.registrationNumber,
      status: row.verificationStatus,
      details: row.verificationDetails,
      source: row.verificationSource,
      submittedAt: row.submittedAt.toISOString(),
      reviewedAt: iso(row.reviewedAt),
    })),
    roles: roleRows.map((row) => ({ role: row.role, grantedAt: row.createdAt.toISOString() })),
    sessions: sessionRows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    signInMethods: providerRows.map((row) => ({
      provider: row.providerId,
      linkedAt: row.createdAt.toISOString(),
    })),
  };

  for (const section of sections) {
    if ((CORE_KEYS as readonly string[]).includes(section.name) || section.name in result) {
      throw new Error(`Two parts of the account export are both called "${section.name}"`);
    }
    result[section.name] = await section.collect(db, userId);
    if (result.profile && section.profileFields) {
      for (const [field, value] of Object.entries(await section.profileFields(db, userId))) {
        if (field in result.profile) {
          throw new Error(`Two parts of the account export both fill profile.${field}`);
        }
        result.profile[field] = value;
      }
    }
  }
  return result;
}
