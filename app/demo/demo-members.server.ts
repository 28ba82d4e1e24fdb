import { createDemoAccount, findDemoAccountIds } from "~/accounts/demo-accounts.server";
import { DEMO_EMAIL_DOMAIN } from "~/accounts/demo-email";
import type { Db } from "~/server/db/database.server";
import type { DemoSeeder } from "~/server/seed/demo-seeder";

export interface DemoMember {
  /** Stable: the address is `{key}@demo.glut.invalid`, and demo listings name their lister by it. */
  key: string;
  username: string;
  /** One of the seeded cities. */
  city: string;
  /** The part of the city their listings are collected from. */
  area: string;
  joinedDaysAgo: number;
}

export const demoMembers = [
  { key: "bev", username: "Bean Row Bev", city: "Leeds", area: "Meanwood", joinedDaysAgo: 212 },
  {
    key: "owen",
    username: "Orchard Owen",
    city: "Bristol",
    area: "Bishopston",
    joinedDaysAgo: 187,
  },
  {
    key: "gita",
    username: "Greenhouse Gita",
    city: "Birmingham",
    area: "Kings Heath",
    joinedDaysAgo: 160,
  },
  { key: "rab", username: "Raised Bed Rab", city: "Glasgow", area: "Partick", joinedDaysAgo: 141 },
  { key: "sian", username: "Seed Tin Sian", city: "Cardiff", area: "Canton", joinedDaysAgo: 96 },
  {
    key: "priya",
    username: "Polytunnel Priya",
    city: "Manchester",
    area: "Chorlton",
    joinedDaysAgo: 73,
  },
] as const satisfies readonly DemoMember[];

export type DemoMemberKey = (typeof demoMembers)[number]["key"];

export function demoMemberEmail(key: string): string {
  return `${key}@${DEMO_EMAIL_DOMAIN}`;
}

const DAY_MS = 86_400_000;

/**
 * Demo members: a user row and a profile marked `is_demo`, and nothing else. No password and
 * no other sign-in method, so nobody can sign in as one; no consent records, because no person
 * gave any; no membership.
 */
export const demoMembersSeeder: DemoSeeder = {
  name: "demo-members",
  async run(db, { now }) {
    for (const member of demoMembers) {
      // An address already taken leaves this member, and their listings, out.
      await createDemoAccount(db, {
        email: demoMemberEmail(member.key),
        username: member.username,
        location: member.city,
        joinedAt: new Date(now.getTime() - member.joinedDaysAgo * DAY_MS),
      });
    }
  },
};

/** The user ids of the demo members that exist, by key (one removed by staff is simply absent). */
export async function demoMemberIds(db: Db): Promise<Map<string, string>> {
  const byEmail = new Map(demoMembers.map((member) => [demoMemberEmail(member.key), member.key]));
  const found = await findDemoAccountIds(db, [...byEmail.keys()]);
  const ids = new Map<string, string>();
  for (const [email, id] of found) {
    const key = byEmail.get(email);
    if (key) ids.set(key, id);
  }
  return ids;
}
