import { configureNewcomerDays } from "~/trust/member-standing";

// Test accounts are minutes old, so every one would be a newcomer, and the suites that post
// several listings, photos and links from one fresh account would meet the newcomer limits they
// do not test. Off here, as NEWCOMER_DAYS=0 turns them off for the end-to-end server; the trust
// tests turn the real period back on (decision 0071). Runs before every test file.
configureNewcomerDays(0);
