import type { Logger } from "pino";
import type { DatabaseHandle, Db } from "./db/database.server";
import { type EmailRequest, sendEmail } from "./email/send-email.server";
import type { Env } from "./env.server";
import type { JobQueue } from "./jobs/job-queue.server";
import type { FileStorage } from "./storage/file-storage";
import { createToasts, type Toasts } from "./toast.server";

/** What the infrastructure builds at boot, before any domain adds to it. */
export interface InfraServices {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  sendEmail(request: EmailRequest): Promise<string>;
  /** Next-page messages, signed with the app's secret once, here. */
  toasts: Toasts;
}

/**
 * Everything a request handler may need, built once at boot by the composition and handed in
 * through context. What is built beyond the infrastructure is added here by module
 * augmentation, beside its code: `accountSteps` (./domain.ts), and a domain's services offered to
 * the others (accounts: `auth`; membership: `payments`, `fulfilment`). So this module names no
 * domain, while the type still lists everything that is built.
 */
export interface AppServices extends InfraServices {}

export function createInfraServices(
  parts: Omit<InfraServices, "db" | "sendEmail" | "toasts">,
): InfraServices {
  const send = (request: EmailRequest) =>
    sendEmail({ from: parts.env.MAIL_FROM, db: parts.database.db, queue: parts.jobs }, request);
  const toasts = createToasts({
    secret: parts.env.BETTER_AUTH_SECRET,
    secureCookie: parts.env.NODE_ENV === "production",
  });
  return { ...parts, db: parts.database.db, sendEmail: send, toasts };
}
