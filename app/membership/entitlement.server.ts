import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";

/**
 * May this account use member features (listings, the forum)? An active paid membership, or an
 * approved, verified organisation. The membership issue adds the subscription records this
 * reads; until they exist no account is a member, as the accounts issue specifies, so every
 * member gate already calls this one function and changes with it.
 */
export async function canUseMemberFeatures(_db: Db, _user: CurrentUser | null): Promise<boolean> {
  return false;
}
