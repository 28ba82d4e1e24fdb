import { defineDomain } from "~/server/domain";
import { demoListingsSeeder } from "./demo-listings.server";
import { demoMembersSeeder } from "./demo-members.server";
import { forumDemoSeeder } from "./forum-demo.server";

/**
 * Demo content (DEMO_DATA): example members, their listings with photos drawn by the app, and
 * their forum topics. It owns no tables: its rows are accounts', listings' and the forum's,
 * marked `is_demo`. In order: listings and topics need their members. The seeders' names are
 * recorded in seed_runs, so they never change.
 */
export const demoDomain = defineDomain({
  name: "demo",
  demoSeeders: [demoMembersSeeder, demoListingsSeeder, forumDemoSeeder],
});
