import type { Db } from "./db/database.server";
import type { JobDefinition } from "./jobs/job-queue.server";
import type { ModerationTarget } from "./moderation-target";
import type { DemoSeeder, ReferenceSeeder } from "./seed/demo-seeder";
import type { AppServices } from "./services.server";
import type { SignedUnsubscribeLink } from "./signed-unsubscribe";

/** A JSON value: what a part of the account export may return. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/** What deleting an account hands each step: the infrastructure, and whatever else is built. */
export type AccountDeletionServices = Pick<AppServices, "db" | "storage" | "logger"> &
  Partial<Omit<AppServices, "db" | "storage" | "logger">>;

export interface AccountDeletionContext {
  services: AccountDeletionServices;
  userId: string;
  email: string;
}

/**
 * One domain's part in deleting an account. Every domain that stores something an account owns
 * (listings and their images, messages, plantings, a subscription) gives one, so that deleting an
 * account removes all of it.
 */
export interface AccountDeletionStep {
  /** Unique among the steps. */
  name: string;
  /**
   * Runs before the transaction, e.g. to cancel a paid subscription at the provider. Throwing
   * stops the deletion before anything is deleted.
   */
  beforeDelete?(ctx: AccountDeletionContext): Promise<void>;
  /**
   * Runs inside the one deletion transaction: delete or anonymise the account's rows. Returns
   * the storage keys of files to remove once the transaction has committed. Throwing rolls the
   * whole deletion back.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a step with no files simply returns nothing.
  inTransaction?(tx: Db, userId: string, ctx: AccountDeletionContext): Promise<string[] | void>;
}

/**
 * One domain's part of the "download my data" file (UK GDPR portability). Return plain JSON:
 * dates as ISO strings, and never a secret (tokens, password hashes, payment card details).
 */
export interface AccountExportSection {
  /** The key the section's data appears under in the file. */
  name: string;
  collect(db: Db, userId: string): Promise<JsonValue>;
  /**
   * Fields kept on the account's profile row whose meaning this domain owns (the referral code
   * a member joined with): added to the file's `profile`, under the names returned.
   */
  profileFields?(db: Db, userId: string): Promise<Record<string, JsonValue>>;
}

/** Every domain's part in an account's life, gathered from the descriptors by the composition. */
export interface AccountSteps {
  deletion: readonly AccountDeletionStep[];
  export: readonly AccountExportSection[];
}

declare module "./services.server" {
  interface AppServices {
    accountSteps: AccountSteps;
  }
}

/**
 * What one domain adds to the whole. The composition (`app/composition/domains.ts`) lists the
 * domains once and hands these parts to the infrastructure, which never imports a domain.
 */
export interface Domain {
  name: string;
  /** The domain's Drizzle tables (its `*.table.ts` modules): each table has one owner. */
  tables?: ReadonlyArray<Readonly<Record<string, unknown>>>;
  accountDeletion?: AccountDeletionStep;
  /** Its part of the data export; several when it fills more than one key of the file. */
  accountExport?: AccountExportSection | readonly AccountExportSection[];
  /** Queue workers and scheduled jobs; they read the services when they run. */
  jobs?(services: () => AppServices): JobDefinition<never>[];
  /** Reference data that is true to the real world, refreshed on every start. */
  referenceSeeders?: readonly ReferenceSeeder[];
  /** Demo content, added once to a new database unless DEMO_DATA=false. */
  demoSeeders?: readonly DemoSeeder[];
  /** What members may report of this domain's, and how staff hide and restore it (0031). */
  moderationTargets?: readonly ModerationTarget[];
  /** Its emails' signed unsubscribe links, which a mail provider may POST to (0068). */
  signedUnsubscribeLinks?: readonly SignedUnsubscribeLink[];
}

/** Declares a domain; the identity function keeps each descriptor's literal type checked. */
export function defineDomain<const D extends Domain>(domain: D): D {
  return domain;
}
