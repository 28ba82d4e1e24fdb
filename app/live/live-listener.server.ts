import type { Logger } from "pino";
import {
  type ChannelHandlers,
  type ChannelListener,
  listenOnChannel,
} from "~/server/db/channel-listener.server";
import type { DatabaseHandle } from "~/server/db/database.server";
import { LIVE_CHANNEL } from "./live-events";

export type LiveListener = ChannelListener;
export type LiveListenerHandlers = ChannelHandlers;

/** Listens on the live channel, listening again after the connection is lost. */
export function listenForLive(
  database: DatabaseHandle,
  logger: Logger,
  handlers: LiveListenerHandlers,
): Promise<LiveListener> {
  return listenOnChannel(database, LIVE_CHANNEL, logger, handlers);
}
