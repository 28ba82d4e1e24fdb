// Moved to ~/server/rate-limit/rate-limit.server (rate limiting is the server's, not accounts').
// This re-export stays only for importers in other worktrees' areas (messaging, the privacy
// page); delete it once they import from the new place.
export {
  consumeRateLimit,
  RATE_LIMIT_RECORD_HOURS,
  type RateLimitRule,
} from "~/server/rate-limit/rate-limit.server";
