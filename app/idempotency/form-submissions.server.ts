import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { FORM_KEY_FIELD } from "./form-key";
import { formSubmissions } from "./form-submissions.table";

// One submission of a create form makes one thing (decision 0078). The route asks `submitOnce`;
// the domain's create service writes `rememberSubmission` in its own transaction, beside the row
// it creates, so the key is stored exactly when the thing is.

/** The create forms that carry a key; each names what it makes. */
export type FormKind = "forum-topic" | "forum-reply" | "listing" | "message" | "contact";

/** One rendering of one member's create form. */
export interface FormSubmission {
  userId: string;
  kind: FormKind;
  key: string;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key for a form being rendered. */
export function newFormKey(): string {
  return randomUUID();
}

/**
 * The submission a posted form names, or null when it carries no well-formed key (a client that
 * does not send one is served as before, without the resend guarantee).
 */
export function formSubmissionOf(
  form: FormData,
  userId: string,
  kind: FormKind,
): FormSubmission | null {
  const key = form.get(FORM_KEY_FIELD);
  if (typeof key !== "string") return null;
  const normalised = key.trim().toLowerCase();
  return KEY_PATTERN.test(normalised) ? { userId, kind, key: normalised } : null;
}

/** What an earlier sending of this submission created, if one committed. */
export async function findSubmitted(db: Db, submission: FormSubmission): Promise<string | null> {
  const [row] = await db
    .select({ kind: formSubmissions.kind, createdId: formSubmissions.createdId })
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.userId, submission.userId), eq(formSubmissions.key, submission.key)),
    );
  return row && row.kind === submission.kind ? row.createdId : null;
}

/**
 * Called by a create service inside the transaction that creates `createdId`. A second sending
 * racing the first waits on the key and then fails with a unique violation, rolling back its
 * own copy; `submitOnce` then answers with the first one's.
 */
export async function rememberSubmission(
  tx: Db,
  submission: FormSubmission | null | undefined,
  createdId: string,
): Promise<void> {
  if (!submission) return;
  await tx.insert(formSubmissions).values({ ...submission, createdId });
}

export type SubmitOutcome<T> = { created: T; again: false } | { createdId: string; again: true };

/**
 * Runs `create` unless this submission already made something; then (or when a racing copy
 * committed first) answers with that thing's id instead, and nothing new is made.
 */
export async function submitOnce<T>(
  db: Db,
  submission: FormSubmission | null,
  create: () => Promise<T>,
): Promise<SubmitOutcome<T>> {
  if (submission) {
    const earlier = await findSubmitted(db, submission);
    if (earlier) return { createdId: earlier, again: true };
  }
  try {
    return { created: await create(), again: false };
  } catch (error) {
    if (!submission || !isFormKeyTaken(error)) throw error;
    const earlier = await findSubmitted(db, submission);
    if (!earlier) throw error;
    return { createdId: earlier, again: true };
  }
}

/** True when the error is a racing resend's key meeting the first one's (kept as it is). */
export function isFormKeyTaken(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === "form_submissions_pk") return true;
    current = current.cause;
  }
  return false;
}
