// A mail server for the fault script (smtp-server, from nodemailer's authors): it keeps each
// message it accepts. Told to stall, it takes a message's bytes but never answers, as a mail
// server that hangs does; a message counts as delivered only once the sink has said 250.
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

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  // Folded headers continue on lines that start with white space.
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
}

export async function startSmtpSink(
  port: number,
  options: { stall?: boolean } = {},
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
        if (options.stall) {
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
