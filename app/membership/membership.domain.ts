import { defineDomain } from "~/server/domain";
import * as membershipTables from "./membership.table";
import { membershipAccountExport } from "./membership-account-export.server";
import { paymentRecordRetentionJob } from "./payment-retention.server";

/** Membership: subscriptions, payments, referrals. */
export const membershipDomain = defineDomain({
  name: "membership",
  tables: [membershipTables],
  accountDeletion: {
    // The provider stops renewals and forgets the customer first; if that fails the deletion
    // stops, so no one is charged for an account that is gone. The rows cascade from users.
    name: "membership",
    async beforeDelete({ services, userId }) {
      await services.payments?.forgetCustomer(userId);
    },
  },
  accountExport: membershipAccountExport,
  jobs: (services) => [paymentRecordRetentionJob(services)],
});
