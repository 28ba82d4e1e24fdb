import { checkEnvironment, EnvError } from "../app/server/env.server.ts";
import { StartupRefusal } from "../app/server/startup-checks.server.ts";

/**
 * Exits with status 1 and the reason in plain words when a setting is bad or DATA_DIR cannot be
 * written, before `npm start` builds or creates anything (decision 0079).
 */
export function refuseBadConfiguration(env: Record<string, string | undefined>): void {
  try {
    checkEnvironment(env);
  } catch (error) {
    if (!(error instanceof EnvError || error instanceof StartupRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
