import { z } from "~/zod";
import { HANDOVER_LIMITS } from "./handover-rule-text";

// The listing page's handover forms, one schema each, told apart by `intent` (decision 0087).
// Read on the server; the page itself ships no Zod and imports only the types.

/** The schema's English (the action words a refusal with the request's `t`, `listing.noteTooLong`). */
export const requestNoteMessage = `Your note must be at most ${HANDOVER_LIMITS.noteLength} characters.`;

const requestId = z.string({ error: "Choose a request." }).trim().min(1, "Choose a request.");

export const requestFormSchema = z.object({
  intent: z.literal("request"),
  /** Optional: without one, a short line saying they asked goes into the conversation. */
  note: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(HANDOVER_LIMITS.noteLength, requestNoteMessage).optional(),
  ),
});

export const withdrawFormSchema = z.object({ intent: z.literal("withdraw"), requestId });
export const reserveFormSchema = z.object({ intent: z.literal("reserve"), requestId });
export const drawFormSchema = z.object({ intent: z.literal("draw") });

export const handoverFormSchema = z.discriminatedUnion("intent", [
  requestFormSchema,
  withdrawFormSchema,
  reserveFormSchema,
  drawFormSchema,
]);

export type HandoverIntent = z.output<typeof handoverFormSchema>["intent"];

/** What the listing page's action answers when it changed nothing. */
export interface HandoverActionData {
  intent: HandoverIntent | null;
  /** Why nothing changed, in plain words. */
  error: string;
  /** The note as typed, so a refused request keeps it. */
  note: string;
  noteError: string | null;
}
