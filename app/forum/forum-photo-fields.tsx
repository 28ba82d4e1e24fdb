import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import type { Translate } from "~/i18n/messages";
import { IMAGE_ACCEPT_ATTRIBUTE } from "~/listings/listing-images";
import { PHOTO_FILES_FIELD, REMOVE_PHOTO_FIELD } from "~/listings/photo-order";
import { FORUM_LIMITS } from "./forum-schema";

// The photo part of every forum form: on an edit, the saved photos each with a 'Remove' checkbox
// (plain form fields, so it works without JavaScript), then a file input for new ones. The
// server counts the total (at most three) once it knows what stays.

export interface SavedForumPhoto {
  id: string;
  thumbUrl: string;
}

export function ForumPhotoFields({
  id,
  saved = [],
  hint,
}: {
  id: string;
  saved?: readonly SavedForumPhoto[];
  hint: string;
}) {
  const { t } = useTranslation("forum");
  return (
    <>
      {saved.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t("photos.saved")}</legend>
          <ul className="flex flex-wrap gap-3">
            {saved.map((photo, index) => (
              <li key={photo.id} className="flex flex-col gap-1">
                <img
                  src={photo.thumbUrl}
                  alt={t("photos.savedAlt", { number: index + 1, total: saved.length })}
                  width={180}
                  height={135}
                  className="h-[135px] w-[180px] rounded-card border border-line object-cover"
                />
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={REMOVE_PHOTO_FIELD}
                    value={photo.id}
                    className="size-5"
                  />
                  {t("photos.remove", { number: index + 1 })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <Field label={saved.length > 0 ? t("photos.add") : t("photos.label")} id={id} hint={hint}>
        <input
          type="file"
          name={PHOTO_FILES_FIELD}
          multiple
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          className="text-base file:mr-3 file:rounded-full file:border-0 file:bg-leaf-soft file:px-4 file:py-2 file:font-semibold file:text-leaf-deep"
        />
      </Field>
    </>
  );
}

export const photoHint = (saved: number, t: Translate) =>
  t(saved > 0 ? "photos.hintSaved" : "photos.hintNew", { max: FORUM_LIMITS.photos });
