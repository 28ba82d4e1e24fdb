import type { LiveEvent } from "./live-events";
import type { LiveHub } from "./live-hub.server";

/** A comment line this often keeps proxies and balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a tab's EventSource waits before connecting again after the stream ends. */
export const RETRY_MS = 3_000;

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": still here\n\n");

/** One event as a server-sent event: one `data:` line of JSON (JSON never holds a newline). */
export function serverSentEvent(event: LiveEvent): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
}

/**
 * A signed-in tab's event stream: `retry:` first, then the member's unread count, then each
 * event the hub routes to this member, and a heartbeat comment in the quiet. It holds only its
 * controller, one timer and the hub's entry (well under the 50 KB an open stream may cost), and
 * lets go of all three when the tab goes (the request's signal) or the hub ends it.
 */
export function liveStreamResponse(options: {
  hub: LiveHub;
  userId: string;
  unreadMessages: number;
  signal: AbortSignal;
  heartbeatMs?: number;
}): Response {
  const { hub, userId, signal } = options;
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let done = false;
      let heartbeat: NodeJS.Timeout | undefined;
      let leave = () => {};
      const write = (bytes: Uint8Array) => {
        if (done) return;
        try {
          controller.enqueue(bytes);
        } catch {
          finish();
        }
      };
      finish = () => {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        leave();
        signal.removeEventListener("abort", finish);
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader: nothing left to close.
        }
      };
      write(encoder.encode(`retry: ${RETRY_MS}\n\n`));
      write(serverSentEvent({ type: "unread", unreadMessages: options.unreadMessages }));
      leave = hub.open(userId, { send: (event) => write(serverSentEvent(event)), end: finish });
      heartbeat = setInterval(() => write(HEARTBEAT), options.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
      if (signal.aborted) finish();
      else signal.addEventListener("abort", finish, { once: true });
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone, so nothing is held
      // back waiting to fill a gzip block.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      "X-Robots-Tag": "noindex",
    },
  });
}
