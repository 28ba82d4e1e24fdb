import { defineDomain } from "~/server/domain";
import { emailPreferencesAccountExport } from "./email-preferences.server";
import * as emailPreferencesTables from "./email-preferences.table";
import { EMAIL_UNSUBSCRIBE_PATH, readEmailUnsubscribeToken } from "./email-unsubscribe.server";

/**
 * Which notification emails a member has turned off, and the signed one-click links that turn
 * them off (decision 0068). The rows go with the account (they cascade); the export lists them.
 */
export const emailPreferencesDomain = defineDomain({
  name: "email-preferences",
  tables: [emailPreferencesTables],
  accountExport: emailPreferencesAccountExport,
  signedUnsubscribeLinks: [
    {
      path: EMAIL_UNSUBSCRIBE_PATH,
      isSigned: (secret, token) => readEmailUnsubscribeToken(secret, token) !== null,
    },
  ],
});
