import { z } from "~/zod";

import { BLOCK_VIA_DIALOG } from "./block-target";

// What the Block and Unblock forms post to /block (decision 0074). No field is typed by the
// member, so the browser has nothing to check: only the server parses posts with this, and the
// pages' controls import block-target.ts, which carries no Zod into their first load.

export const blockPostSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("block"),
    /** The account the confirmation was shown to (a form from another account's page: 403). */
    blockerId: z.string().min(1).max(255),
    memberId: z.string().min(1).max(255),
    returnTo: z.string().max(2000).default("/"),
    via: z.literal(BLOCK_VIA_DIALOG).optional(),
  }),
  z.object({
    intent: z.literal("unblock"),
    blockId: z.string().min(1).max(100),
    returnTo: z.string().max(2000).default("/account"),
  }),
]);
export type BlockPost = z.infer<typeof blockPostSchema>;
