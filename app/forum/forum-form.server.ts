import type { RouterContextProvider } from "react-router";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { isOutcomeUnknown } from "~/idempotency/unknown-outcome.server";
import {
  listingPhotoKeys,
  photoRefusalIn,
  removeListingPhotos,
  type StoredListingPhoto,
  storeListingPhotos,
} from "~/listings/image-processing.server";
import { tapListingFields } from "~/listings/listing-form-fields.server";
import { ListingPhotoError } from "~/listings/listing-images";
import { parseListingUpload, type UploadedPhoto } from "~/listings/upload-stream.server";
import type { Db } from "~/server/db/database.server";
import { readForm } from "~/server/forms/read-form.server";
import type { FileStorage } from "~/server/storage/file-storage";
import { FORUM_LIMITS } from "./forum-schema";

// Reads a forum form: a plain form, or multipart with up to three photos going through the
// listing photo pipeline (checked by their first bytes as they stream, size limits, EXIF and GPS
// stripped, re-encoded as WebP). A refused photo keeps the text fields for the reply.

export interface ForumFormBody {
  fields: FormData;
  files: UploadedPhoto[];
  /** Why the photos were refused, if they were; `fields` still holds what was typed. */
  photoError: ListingPhotoError | null;
}

export async function readForumForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ForumFormBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    return { fields: await readForm(request, context), files: [], photoError: null };
  }
  const tapped = tapListingFields(request);
  try {
    const upload = await parseListingUpload(tapped.request, { maxFiles: FORUM_LIMITS.photos });
    return { fields: upload.fields, files: upload.files, photoError: null };
  } catch (error) {
    if (!(error instanceof ListingPhotoError)) throw error;
    return { fields: tapped.fields, files: [], photoError: error };
  }
}

/** Stores the photos, then runs `save`; if saving fails, the stored files are removed again. */
export async function withStoredPhotos<T>(
  { storage, db }: { storage: FileStorage; db: Db },
  userId: string,
  files: readonly UploadedPhoto[],
  save: (photos: StoredListingPhoto[]) => Promise<T>,
): Promise<T> {
  const stored =
    files.length > 0
      ? await storeListingPhotos(storage, userId, files, { pendingIn: db, budgetIn: db })
      : [];
  try {
    return await save(stored);
  } catch (error) {
    // When the commit is unknown the saved post may hold them; if it does not, the pending
    // uploads' sweep removes them later.
    if (!isOutcomeUnknown(error)) {
      await removeListingPhotos(storage, listingPhotoKeys(stored)).catch(() => {});
    }
    throw error;
  }
}

/** A refused photo's title and text in one line, in the page's language (`t`, `lng`). */
export function photoErrorText(error: ListingPhotoError, t: Translate, lng: Language): string {
  const { title, description } = photoRefusalIn(error, t, lng);
  return `${title}: ${description}`;
}

export { ListingPhotoError };
