// The two members of a collected handover that tests/e2e/seed-profiles.ts makes for each run of
// member-profiles.spec.ts and its phone variant: no form reaches "collected" yet in this branch,
// so the handover is written before the server starts, as the other e2e seeds write theirs.

export const PROFILE_RUNS = ["desktop", "noScript", "phone"] as const;
export type ProfileRun = (typeof PROFILE_RUNS)[number];

export const PROFILE_PASSWORD = "thank-you-runner-beans-2026";

export function profileMembers(run: ProfileRun) {
  return {
    giver: {
      email: `e2e-profile-giver-${run.toLowerCase()}@example.com`,
      username: `Giving Grace ${run}`,
      password: PROFILE_PASSWORD,
    },
    receiver: {
      email: `e2e-profile-receiver-${run.toLowerCase()}@example.com`,
      username: `Grateful Gus ${run}`,
      password: PROFILE_PASSWORD,
    },
  } as const;
}

export interface SeededProfileHandover {
  handoverId: string;
  giverId: string;
  receiverId: string;
}

/** Where the seed writes each run's handover and members, by run. */
export const profileHandoversFile = (dataDir: string) => `${dataDir}/e2e-profile-handovers.json`;
