import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

/**
 * Partner organisations' referral codes, one per organisation account. A member who joins with
 * one has it recorded in `referral_attributions`.
 */
export const referralCodes = pgTable("referral_codes", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The code a member joined with, if any: one row per member, written at sign-up. Membership owns
 * it (the earnings it leads to are membership's), so accounts' tables name nothing of membership.
 * It goes with the member's account, or with the code when the organisation's account goes.
 */
export const referralAttributions = pgTable(
  "referral_attributions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    codeId: uuid("code_id")
      .notNull()
      .references(() => referralCodes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("referral_attributions_code_idx").on(table.codeId)],
);

export const paymentProviders = ["stripe", "local"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * Each account's membership, as the specification's `subscribers` record: whether it is subscribed
 * and until when, and for organisations their verification. One row per account.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    subscribed: boolean("subscribed").notNull().default(false),
    subscriptionTier: text("subscription_tier"),
    subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
    /** The provider's own word for the subscription: active, past_due, canceled, … */
    status: text("status"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    isOrganization: boolean("is_organization").notNull().default(false),
    verificationStatus: text("verification_status"),
    organizationVerifiedAt: timestamp("organization_verified_at", { withTimezone: true }),
    provider: text("provider").$type<PaymentProvider>(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    /** When the provider says the latest applied change happened: older news is ignored. */
    stateAt: timestamp("state_at", { withTimezone: true }),
    welcomeEmailSentAt: timestamp("welcome_email_sent_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscribers_customer_idx").on(table.provider, table.providerCustomerId),
    index("subscribers_subscription_idx").on(table.provider, table.providerSubscriptionId),
  ],
);

/** Every payment that succeeded, once each (the provider's payment id is unique). */
export const membershipPayments = pgTable(
  "membership_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("membership_payments_user_idx").on(table.userId, table.paidAt)],
);

/** Provider events already handled: a replayed or duplicated event is recognised and skipped. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").$type<PaymentProvider>().notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What partner organisations earn: one row per referred member, written when that member's
 * first payment succeeds, at the rate in force that day. The amounts stay even if either
 * account is later deleted, for the payout records.
 */
export const referralEarnings = pgTable(
  "referral_earnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referralCodeId: uuid("referral_code_id").references(() => referralCodes.id, {
      onDelete: "set null",
    }),
    organizationUserId: text("organization_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    organizationName: text("organization_name").notNull(),
    referredUserId: text("referred_user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id").references(() => membershipPayments.id, { onDelete: "set null" }),
    amountPence: integer("amount_pence").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("referral_earnings_org_idx").on(table.organizationUserId, table.earnedAt),
    check("referral_earnings_amount_check", sql`${table.amountPence} >= 0`),
  ],
);

/** Checkouts of the local test provider: a page on the site where no money moves. */
export const localCheckouts = pgTable(
  "local_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"open" | "paid" | "cancelled">().notNull().default("open"),
    amountPence: integer("amount_pence").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    check("local_checkouts_status_check", sql`${table.status} in ('open', 'paid', 'cancelled')`),
  ],
);
