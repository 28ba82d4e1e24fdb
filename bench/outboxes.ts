// The emails several Glut instances wrote as .eml files (no SMTP_URL: DATA_DIR/outbox/), read as
// they arrive. Which instance sends an email depends on which one took its job from the queue, so
// bench:scale-out reads every instance's outbox, and counts per instance.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeQuotedPrintable } from "../tests/factories/quoted-printable.ts";

export interface Email {
  /** Which outbox (instance) it was found in. */
  outbox: string;
  file: string;
  /** Headers and body, with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

export class Outboxes {
  private readonly seen = new Set<string>();
  private readonly emails: Email[] = [];

  private readonly folders: readonly { name: string; dir: string }[];

  /** `folders`: a name for each instance and its DATA_DIR/outbox. */
  constructor(folders: readonly { name: string; dir: string }[]) {
    this.folders = folders;
  }

  /** Every email so far, reading only files not read before. */
  read(): readonly Email[] {
    for (const { name, dir } of this.folders) {
      let files: string[];
      try {
        files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
      } catch {
        continue; // No email yet: the folder is made with the first.
      }
      for (const file of files) {
        const where = path.join(dir, file);
        if (this.seen.has(where)) continue;
        this.seen.add(where);
        const text = decodeQuotedPrintable(readFileSync(where, "utf8"));
        this.emails.push({ outbox: name, file: where, text });
      }
    }
    return this.emails;
  }

  /** Waits up to `seconds` for `done` to hold over the emails read so far. */
  async waitFor(done: (emails: readonly Email[]) => boolean, seconds: number): Promise<boolean> {
    const deadline = Date.now() + seconds * 1000;
    while (!done(this.read())) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return true;
  }

  /** The link to the email address's confirmation, from its confirmation email. */
  async confirmationLink(email: string): Promise<string> {
    const find = (emails: readonly Email[]) =>
      emails.find((mail) => mail.text.includes(`To: ${email}`) && /verify-email/.test(mail.text));
    if (!(await this.waitFor((emails) => find(emails) !== undefined, 30))) {
      throw new Error(`no confirmation email to ${email} arrived in either outbox`);
    }
    const match = find(this.read())?.text.match(
      /https?:\/\/[^\s"<>]*\/api\/auth\/verify-email[^\s"<>]*/,
    );
    if (!match) throw new Error(`no confirmation link in the email to ${email}`);
    return match[0].replace(/&amp;/g, "&");
  }
}
