import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { GrowingRegion } from "~/data/growing-regions";
import { findCommonPlant } from "~/data/planting-plants";
import type { Translate } from "~/i18n/messages";
import type { Db } from "~/server/db/database.server";
import { englishPlanting } from "./planting-english";
import { deleteUserRegion, memberRegion } from "./planting-region.server";
import { PLANTING_INTENTS, type PlantingInput, plantingSchemaFor } from "./planting-schema";
import { type PlantingRow, plantingCalendarFeeds, plantings } from "./plantings.table";
import { regionalHarvestDate } from "./regional-timing";

/** The tracker's toasts and refusals in the words of `t` (the planting catalogue's `outcomes.*`). */
export function plantingOutcomesFor(t: Translate) {
  return {
    added: t("outcomes.added"),
    updated: t("outcomes.updated"),
    deleted: t("outcomes.deleted"),
    feedCreated: t("outcomes.feedCreated"),
    feedReset: t("outcomes.feedReset"),
    notYours: t("outcomes.notYours"),
    notFound: t("outcomes.notFound"),
    unknownIntent: t("outcomes.unknownIntent"),
  } as const;
}

/** In English, the default. */
export const plantingOutcomeMessages = plantingOutcomesFor(englishPlanting());

/** A person's plantings, soonest expected harvest first; those with no date last. */
export async function listPlantings(db: Db, userId: string): Promise<PlantingRow[]> {
  return db
    .select()
    .from(plantings)
    .where(eq(plantings.userId, userId))
    .orderBy(
      sql`${plantings.expectedHarvestDate} asc nulls last`,
      asc(plantings.plantedDate),
      asc(plantings.createdAt),
    );
}

/**
 * A planting the person may change. Another account's planting is refused with 403 (the page
 * says nothing about what it holds); one that does not exist with 404.
 */
export async function requireOwnPlanting(
  db: Db,
  user: CurrentUser,
  id: string,
  t: Translate = englishPlanting(),
): Promise<PlantingRow> {
  const messages = plantingOutcomesFor(t);
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const [row] = isUuid ? await db.select().from(plantings).where(eq(plantings.id, id)) : [];
  if (!row) throw new Response(messages.notFound, { status: 404 });
  if (row.userId !== user.id) throw new Response(messages.notYours, { status: 403 });
  return row;
}

/**
 * Left blank, the expected harvest date of a common plant is worked out from its days to
 * harvest in the member's growing region, as the form does in the browser: the same result with
 * or without JavaScript.
 */
export function withSuggestedHarvest(
  input: PlantingInput,
  region: GrowingRegion,
  named?: (englishName: string) => string,
): PlantingInput {
  if (input.expectedHarvestDate) return input;
  const common = findCommonPlant(input.plantName, named);
  if (!common) return input;
  return {
    ...input,
    expectedHarvestDate: regionalHarvestDate(input.plantedDate, common.daysToHarvest, region),
  };
}

export type PlantingOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400; result: SubmissionResult<string[]> };

/** The tracker's one action: add, edit or delete a planting, or reset the calendar address. */
export async function changePlantings(
  db: Db,
  user: CurrentUser,
  formData: FormData,
  now = new Date(),
  t: Translate = englishPlanting(),
): Promise<PlantingOutcome> {
  const messages = plantingOutcomesFor(t);
  const intent = formData.get("intent");
  const id = String(formData.get("plantingId") ?? "");

  if (intent === PLANTING_INTENTS.delete) {
    await requireOwnPlanting(db, user, id, t);
    await db.delete(plantings).where(and(eq(plantings.id, id), eq(plantings.userId, user.id)));
    return { ok: true, message: messages.deleted };
  }
  if (intent === PLANTING_INTENTS.resetFeed) {
    const hadOne = (await findFeedToken(db, user.id)) !== null;
    await resetFeedToken(db, user.id);
    return {
      ok: true,
      message: hadOne ? messages.feedReset : messages.feedCreated,
    };
  }
  if (intent !== PLANTING_INTENTS.add && intent !== PLANTING_INTENTS.update) {
    throw new Response(messages.unknownIntent, { status: 400 });
  }
  // Ownership before validation: a forged edit learns nothing from the form's errors.
  const existing =
    intent === PLANTING_INTENTS.update ? await requireOwnPlanting(db, user, id, t) : null;
  const submission = parseWithZod(formData, { schema: plantingSchemaFor(t) });
  if (submission.status !== "success") {
    return { ok: false, status: 400, result: submission.reply() };
  }
  const values = withSuggestedHarvest(
    submission.value,
    (await memberRegion(db, user)).region,
    (name) => t(`plants.${name}`),
  );
  if (!existing) {
    await db.insert(plantings).values({ ...values, userId: user.id });
    return { ok: true, message: messages.added };
  }
  const harvestMoved = existing.expectedHarvestDate !== values.expectedHarvestDate;
  await db
    .update(plantings)
    .set({
      ...values,
      updatedAt: now,
      // A new date (or a new opt-in) deserves its own reminder.
      ...(harvestMoved || (values.remindAtHarvest && !existing.remindAtHarvest)
        ? { reminderSentAt: null }
        : {}),
    })
    .where(and(eq(plantings.id, existing.id), eq(plantings.userId, user.id)));
  return { ok: true, message: messages.updated };
}

/** The account's calendar feed token, if it has asked for one. */
export async function findFeedToken(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: plantingCalendarFeeds.token })
    .from(plantingCalendarFeeds)
    .where(eq(plantingCalendarFeeds.userId, userId));
  return row?.token ?? null;
}

/** A new secret address (the first, or a replacement: the old one stops working at once). */
export async function resetFeedToken(db: Db, userId: string): Promise<string> {
  const token = newFeedToken();
  await db
    .insert(plantingCalendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: plantingCalendarFeeds.userId,
      set: { token, createdAt: new Date() },
    });
  return token;
}

/** 32 random bytes, URL-safe: unguessable, and nothing else identifies the account in the URL. */
function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Buffer.from(bytes).toString("base64url");
}

/** Deleting an account: its plantings, feed address and region, inside the deletion's transaction. */
export async function deleteUserPlantings(tx: Db, userId: string): Promise<void> {
  await tx.delete(plantings).where(eq(plantings.userId, userId));
  await tx.delete(plantingCalendarFeeds).where(eq(plantingCalendarFeeds.userId, userId));
  await deleteUserRegion(tx, userId);
}
