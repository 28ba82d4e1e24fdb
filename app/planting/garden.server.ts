import type { CurrentUser } from "~/accounts/current-user.server";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import type { Db } from "~/server/db/database.server";
import { type GardenData, plantingCard, plantingFormValues } from "./garden-view";
import { findFeedToken, listPlantings, requireOwnPlanting } from "./plantings.server";
import { ukToday } from "./uk-calendar";

/**
 * The My Garden tab for a signed-in person: their plantings, the one being edited (`?edit=`)
 * or confirmed for deletion without JavaScript (`?delete=`), and their calendar address.
 * Asking to edit or delete another account's planting is refused with 403.
 */
export async function loadGarden(
  db: Db,
  user: CurrentUser,
  params: URLSearchParams,
  options: { now: Date; appUrl: string; t?: Translate; lng?: Language },
): Promise<GardenData> {
  const today = ukToday(options.now);
  const rows = await listPlantings(db, user.id);
  const editId = params.get("edit");
  const deleteId = params.get("delete");
  const editing = editId
    ? plantingFormValues(await requireOwnPlanting(db, user, editId, options.t))
    : null;
  const toDelete = deleteId ? await requireOwnPlanting(db, user, deleteId, options.t) : null;
  const token = await findFeedToken(db, user.id);
  return {
    plantings: rows.map((row) => plantingCard(row, today, options.lng)),
    editing,
    confirmDelete: toDelete ? { id: toDelete.id, plantName: toDelete.plantName } : null,
    version: `${rows.length}-${Math.max(0, ...rows.map((row) => row.updatedAt.getTime()))}`,
    feedUrl: token ? `${options.appUrl}/planting-calendar/feed/${token}.ics` : null,
  };
}
