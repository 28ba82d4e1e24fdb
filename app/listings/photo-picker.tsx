import { ArrowLeft, ArrowRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  describeListingPhotoError,
  IMAGE_ACCEPT_ATTRIBUTE,
  MAX_IMAGES,
  takeChosenPhotos,
} from "./listing-images";
import {
  newPhotoToken,
  PHOTO_FILES_FIELD,
  PHOTO_ORDER_FIELD,
  REMOVE_PHOTO_FIELD,
  savedPhotoToken,
} from "./photo-order";

/** A photo the listing already has (edit form). */
export interface SavedPhoto {
  id: string;
  url: string;
  /** What it shows, e.g. 'Courgettes, view 2'. */
  alt: string;
}

type PhotoItem =
  | { kind: "saved"; key: string; photo: SavedPhoto }
  | { kind: "new"; key: string; file: File; url: string };

/**
 * The listing form's photos. Without JavaScript: the saved photos with a 'Remove' box each, and a
 * plain multiple file input for new ones. With it: one list of saved and new photos with previews,
 * remove and reorder, at most MAX_IMAGES in all; the new files are written back into the input
 * and the order is sent as `photoOrder` tokens (see photo-order.ts). On a static page, the same
 * by its script (photo-picker.enhance.ts), from the plain picker and the models drawn here.
 */
export function PhotoPicker({
  id,
  hydrated,
  saved,
  removedIds,
}: {
  id: string;
  hydrated: boolean;
  saved: readonly SavedPhoto[];
  /** Saved photos already ticked for removal (a refused submit without JavaScript). */
  removedIds: readonly string[];
}) {
  const { t } = useTranslation("myListings");
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [items, setItems] = useState<PhotoItem[]>(() =>
    saved
      .filter((photo) => !removedIds.includes(photo.id))
      .map((photo) => ({ kind: "saved", key: `saved-${photo.id}`, photo })),
  );
  // What was refused as it was chosen, in the words the server would use, in the page's language.
  const [notices, setNotices] = useState<Notice[]>([]);

  const addFiles = (chosen: File[]) => {
    const { taken, refused } = takeChosenPhotos(t, chosen, items.length);
    setNotices(refused);
    const added = taken.map(
      (file): PhotoItem => ({
        kind: "new",
        key: `new-${nextKey.current++}`,
        file,
        url: URL.createObjectURL(file),
      }),
    );
    setItems([...items, ...added]);
  };

  // The input carries the new files, in the order shown, for the submit. Files chosen before
  // the page was ready are taken in first, as if chosen now, rather than cleared.
  const adoptedEarlyFiles = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: addFiles is new each render; the early files are taken once.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !hydrated) return;
    if (!adoptedEarlyFiles.current) {
      adoptedEarlyFiles.current = true;
      const early = Array.from(input.files ?? []);
      if (early.length > 0) {
        addFiles(early);
        return;
      }
    }
    const transfer = new DataTransfer();
    for (const item of items) if (item.kind === "new") transfer.items.add(item.file);
    input.files = transfer.files;
  }, [items, hydrated]);

  // Previews live as long as the picker.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.kind === "new") URL.revokeObjectURL(item.url);
    },
    [],
  );

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    // Before hydration the input keeps the files; the effect above takes them in.
    if (!hydrated) return;
    // A new choice replaces the input's files; the effect above writes them all back.
    addFiles(Array.from(event.currentTarget.files ?? []));
  };
  // The browser could not draw it: whatever its name says, it is not a photo we can use.
  const unreadable = (key: string) =>
    setItems((current) => {
      const item = current.find((candidate) => candidate.key === key);
      if (item?.kind !== "new") return current;
      URL.revokeObjectURL(item.url);
      setNotices((shown) => [
        ...shown,
        describeListingPhotoError(t, "not-an-image", item.file.name),
      ]);
      return current.filter((candidate) => candidate.key !== key);
    });
  const move = (from: number, to: number) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  const remove = (index: number) => {
    setNotices([]);
    setItems((current) => {
      const item = current[index];
      if (item?.kind === "new") URL.revokeObjectURL(item.url);
      return current.filter((_, i) => i !== index);
    });
  };

  const removedSaved = saved.filter(
    (photo) => !items.some((item) => item.kind === "saved" && item.photo.id === photo.id),
  );
  let newIndex = 0;
  const order = items.map((item) =>
    item.kind === "saved" ? savedPhotoToken(item.photo.id) : newPhotoToken(newIndex++),
  );

  return (
    <div className="flex flex-col gap-3" data-photo-picker={hydrated ? undefined : ""}>
      {hydrated ? (
        <div hidden>
          {removedSaved.map((photo) => (
            <input key={photo.id} type="hidden" name={REMOVE_PHOTO_FIELD} value={photo.id} />
          ))}
          {order.map((token) => (
            <input key={token} type="hidden" name={PHOTO_ORDER_FIELD} value={token} />
          ))}
        </div>
      ) : (
        <SavedPhotoChoices saved={saved} removedIds={removedIds} />
      )}
      <Field
        label={t("photos.label", { max: MAX_IMAGES })}
        id={id}
        hint={t(saved.length > 0 ? "photos.hintMore" : "photos.hint")}
      >
        <Input
          ref={inputRef}
          type="file"
          name={PHOTO_FILES_FIELD}
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          multiple
          onChange={choose}
          className="h-auto py-2"
        />
      </Field>
      {notices.map((notice) => (
        <Alert key={notice.description} variant="error" role="alert">
          <AlertTitle>{notice.title}</AlertTitle>
          <AlertDescription>{notice.description}</AlertDescription>
        </Alert>
      ))}
      {hydrated && items.length > 0 ? (
        <ul aria-label={t("photos.chosen")} className={photoListClass}>
          {items.map((item, index) => (
            <PhotoListItem
              key={item.key}
              index={index}
              count={items.length}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            >
              <img
                onError={item.kind === "new" ? () => unreadable(item.key) : undefined}
                src={item.kind === "saved" ? item.photo.url : item.url}
                alt={
                  item.kind === "saved"
                    ? item.photo.alt
                    : t("photos.preview", { index: index + 1, file: item.file.name })
                }
                className={previewClass}
              />
            </PhotoListItem>
          ))}
        </ul>
      ) : null}
      {hydrated ? null : (
        <>
          {/* For the static page's script (photo-picker.enhance.ts): where its notices and its
              list go, and one item and one notice drawn as above. */}
          <div data-photo-notices="" className="contents" />
          <ul
            aria-label={t("photos.chosen")}
            hidden
            data-photo-list=""
            className={photoListClass}
          />
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
        </>
      )}
    </div>
  );
}

const photoListClass = "grid grid-cols-2 gap-3 sm:grid-cols-3";
const previewClass = "aspect-4/3 w-full rounded-md bg-cream-deep object-cover";

/**
 * One photo of the list, with its controls: React's, and the static page's model, whose script
 * words and wires the buttons by their `data-action`.
 */
function PhotoListItem({
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  index: number;
  count: number;
  onMove?: (to: number) => void;
  onRemove?: () => void;
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
          onClick={onMove ? () => onMove(index - 1) : undefined}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-action="remove"
          aria-label={t("photos.remove", { index: index + 1 })}
          onClick={onRemove}
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
          onClick={onMove ? () => onMove(index + 1) : undefined}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

interface Notice {
  title: string;
  description: string;
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
