import { registerAccountDeletionStep } from "~/accounts/account-deletion.server";

/**
 * Before an account is deleted, the payment provider stops its renewals and forgets the
 * customer; if that fails the deletion stops, so no one is charged for an account that is gone.
 * The membership rows themselves cascade from the users row. Loaded for its side effect by
 * services.server.ts.
 */
registerAccountDeletionStep({
  name: "membership",
  async beforeDelete({ services, userId }) {
    await services.payments?.forgetCustomer(userId);
  },
});
