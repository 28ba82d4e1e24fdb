import type { Db } from "~/server/db/database.server";

/**
 * The referral programme, as sign-up sees it. Membership owns the codes and provides this
 * (`referralSignup` in `~/membership/referral-codes.server`); the sign-up route hands it in, so
 * accounts never calls membership (decision 0025). Without it no code is known, and an
 * organisation gets its own code when it first opens its dashboard.
 */
export interface SignupReferrals {
  /** The id of the code a person typed, or null when there is no such code. */
  findCodeId(db: Db, code: string): Promise<string | null>;
  /**
   * Inside the sign-up transaction: the new member joined with this code. False when the code
   * does not count (its organisation is not verified): nothing is recorded, the sign-up goes on.
   */
  recordJoinedWith(tx: Db, userId: string, codeId: string): Promise<boolean>;
  /** Inside the sign-up transaction: the new organisation's own code. A failure undoes it all. */
  giveOrganisationCode(tx: Db, userId: string, organisationName: string): Promise<void>;
}
