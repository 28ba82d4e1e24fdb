import type { Db } from "./db/database.server";

// What a content domain offers the admin area so that its things can be reported, shown in the
// reports queue, hidden and restored (decision 0031). The admin area reads content only through
// these: it imports no content domain, and a new domain with reportable things adds one here.

/** One reported thing as staff see it in the queue: the content in place. */
export interface ModeratedItem {
  id: string;
  /** Whose it is: told by email when it is hidden; the one an admin may suspend. */
  ownerId: string | null;
  ownerName: string;
  /** A heading for the card: a listing's name, a topic's title, a member's username. */
  title: string;
  /**
   * When the heading is our words around the member's (a reply's topic, a note's recipient): an
   * `admin:` key and its values, for `moderatedTitle` to say in a page's or email's language.
   */
  titleWords?: { key: string; values: Record<string, string> };
  /** The reported words, when there are any. */
  body: string | null;
  /** Where staff can open it, when it has a page they may see. */
  href: string | null;
  hidden: boolean;
}

export interface ModerationTarget {
  /** Unique among the targets: stored in reports and the audit log ('listing', 'forum_post'). */
  kind: string;
  /** What members call it, in messages and emails: 'listing', 'forum topic'. */
  label: string;
  /**
   * True when the member may report this item: it exists, they can see it (a message only in a
   * conversation they are part of) and it is not their own.
   */
  reportable(db: Db, id: string, reporterId: string): Promise<boolean>;
  /** The items for the queue; ids that name nothing are left out. */
  load(db: Db, ids: readonly string[]): Promise<ModeratedItem[]>;
  /**
   * Hides one item with the reason its owner will read (members have no 'hide'). Returns false
   * when there is no such item or it is hidden already. Runs in the caller's transaction.
   */
  hide?(db: Db, id: string, hide: { actorId: string; reason: string }): Promise<boolean>;
  /** Shows a hidden item again; false when it was not hidden. */
  restore?(db: Db, id: string): Promise<boolean>;
  /** For a suspension: hides everything of the member's that is not hidden yet; returns those ids. */
  hideAllOf?(db: Db, ownerId: string, hide: { actorId: string; reason: string }): Promise<string[]>;
}

/** The targets the domains declare, by kind, as the composition hands them to the admin area. */
export type ModerationTargets = ReadonlyMap<string, ModerationTarget>;

declare module "./services.server" {
  interface AppServices {
    moderationTargets: ModerationTargets;
  }
}

/** An item's heading in the words of `t` (any namespace: the keys name `admin:`). */
export function moderatedTitle(
  item: Pick<ModeratedItem, "title" | "titleWords">,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  return item.titleWords ? t(item.titleWords.key, item.titleWords.values) : item.title;
}
