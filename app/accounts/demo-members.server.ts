import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { DemoSeeder } from "~/server/seed/demo-seeder";
import { profiles } from "./accounts.table";
import { users } from "./auth.table";

/**
 * Demo members' addresses live under a `.invalid` name, which RFC 2606 reserves so that it can
 * never resolve: no email to a demo member can reach a real person.
 */
export const DEMO_EMAIL_DOMAIN = "demo.glut.invalid";

export function isDemoEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
}

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
      const id = randomUUID();
      const joined = new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
      const inserted = await db
        .insert(users)
        .values({
          id,
          name: member.username,
          email: demoMemberEmail(member.key),
          emailVerified: false,
          createdAt: joined,
          updatedAt: joined,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      // Someone already has the address (a real account made while demo data was off): leave
      // it alone; this member and their listings are simply left out.
      if (inserted.length === 0) continue;
      await db.insert(profiles).values({
        id,
        username: member.username,
        forumUsername: member.username,
        location: member.city,
        isDemo: true,
        createdAt: joined,
      });
    }
  },
};

/** The user ids of the demo members that exist, by key (one removed by staff is simply absent). */
export async function demoMemberIds(db: Db): Promise<Map<string, string>> {
  const byEmail = new Map(demoMembers.map((member) => [demoMemberEmail(member.key), member.key]));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(inArray(users.email, [...byEmail.keys()]), eq(profiles.isDemo, true)));
  const ids = new Map<string, string>();
  for (const row of rows) {
    const key = byEmail.get(row.email);
    if (key) ids.set(key, row.id);
  }
  return ids;
}
