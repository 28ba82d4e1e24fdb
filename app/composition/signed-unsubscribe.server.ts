import type { AppServices } from "~/server/services.server";
import { isSignedUnsubscribeRequest } from "~/server/signed-unsubscribe";
import { domains } from "./domains";

/** Every domain's signed unsubscribe links. */
export const signedUnsubscribeLinks = domains.flatMap(
  (domain) => domain.signedUnsubscribeLinks ?? [],
);

/**
 * For the Express layer (through entry.server): whether a write from no page of ours is a
 * mail provider's one-click unsubscribe to a link we signed (decision 0068).
 */
export function isSignedUnsubscribe(services: unknown, pathAndQuery: string): boolean {
  const { env } = services as Pick<AppServices, "env">;
  return isSignedUnsubscribeRequest(signedUnsubscribeLinks, env.BETTER_AUTH_SECRET, pathAndQuery);
}
