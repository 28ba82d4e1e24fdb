import type { Logger } from "pino";
import { startLiveFeed } from "~/live/live-services.server";
import { type BootedApp, bootApp } from "~/server/boot.server";
import type { Env } from "~/server/env.server";
import { appParts } from "./app-parts.server";

/** Glut as `server.ts` runs it: the booted app, with its live streams to end when stopping. */
export interface GlutApp extends BootedApp {
  /**
   * Ends every open live stream (issue 36): a stream never finishes by itself, so the graceful
   * shutdown (decision 0076) ends them as it stops listening, or closing would wait out its bound.
   */
  endStreams(): void;
}

/** Boots the infrastructure with every domain's parts: what `server.ts` starts. */
export async function bootGlut(options: { env?: Env; logger?: Logger } = {}): Promise<GlutApp> {
  const booted = await bootApp(appParts, options);
  const hub = booted.services.live;
  let feed: Awaited<ReturnType<typeof startLiveFeed>>;
  try {
    feed = await startLiveFeed(hub, booted.services.database, booted.logger);
  } catch (error) {
    await booted.shutdown().catch(() => {});
    throw error;
  }
  return {
    ...booted,
    endStreams: () => hub.endAll(),
    async shutdown() {
      hub.endAll();
      await feed.close().catch(() => {});
      await booted.shutdown();
    },
  };
}
