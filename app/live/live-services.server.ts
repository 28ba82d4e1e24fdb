import type { Logger } from "pino";
import type { DatabaseHandle } from "~/server/db/database.server";
import { createLiveHub, type LiveHub, readEnvelope } from "./live-hub.server";
import { listenForLive } from "./live-listener.server";

declare module "~/server/services.server" {
  interface AppServices {
    /** This instance's open live streams (issue 36), fed by the live channel. */
    live: LiveHub;
  }
}

export { createLiveHub };

/**
 * Feeds `hub` from the live channel until closed. When the listening connection was lost and
 * is back, events may have been missed: every stream is ended, and each tab's EventSource
 * connects again and starts from the member's current unread count.
 */
export async function startLiveFeed(
  hub: LiveHub,
  database: DatabaseHandle,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  return listenForLive(database, logger, {
    heard(payload) {
      const envelope = readEnvelope(payload);
      if (envelope) hub.deliver(envelope);
    },
    resumed: () => hub.endAll(),
  });
}
