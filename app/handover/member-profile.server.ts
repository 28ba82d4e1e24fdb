import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { findPublicNames, findPublicProfile } from "~/accounts/account-directory.server";
import { DELETED_MEMBER, profileDisplayName } from "~/accounts/display-name";
import { suspensionRefusal } from "~/admin/member-suspension.server";
import { placeFromText } from "~/data/uk-places.server";
import { latestListingLocation } from "~/listings/listing-reads.server";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { handoverThanks } from "./handover.table";
import { memberRecords } from "./member-record.server";

// A member's profile, /members/{id} (issue 35, item 6; decision 0089), as another member sees it:
// their name, a town, when they joined, the verified-organisation badge, what they have given and
// received, the thank-you notes others left them, their average rating once there are three, and
// their no-shows. Never an email address, a rating one by one, or a place finer than a town.

/** The newest notes shown on a profile; older ones stay in the member's data export. */
export const PROFILE_NOTES_SHOWN = 50;

export interface ProfileNote {
  id: string;
  note: string;
  createdAt: Date;
  /** Who wrote it; null when their account has been deleted. */
  fromId: string | null;
  fromName: string;
}

export interface MemberProfile {
  id: string;
  name: string;
  /** A UK town or postcode district, or null when neither their account nor a listing names one. */
  town: string | null;
  memberSince: Date;
  verifiedOrganisation: boolean;
  given: number;
  received: number;
  noShows: number;
  /** Rounded to one decimal place; null until there are RATINGS_BEFORE_AVERAGE ratings. */
  averageRating: number | null;
  ratingCount: number;
  notes: ProfileNote[];
}

/**
 * The town a profile shows: the place on the member's account when it names a UK town or
 * district, else the place of their latest listing; only ever the place's own name, so an
 * account location typed as a street address shows its town, or nothing.
 */
async function profileTown(db: Db, memberId: string, accountLocation: string | null) {
  const fromAccount = accountLocation ? placeFromText(accountLocation) : undefined;
  if (fromAccount) return fromAccount.label;
  const listed = await latestListingLocation(db, memberId);
  return (listed ? placeFromText(listed)?.label : undefined) ?? null;
}

/** The notes others left the member, newest first, leaving out those a moderator hid. */
async function visibleNotes(db: Db, memberId: string): Promise<ProfileNote[]> {
  const rows = await db
    .select({
      id: handoverThanks.id,
      note: handoverThanks.note,
      createdAt: handoverThanks.createdAt,
      fromId: handoverThanks.fromId,
    })
    .from(handoverThanks)
    .where(
      and(
        eq(handoverThanks.toId, memberId),
        isNotNull(handoverThanks.note),
        isNull(handoverThanks.hiddenAt),
      ),
    )
    .orderBy(desc(handoverThanks.createdAt), desc(handoverThanks.id))
    .limit(PROFILE_NOTES_SHOWN);
  const names = await findPublicNames(
    db,
    rows.map((row) => row.fromId),
  );
  return rows.map((row) => {
    const from = row.fromId ? names.get(row.fromId) : undefined;
    return {
      id: row.id,
      note: row.note ?? "",
      createdAt: row.createdAt,
      fromId: from ? row.fromId : null,
      fromName: from ? profileDisplayName(from) : DELETED_MEMBER,
    };
  });
}

/**
 * The profile of `memberId` for a member who passed the gate; null (a 404) when there is no such
 * account, or it is suspended: a suspended member's pages are gone while it lasts.
 */
export async function loadMemberProfile(
  db: Db,
  _viewer: Member,
  memberId: string,
  now: Date = new Date(),
): Promise<MemberProfile | null> {
  const profile = await findPublicProfile(db, memberId);
  if (!profile || (await suspensionRefusal(db, memberId)) !== null) return null;
  const [town, records, notes] = await Promise.all([
    profileTown(db, memberId, profile.location),
    memberRecords(db, [memberId], now),
    visibleNotes(db, memberId),
  ]);
  const record = records.get(memberId);
  return {
    id: memberId,
    name: profileDisplayName(profile),
    town,
    memberSince: profile.createdAt,
    verifiedOrganisation: record?.verifiedOrganisation ?? false,
    given: record?.given ?? 0,
    received: record?.received ?? 0,
    noShows: record?.noShows ?? 0,
    averageRating: record?.averageRating ?? null,
    ratingCount: record?.ratingCount ?? 0,
    notes,
  };
}
