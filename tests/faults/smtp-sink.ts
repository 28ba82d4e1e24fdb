// A mail server for the fault script (smtp-server, from nodemailer's authors): it accepts mail
// and keeps each message it accepted, Message-ID and all, so a copy delivered twice shows. Told
// to stall, it takes a message's bytes but never answers, as a mail server that hangs does; a
// message counts as delivered only once the sink has said 250.
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string;
  subject: string;
  messageId: string;
}

export interface SmtpSink {
  received: ReceivedEmail[];
  /** Messages whose bytes arrived while stalled (never acknowledged). */
  stalled: number;
  stop(): Promise<void>;
}

/** How many Message-IDs arrived more than once, and how many copies too many there were. */
export function duplicates(received: readonly ReceivedEmail[]): {
  messages: number;
  extra: number;
} {
  const copies = new Map<string, number>();
  for (const { messageId } of received) copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
  const repeated = [...copies.values()].filter((count) => count > 1);
  return {
    messages: repeated.length,
    extra: repeated.reduce((sum, count) => sum + count - 1, 0),
  };
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  // Folded headers continue on lines that start with white space.
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
}

export async function startSmtpSink(
  port: number,
  options: {
    /** Never answer any message. */
    stall?: boolean;
    /** Accept every message but this one (counted from 1), which is never answered. */
    stallAt?: number;
  } = {},
): Promise<SmtpSink> {
  const sink: SmtpSink = { received: [], stalled: 0, stop: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A stalled session would otherwise hold close() open for half a minute.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const number = sink.received.length + sink.stalled + 1;
        if (options.stall || number === options.stallAt) {
          sink.stalled++;
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        sink.received.push({
          to: header(raw, "To"),
          subject: header(raw, "Subject"),
          messageId: header(raw, "Message-ID"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  sink.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
