import type { Translate } from "~/i18n/messages";
import { registrationNumberDetails } from "./registration-number";

// A verification request's notes column holds either words Glut wrote (the registration number
// check's outcome at sign-up, or a review's default when the admin typed none) or an admin's own
// notes. Glut's words are stored in English, rows from before included, and are found again by
// that English and said in the reader's language where shown (decision 0119), as the staff audit
// log words its stored reasons. An admin's notes are shown as typed.

/** What a review stores, tells the organisation and logs when the admin typed no notes. */
export const DEFAULT_REVIEW_NOTES = {
  approved: "Organization verified and approved for free access.",
  rejected: "Verification rejected. Please contact support for more information.",
} as const;

/** Each note Glut writes, by its stored English, and its catalogue key (`email` namespace). */
const noteKeys: ReadonlyMap<string, string> = new Map([
  ...Object.entries(registrationNumberDetails).map(
    ([key, text]) => [text, `email:verificationReceived.details.${key}`] as const,
  ),
  [DEFAULT_REVIEW_NOTES.approved, "email:verificationResult.defaultNotes.approved"],
  [DEFAULT_REVIEW_NOTES.rejected, "email:verificationResult.defaultNotes.rejected"],
]);

/** The catalogue key of a note Glut wrote; null for an admin's own notes (or none). */
export function verificationNoteKey(stored: string | null | undefined): string | null {
  return stored ? (noteKeys.get(stored) ?? null) : null;
}

/**
 * A stored note in the reader's language: Glut's own words from the catalogue, an admin's notes
 * as written. `t` must read the `email` namespace (a request's i18next does; so does
 * `englishEmail`).
 */
export function verificationNoteIn(t: Translate, stored: string): string {
  const key = verificationNoteKey(stored);
  return key ? t(key) : stored;
}
