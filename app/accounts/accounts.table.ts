import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.table";
import type { StaffRole } from "./staff-role";

/** The public face of an account: id equals the user's id. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  username: text("username").notNull(),
  forumUsername: text("forum_username"),
  location: text("location"),
  isOrganization: boolean("is_organization").notNull().default(false),
  organizationName: text("organization_name"),
  organizationType: text("organization_type"),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The last day the member used the site signed in (for the inactive-account retention rule). */
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  /** When the "your account will be deleted" warning went out; cleared when they come back. */
  inactivityWarningSentAt: timestamp("inactivity_warning_sent_at", { withTimezone: true }),
  /** The language the member chose ("en" or "cy"): pages and emails; null until they choose. */
  language: text("language"),
});

/** What the person agreed to when signing up, kept as evidence (UK GDPR, accountability). */
export const signupConsents = pgTable("signup_consents", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  termsAccepted: boolean("terms_accepted").notNull(),
  privacyAccepted: boolean("privacy_accepted").notNull(),
  ageConfirmed: boolean("age_confirmed").notNull(),
  marketingConsent: boolean("marketing_consent").notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of marketing consent, newest last: the latest row is the current answer. */
export const marketingConsents = pgTable(
  "marketing_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    consent: boolean("consent").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("marketing_consents_user_idx").on(table.userId, table.recordedAt)],
);

export const verificationStatuses = ["pending", "approved", "rejected", "failed"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const organizationVerifications = pgTable(
  "organization_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationName: text("organization_name").notNull(),
    organizationType: text("organization_type").notNull(),
    registrationNumber: text("registration_number"),
    verificationStatus: text("verification_status").$type<VerificationStatus>().notNull(),
    verificationDetails: text("verification_details"),
    verificationSource: text("verification_source").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("organization_verifications_user_idx").on(table.userId, table.submittedAt),
    index("organization_verifications_status_idx").on(table.verificationStatus),
    check(
      "organization_verifications_status_check",
      sql`${table.verificationStatus} in ('pending', 'approved', 'rejected', 'failed')`,
    ),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<StaffRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("user_roles_user_role_idx").on(table.userId, table.role),
    check("user_roles_role_check", sql`${table.role} in ('admin', 'moderator')`),
  ],
);
