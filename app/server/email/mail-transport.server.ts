import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe for notification emails. */
  headers?: Record<string, string>;
  /**
   * The Message-ID header, chosen once when the email is queued, so every attempt sends the same
   * message and a copy that arrives twice can be told for what it is.
   */
  messageId?: string;
}

export interface MailTransport {
  /** Where mail goes, for the logs: "smtp" or the outbox folder. */
  describe(): string;
  deliver(email: OutgoingEmail): Promise<void>;
}

/** Delivers over SMTP when a server is configured. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    describe: () => "smtp",
    async deliver(email) {
      await transport.sendMail(email);
    },
  };
}

/**
 * Without a mail server, each email is written as a complete RFC 822 message (.eml) that any
 * mail client opens, so development and tests can read exactly what would have been sent.
 */
export function outboxTransport(outboxDir: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: () => outboxDir,
    async deliver(email) {
      const info = await transport.sendMail(email);
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      const temporary = path.join(outboxDir, `.${name}.tmp`);
      try {
        await writeFile(temporary, info.message as Buffer);
        await rename(temporary, path.join(outboxDir, name));
      } catch (error) {
        // A full or read-only disk: no empty half-file is left behind, and the job retries.
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
    },
  };
}

export function createMailTransport(config: { smtpUrl?: string; dataDir: string }): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : outboxTransport(path.join(config.dataDir, "outbox"));
}

/** An unfinished file younger than this may be another process's write in progress. */
const UNFINISHED_AFTER_MS = 60_000;

/**
 * Removes `.eml.tmp` files a process killed mid-write left in the outbox (at start-up), leaving
 * any a live process may still be writing. Returns how many it removed.
 */
export async function removeUnfinishedOutboxFiles(
  outboxDir: string,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith(".") && n.endsWith(".eml.tmp"))) {
    const file = path.join(outboxDir, name);
    const written = await stat(file).catch(() => null);
    if (!written || now - written.mtimeMs < UNFINISHED_AFTER_MS) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
