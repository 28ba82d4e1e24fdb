import type { Logger } from "pino";
import { memberLanguage } from "~/accounts/profile.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { publishLive } from "~/live/publish-live.server";
import { PUSH_JOB, type PushJobData } from "~/push/push-job";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import type { NotificationKind } from "./notification-kinds";
import { type ChannelChoice, channelsFor } from "./notification-preferences.server";
import { notificationTitleIn, pushBodyIn } from "./notification-words.server";
import { notifications } from "./notifications.table";

export interface NotifyDeps {
  db: Db;
  /**
   * The job queue, for the push channel (`services.jobs`). Without it (a script, a test of
   * something else) a push is logged as not queued.
   */
  jobs?: PushQueue;
  logger: Logger;
}

/** What queuing a push needs of pg-boss. */
export interface PushQueue {
  send(name: string, data: object): Promise<unknown>;
  createQueue(name: string): Promise<unknown>;
}

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** Short: shown in the list, the live toast and a push ("New message from Sam"). */
  title: string;
  /** A line more, shown in the list only (a push carries no private text). */
  body: string;
  /** Where opening it goes: a path on this site. */
  href: string;
}

export interface NotifyOutcome {
  /** The in-site row, or null when the member turned the site channel off for this kind. */
  notificationId: string | null;
  /** Whether the caller should send its email: the member's email cell for this kind. */
  email: boolean;
  channels: ChannelChoice;
}

function assertPath(href: string): void {
  if (!href.startsWith("/") || href.startsWith("//")) {
    throw new Error(`A notification links to a path on this site, not ${href}`);
  }
}

/**
 * The one place that decides, per channel, how a member hears of something (decision 0093): the
 * in-site row and the live event when the site cell is on (the event goes out when the row
 * commits), a push job when the push cell is on (queued after the commit), and the answer to
 * "send the email?" from the email cell. The email itself stays the caller's, with its words.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<NotifyOutcome> {
  assertPath(input.href);
  const channels = await channelsFor(deps.db, input.userId, input.kind);
  // Stored in English (said in the reader's language when listed); the live toast and the push
  // leave now, so they are said in the member's saved language here (decision 0098).
  const lng = channels.site || channels.push ? await memberLanguage(deps.db, input.userId) : null;
  const title = lng ? notificationTitleIn(lng, input) : input.title;
  let notificationId: string | null = null;
  if (channels.site) {
    notificationId = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({
          userId: input.userId,
          kind: input.kind,
          title: input.title,
          body: input.body,
          href: input.href,
        })
        .returning({ id: notifications.id });
      const id = row?.id ?? "";
      await publishLive(tx, input.userId, {
        type: "notification",
        notificationId: id,
        title,
        href: input.href,
      });
      return id;
    });
  }
  if (channels.push) {
    await queuePush(deps, {
      userId: input.userId,
      notificationId: notificationId ?? crypto.randomUUID(),
      title,
      // Never private text: a message's words stay off the lock screen.
      body: pushBodyIn(lng ?? DEFAULT_LANGUAGE),
      href: input.href,
    });
  }
  return { notificationId, email: channels.email, channels };
}

/**
 * Queues the push. The push domain's worker creates its queue when it starts; a queue that does
 * not exist yet (no worker has started on this database) is created here, and the job waits for
 * the worker. A push that cannot be queued is logged: the notification itself stands.
 */
async function queuePush(deps: NotifyDeps, data: PushJobData): Promise<void> {
  if (!deps.jobs) {
    deps.logger.warn({ userId: data.userId }, "no job queue: a push was not queued");
    return;
  }
  try {
    await deps.jobs.send(PUSH_JOB, data);
  } catch (first) {
    try {
      await deps.jobs.createQueue(PUSH_JOB);
      await deps.jobs.send(PUSH_JOB, data);
    } catch (error) {
      deps.logger.warn({ err: error ?? first, userId: data.userId }, "could not queue a push");
    }
  }
}

/**
 * `notify`, then the caller's email when the member's email cell for the kind is on: the email is
 * built only then (its unsubscribe link is signed for nothing otherwise).
 */
export async function notifyWithEmail(
  deps: NotifyDeps & { sendEmail(request: EmailRequest): Promise<string> },
  input: NotifyInput,
  email: () => EmailRequest,
): Promise<NotifyOutcome> {
  const outcome = await notify(deps, input);
  if (outcome.email) await deps.sendEmail(email());
  return outcome;
}
