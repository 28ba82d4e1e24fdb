// The staff accounts tests/e2e/seed-staff.ts makes before the e2e server starts.
export const E2E_STAFF = {
  admin: {
    email: "e2e-admin@example.com",
    username: "Admin Ada",
    password: "admin-runner-beans-2026",
    role: "admin",
  },
  moderator: {
    email: "e2e-moderator@example.com",
    username: "Moderator Mo",
    password: "moderator-runner-beans-2026",
    role: "moderator",
  },
} as const;
