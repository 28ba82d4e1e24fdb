import { z } from "~/zod";

// The delete-account form's one schema, for the browser's checks and the server's.

export const CONFIRMATION_WORD = "DELETE";

const NOT_UNDERSTOOD = "Tick the box to confirm you understand this cannot be undone";
// Not `.optional().refine(…)`: Zod 4 skips that check when the box is absent from the form.
const understood = z
  .boolean({ error: NOT_UNDERSTOOD })
  .refine((value) => value === true, { message: NOT_UNDERSTOOD });

/** Deleting needs the password again, or for an account without one, the word DELETE. */
export function deleteAccountSchema(hasPassword: boolean) {
  return z.object({
    password: hasPassword
      ? z.string({ error: "Enter your password to confirm" })
      : z.string().optional(),
    confirmText: hasPassword
      ? z.string().optional()
      : z
          .string({ error: `Type ${CONFIRMATION_WORD} to confirm` })
          .trim()
          .refine((value) => value === CONFIRMATION_WORD, {
            message: `Type ${CONFIRMATION_WORD}, in capital letters, to confirm`,
          }),
    understood,
  });
}
