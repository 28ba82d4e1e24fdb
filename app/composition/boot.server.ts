import type { Logger } from "pino";
import { type BootedApp, bootApp } from "~/server/boot.server";
import type { Env } from "~/server/env.server";
import { appParts } from "./app-parts.server";

/** Boots the infrastructure with every domain's parts: what `server.ts` starts. */
export function bootGlut(options: { env?: Env; logger?: Logger } = {}): Promise<BootedApp> {
  return bootApp(appParts, options);
}
