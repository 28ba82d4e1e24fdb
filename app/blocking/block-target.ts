// Whom a Block control names and where its confirmation lives, without the form's schema, so a
// page's Block button costs its first load no Zod (decision 0074, as report-target.ts for 0031).

/** Marks a post from the dialog, which answers with data rather than a redirect. */
export const BLOCK_VIA_DIALOG = "dialog";

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
