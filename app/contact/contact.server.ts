import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, FORMAT_LOCALE, type Language } from "~/i18n/languages";
import { emailLanguage } from "~/server/email/email-language.server";
import { consumeRateLimit, type RateLimitRule } from "~/server/rate-limit/rate-limit.server";
import type { AppServices } from "~/server/services.server";
import { contactRequests } from "./contact.table";
import type { ContactInput } from "./contact-schema";
import { ContactRequestEmail } from "./emails/contact-request-email";

/** Messages per client address: plenty for a person with a question, few for a spammer. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 5 };

export type ContactServices = Pick<AppServices, "db" | "logger" | "sendEmail"> & {
  env: Pick<AppServices["env"], "APP_URL" | "CONTACT_EMAIL">;
};

export type ContactResult =
  | { ok: true; id: string }
  | { ok: false; reason: "rate-limited" | "failed" };

const receivedAtOptions: Intl.DateTimeFormatOptions = {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
};

/**
 * Stores a message from the contact form and queues its email to the staff address, with the
 * sender as Reply-To. The stored row is what keeps the message if delivery keeps failing; if the
 * email cannot even be queued, the row is taken back and the sender is asked to try again, so
 * nothing is kept that they were told had failed. At most CONTACT_RATE_LIMIT per client address.
 */
export async function sendContactMessage(
  services: ContactServices,
  input: ContactInput,
  /** `language`: the page's, so the staff email is in the language the sender wrote in. */
  sender: { clientAddress: string; userId: string | null; language?: Language },
  now = new Date(),
): Promise<ContactResult> {
  const { clientAddress } = sender;
  const { db, env, logger } = services;
  const allowed = await consumeRateLimit(
    db,
    `contact:${clientAddress || "unknown"}`,
    CONTACT_RATE_LIMIT,
    now.getTime(),
  );
  if (!allowed) return { ok: false, reason: "rate-limited" };

  let id: string;
  try {
    const [row] = await db
      .insert(contactRequests)
      .values({
        name: input.name,
        email: input.email,
        senderUserId: sender.userId,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: contactRequests.id });
    if (!row) throw new Error("The contact message was not stored");
    id = row.id;
  } catch (error) {
    logger.error({ err: error }, "could not store a contact message");
    return { ok: false, reason: "failed" };
  }

  try {
    const lng = sender.language ?? DEFAULT_LANGUAGE;
    const words = emailLanguage(lng);
    await services.sendEmail({
      to: env.CONTACT_EMAIL,
      replyTo: input.email,
      subject: words.t("staff.contact.subject", { name: input.name }),
      template: ContactRequestEmail({
        ...words,
        appUrl: env.APP_URL,
        name: input.name,
        email: input.email,
        message: input.message,
        receivedAt: new Intl.DateTimeFormat(FORMAT_LOCALE[lng], receivedAtOptions).format(now),
      }),
    });
  } catch (error) {
    logger.error({ err: error, contactRequestId: id }, "could not queue a contact message's email");
    await db
      .delete(contactRequests)
      .where(eq(contactRequests.id, id))
      .catch((cleanupError: unknown) =>
        logger.error({ err: cleanupError, contactRequestId: id }, "could not take it back"),
      );
    return { ok: false, reason: "failed" };
  }
  logger.info({ contactRequestId: id }, "contact message received");
  return { ok: true, id };
}
