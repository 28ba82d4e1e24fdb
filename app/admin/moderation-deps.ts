import type { Logger } from "pino";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import type { ModerationTargets } from "~/server/moderation-target";

/** What the reports queue and suspensions need: the services, with the domains' targets. */
export interface ModerationDeps {
  db: Db;
  logger: Logger;
  env: { APP_URL: string };
  sendEmail(request: EmailRequest): Promise<string>;
  moderationTargets: ModerationTargets;
}

export class ModerationError extends Error {
  override name = "ModerationError";
  readonly status: 400 | 404 | 409;
  constructor(message: string, status: 400 | 404 | 409) {
    super(message);
    this.status = status;
  }
}

/** Queues an email after the change has committed: failing to queue it is logged, not undone. */
export async function sendAfterCommit(
  deps: Pick<ModerationDeps, "logger" | "sendEmail">,
  request: EmailRequest,
): Promise<void> {
  try {
    await deps.sendEmail(request);
  } catch (error) {
    deps.logger.warn(
      { err: error, subject: request.subject },
      "could not queue a moderation email",
    );
  }
}
