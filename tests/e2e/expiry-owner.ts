// The grower tests/e2e/seed-expiry.ts makes before the e2e server starts, with one listing per
// run of perishable-expiry.spec.ts whose available-until day is already gone: the server's
// clock cannot be moved, and no form accepts a day in the past.
export const E2E_EXPIRY_OWNER = {
  email: "e2e-expiry-owner@example.com",
  username: "Perishable Pat",
  password: "expiry-runner-beans-2026",
} as const;

/** One expired listing for each run of the spec, so each renews its own. */
export const E2E_EXPIRED_LISTINGS = {
  desktop: "Expired plums on a desktop",
  phone: "Expired plums on a phone",
  noScript: "Expired plums without JavaScript",
} as const;

/** One listing whose last day is tomorrow for each device run, with its reminder's link. */
export const E2E_EXPIRING_LISTINGS = {
  desktop: "Damsons ending tomorrow on a desktop",
  phone: "Damsons ending tomorrow on a phone",
} as const;

/** Where the seed writes each expiring listing's signed "still available" path, by name. */
export const stillAvailableLinksFile = (dataDir: string) =>
  `${dataDir}/e2e-still-available-links.json`;
