import type { Logger } from "pino";
import { type Auth, createAuth } from "~/accounts/auth.server";
import type { FulfilmentDeps } from "~/membership/fulfilment.server";
import type { PaymentProvider } from "~/membership/payments/payment-provider.server";
import {
  createPaymentProvider,
  fulfilmentDeps,
} from "~/membership/payments/payment-providers.server";
import type { DatabaseHandle, Db } from "./db/database.server";
import { type EmailRequest, sendEmail } from "./email/send-email.server";
import type { Env } from "./env.server";
import type { JobQueue } from "./jobs/job-queue.server";
import type { FileStorage } from "./storage/storage.server";
// Side effects: each capability registers its account-deletion step and its part of the data
// export. Imported here because the server always loads this module, so no deletion or export
// can run without them.
import "~/contact/contact-account-data.server";
import "~/listings/listings-account-deletion.server";
import "~/listings/listings-account-export.server";
import "~/membership/membership-account-deletion.server";
import "~/membership/membership-account-export.server";
import "~/messaging/messaging-account-export.server";
import "~/planting/planting.domain";

/** Everything a request handler may need, built once at boot and handed in through context. */
export interface AppServices {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  auth: Auth;
  /** What payment handlers need to change a membership: the one fulfilment path. */
  fulfilment: FulfilmentDeps;
  payments: PaymentProvider;
  sendEmail(request: EmailRequest): Promise<string>;
}

export function createServices(parts: {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  jobs: JobQueue;
  storage: FileStorage;
}): AppServices {
  const send = (request: EmailRequest) =>
    sendEmail({ from: parts.env.MAIL_FROM, queue: parts.jobs }, request);
  const db = parts.database.db;
  const providerDeps = { env: parts.env, db, logger: parts.logger, sendEmail: send };
  return {
    ...parts,
    db,
    sendEmail: send,
    fulfilment: fulfilmentDeps(providerDeps),
    payments: createPaymentProvider(providerDeps),
    auth: createAuth({ env: parts.env, db, logger: parts.logger, sendEmail: send }),
  };
}
