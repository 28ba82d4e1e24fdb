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
