import type { Logger } from "pino";
import { type NotifyDeps, type NotifyInput, notifyWithEmail } from "~/notifications/notify.server";
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
  /** For the push channel (`services.jobs`). */
  jobs?: NotifyDeps["jobs"];
}

export class ModerationError extends Error {
  override name = "ModerationError";
  readonly status: 400 | 404 | 409;
  constructor(message: string, status: 400 | 404 | 409) {
    super(message);
    this.status = status;
  }
}

/**
 * Tells the member through `notify` after the change has committed, with the email when their
 * moderation email cell is on: failing to is logged, not undone.
 */
export async function sendAfterCommit(
  deps: Pick<ModerationDeps, "db" | "logger" | "sendEmail" | "jobs">,
  notice: Omit<NotifyInput, "kind">,
  request: EmailRequest,
): Promise<void> {
  try {
    await notifyWithEmail(deps, { ...notice, kind: "moderation" }, () => request);
  } catch (error) {
    deps.logger.warn(
      { err: error, subject: request.subject },
      "could not queue a moderation email",
    );
  }
}
