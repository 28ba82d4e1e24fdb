import { ArrowLeft, ArrowRight, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { IMAGE_ACCEPT_ATTRIBUTE, MAX_IMAGES } from "./listing-images";
import { PHOTO_FILES_FIELD, REMOVE_PHOTO_FIELD } from "./photo-order";

/** A photo the listing already has (edit form). */
export interface SavedPhoto {
  id: string;
  url: string;
  /** What it shows, e.g. 'Courgettes, view 2'. */
  alt: string;
}

/**
 * The listing form's photos. Without JavaScript: the saved photos with a 'Remove' box each, and a
 * plain multiple file input for new ones. With it, the page's script (photo-picker.enhance.ts)
 * makes them one list of saved and new photos with previews, remove and reorder, at most
 * MAX_IMAGES in all, from the plain picker and the models drawn here; the new files are written
 * back into the input and the order is sent as `photoOrder` tokens (see photo-order.ts).
 */
export function PhotoPicker({
  id,
  saved,
  removedIds,
}: {
  id: string;
  saved: readonly SavedPhoto[];
  /** Saved photos already ticked for removal (a refused submit without JavaScript). */
  removedIds: readonly string[];
}) {
  const { t } = useTranslation("myListings");
  return (
    <div className="flex flex-col gap-3" data-photo-picker="">
      <SavedPhotoChoices saved={saved} removedIds={removedIds} />
      <Field
        label={t("photos.label", { max: MAX_IMAGES })}
        id={id}
        hint={t(saved.length > 0 ? "photos.hintMore" : "photos.hint")}
      >
        <Input
          type="file"
          name={PHOTO_FILES_FIELD}
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          multiple
          className="h-auto py-2"
        />
      </Field>
      {/* For the page's script (photo-picker.enhance.ts): where its notices and its list go, and
          one item and one notice drawn as they are shown. */}
      <div data-photo-notices="" className="contents" />
      <ul aria-label={t("photos.chosen")} hidden data-photo-list="" className={photoListClass} />
      <template data-photo-parts="">
        <ul>
          <PhotoListItem index={0} count={1}>
            {/* The script puts the photo here: an <img> must have its address. */}
            <span data-image="" className={previewClass} />
          </PhotoListItem>
        </ul>
        <Alert variant="error" role="alert" data-notice="">
          <AlertTitle data-title="" />
          <AlertDescription data-description="" />
        </Alert>
      </template>
    </div>
  );
}

const photoListClass = "grid grid-cols-2 gap-3 sm:grid-cols-3";
const previewClass = "aspect-4/3 w-full rounded-md bg-cream-deep object-cover";

/**
 * The model of one photo of the list, with its controls, which the page's script words and wires
 * by their `data-action`.
 */
function PhotoListItem({
  index,
  count,
  children,
}: {
  index: number;
  count: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("myListings");
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-card p-2">
      {children}
      <div className="flex items-center justify-between gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-action="earlier"
          aria-label={t("photos.earlier", { index: index + 1 })}
          disabled={index === 0}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-action="remove"
          aria-label={t("photos.remove", { index: index + 1 })}
        >
          <X aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-action="later"
          aria-label={t("photos.later", { index: index + 1 })}
          disabled={index === count - 1}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** Without JavaScript: each saved photo with a box to remove it on save. */
function SavedPhotoChoices({
  saved,
  removedIds,
}: {
  saved: readonly SavedPhoto[];
  removedIds: readonly string[];
}) {
  const { t } = useTranslation("myListings");
  if (saved.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" data-saved-photos="">
      <legend className="mb-1 font-semibold text-ink">{t("photos.current")}</legend>
      <p className="text-ink-muted">{t("photos.currentHint")}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {saved.map((photo, index) => (
          <li
            key={photo.id}
            data-photo-id={photo.id}
            className="flex flex-col gap-2 rounded-card border border-line bg-card p-2"
          >
            <img src={photo.url} alt={photo.alt} className={previewClass} />
            <label className="inline-flex min-h-11 items-center gap-3">
              <Checkbox
                name={REMOVE_PHOTO_FIELD}
                value={photo.id}
                defaultChecked={removedIds.includes(photo.id)}
              />
              {t("photos.remove", { index: index + 1 })}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
