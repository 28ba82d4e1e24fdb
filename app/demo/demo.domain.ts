import { defineDomain } from "~/server/domain";
import { demoListingsSeeder } from "./demo-listings.server";
import { demoMembersSeeder } from "./demo-members.server";

/**
 * Demo content (DEMO_DATA): example members, and their listings with photos drawn by the app. It
 * owns no tables: its rows are accounts' and listings', marked `is_demo`. In order: listings
 * need their members. The seeders' names are recorded in seed_runs, so they never change.
 */
export const demoDomain = defineDomain({
  name: "demo",
  demoSeeders: [demoMembersSeeder, demoListingsSeeder],
});
