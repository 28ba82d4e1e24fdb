import { defineDomain } from "~/server/domain";
import { demoHandoversSeeder } from "./demo-handovers.server";
import { demoListingsSeeder } from "./demo-listings.server";
import { demoMembersSeeder } from "./demo-members.server";
import { forumDemoSeeder } from "./forum-demo.server";

/**
 * Demo content (DEMO_DATA): example members, their listings with photos drawn by the app, their
 * forum topics, and a few items they have handed over, thanks and all. It owns no tables: its
 * rows are accounts', listings', the forum's and the handover's, marked `is_demo` where the table
 * has the mark. In order: listings, topics and handovers need their members. The seeders' names are
 * recorded in seed_runs, so they never change.
 */
export const demoDomain = defineDomain({
  name: "demo",
  demoSeeders: [demoMembersSeeder, demoListingsSeeder, forumDemoSeeder, demoHandoversSeeder],
});
