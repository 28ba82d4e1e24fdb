// Server-sent event streams as a browser tab opens them (GET /live with the member's cookie),
// for the live benchmarks: many at once from one process over plain sockets, each event handed
// on with the moment it arrived. Shared by bench/live-stream.ts and bench/scale-out.ts.
import http from "node:http";

export interface LiveEventSeen {
  event: { type: string; [key: string]: unknown };
  /** performance.now() when its last byte arrived. */
  at: number;
}

export interface OpenStream {
  /** Resolves with the first event (the unread count), or rejects if the stream is refused. */
  ready: Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /live at `baseUrl` as the member whose Cookie header is `cookie`. */
export function openLiveStream(
  baseUrl: string,
  headers: Record<string, string>,
  onEvent: (seen: LiveEventSeen) => void,
): OpenStream {
  let resolveReady: () => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  let resolveEnded: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  // One socket per stream, as each browser tab has (HTTP/1.1).
  const request = http.get(`${baseUrl}/live`, { headers, agent: false }, (response) => {
    if (response.statusCode !== 200) {
      rejectReady(new Error(`GET /live answered ${response.statusCode}`));
      response.resume();
      return;
    }
    response.setEncoding("utf8");
    let buffered = "";
    response.on("data", (chunk: string) => {
      const at = performance.now();
      buffered += chunk;
      for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (!data) continue;
        onEvent({ event: JSON.parse(data.slice("data: ".length)), at });
        resolveReady();
      }
    });
    response.on("end", resolveEnded);
    response.on("close", resolveEnded);
  });
  request.on("error", (error) => {
    rejectReady(error);
    resolveEnded();
  });
  return { ready, ended, close: () => request.destroy() };
}
