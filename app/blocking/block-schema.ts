import { z } from "~/zod";

// Client-safe: what the Block and Unblock forms post to /block (decision 0074). No field is typed
// by the member, so the browser has nothing to check; the server parses every post with this.

export const BLOCK_VIA_DIALOG = "dialog";

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

/** A member to block, as the controls name them. */
export interface BlockTarget {
  /** The signed-in member who would block. */
  blockerId: string;
  memberId: string;
  memberName: string;
  /** Where to go back to once done. */
  returnTo: string;
}

/** The confirmation page, the Block control's link before JavaScript. */
export function blockHref({ memberId, returnTo }: Pick<BlockTarget, "memberId" | "returnTo">) {
  return `/block?${new URLSearchParams({ member: memberId, returnTo })}`;
}

/** What blocking does, as the confirmation says it: the same words everywhere. */
export function blockConsequences(name: string): string {
  return `Neither of you will be able to message the other, and you won't see ${name}'s listings or forum posts. ${name} is not told. You can unblock them at any time in your account settings.`;
}
