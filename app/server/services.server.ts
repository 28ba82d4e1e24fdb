import type { Logger } from "pino";
import type { DatabaseHandle, Db } from "./db/database.server";
import { type EmailRequest, sendEmail } from "./email/send-email.server";
import type { Env } from "./env.server";
import type { JobQueue } from "./jobs/job-queue.server";
import type { FileStorage } from "./storage/file-storage";

/** What the infrastructure builds at boot, before any domain adds to it. */
export interface InfraServices {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  sendEmail(request: EmailRequest): Promise<string>;
}

/**
 * Everything a request handler may need, built once at boot by the composition and handed in
 * through context. What is built beyond the infrastructure is added here by module
 * augmentation, beside its code: `accountSteps` (./domain.ts), and a domain's services offered to
 * the others (accounts: `auth`; membership: `payments`, `fulfilment`). So this module names no
 * domain, while the type still lists everything that is built.
 */
export interface AppServices extends InfraServices {}

export function createInfraServices(parts: Omit<InfraServices, "db" | "sendEmail">): InfraServices {
  const send = (request: EmailRequest) =>
    sendEmail({ from: parts.env.MAIL_FROM, queue: parts.jobs }, request);
  return { ...parts, db: parts.database.db, sendEmail: send };
}
