// The givers and receivers tests/e2e/seed-handovers.ts makes before the e2e server starts, each
// pair with an item already reserved (the reservation is the requests' part, tested there):
// one pair per run of handover-pickup.spec.ts, so the runs never meet.
const PASSWORD = "handover-runner-beans-2026";

function pair(run: string, item: string) {
  return {
    giver: {
      email: `e2e-handover-giver-${run}@example.com`,
      username: `Giver ${run}`,
      password: PASSWORD,
    },
    receiver: {
      email: `e2e-handover-receiver-${run}@example.com`,
      username: `Receiver ${run}`,
      password: PASSWORD,
    },
    item,
  } as const;
}

export const E2E_HANDOVERS = {
  desktop: pair("desktop", "Broad beans for a desktop"),
  noScript: pair("noscript", "Broad beans without JavaScript"),
  phone: pair("phone", "Broad beans for a phone"),
} as const;
