// Client-safe: how the listing form says which saved photos stay and where new ones go.
//
// Without JavaScript the edit form sends one `removePhoto` checkbox per saved photo it should drop
// and new files in the `photos` input: the saved photos keep their order and new ones follow.
// With JavaScript the form also sends `photoOrder`, one token per photo in the order shown
// (`saved:{id}` or `new:{n}`, n counting the files in the input), so new and saved photos can be
// interleaved. The server resolves tokens against the listing's own photos only.

export const PHOTO_FILES_FIELD = "photos";
export const REMOVE_PHOTO_FIELD = "removePhoto";
export const PHOTO_ORDER_FIELD = "photoOrder";

export function savedPhotoToken(id: string): string {
  return `saved:${id}`;
}

export function newPhotoToken(index: number): string {
  return `new:${index}`;
}

export type PhotoSlot<Saved> = { kind: "saved"; photo: Saved } | { kind: "new"; index: number };

/**
 * The listing's photos after an edit, in order: the saved photos not removed and `newCount` new
 * files, arranged by `order` where it names them. Tokens naming nothing (another listing's photo,
 * a removed one, a file that was not sent, a repeat) are ignored; photos the order leaves out keep
 * their place after the ones it names (saved first, then new), so nothing kept is ever lost.
 */
export function arrangePhotos<Saved extends { id: string }>(
  saved: readonly Saved[],
  options: { removed?: readonly string[]; newCount: number; order?: readonly string[] },
): PhotoSlot<Saved>[] {
  const removed = new Set(options.removed ?? []);
  const kept = new Map(saved.filter((photo) => !removed.has(photo.id)).map((p) => [p.id, p]));
  const usedSaved = new Set<string>();
  const usedNew = new Set<number>();
  const slots: PhotoSlot<Saved>[] = [];

  for (const token of options.order ?? []) {
    const [kind, value = ""] = splitToken(token);
    if (kind === "saved") {
      const photo = kept.get(value);
      if (photo && !usedSaved.has(value)) {
        usedSaved.add(value);
        slots.push({ kind: "saved", photo });
      }
    } else if (kind === "new" && /^\d{1,2}$/.test(value)) {
      const index = Number(value);
      if (index < options.newCount && !usedNew.has(index)) {
        usedNew.add(index);
        slots.push({ kind: "new", index });
      }
    }
  }
  for (const [id, photo] of kept) if (!usedSaved.has(id)) slots.push({ kind: "saved", photo });
  for (let index = 0; index < options.newCount; index++) {
    if (!usedNew.has(index)) slots.push({ kind: "new", index });
  }
  return slots;
}

function splitToken(token: string): [string, string?] {
  const colon = token.indexOf(":");
  return colon < 0 ? [token] : [token.slice(0, colon), token.slice(colon + 1)];
}
