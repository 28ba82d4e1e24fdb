// The staff accounts tests/e2e/seed-staff.ts makes before the e2e server starts.
export const E2E_STAFF = {
  admin: {
    email: "e2e-admin@example.com",
    username: "Admin Ada",
    password: "admin-runner-beans-2026",
    role: "admin",
  },
  // The Welsh admin specs' own admins: `?lng=` saves the language on the account, so a spec
  // that reads the saved language across pages must not share its admin with one that changes it.
  welshAdmin: {
    email: "e2e-admin-cy@example.com",
    username: "Gweinyddwr Gwen",
    password: "admin-runner-beans-cy-2026",
    role: "admin",
  },
  welshPhoneAdmin: {
    email: "e2e-admin-cy-phone@example.com",
    username: "Gweinyddwr Gethin",
    password: "admin-runner-beans-cy-phone-2026",
    role: "admin",
  },
  moderator: {
    email: "e2e-moderator@example.com",
    username: "Moderator Mo",
    password: "moderator-runner-beans-2026",
    role: "moderator",
  },
} as const;
