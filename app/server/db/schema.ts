// Every table, gathered for Drizzle and drizzle-kit. Relative imports: drizzle-kit does not
// read the "~/" alias.

export * from "../../accounts/accounts.table";
export * from "../../accounts/auth.table";
export * from "../../contact/contact.table";
export * from "../../food-banks/food-banks.table";
export * from "../../listings/listings.table";
export * from "../../membership/membership.table";
export * from "../../messaging/messaging.table";
export * from "../../places/cities.table";
export * from "../../planting/plantings.table";
export * from "./seed-runs.table";
