// The listing form's photos on a static page (decision 0108), as React's PhotoPicker draws them
// on a hydrated one: one list of saved and new photos with previews, remove and reorder, at most
// MAX_IMAGES in all, what cannot be used refused as it is chosen in the words the server would
// use. The server renders the plain picker (a multiple file input, and each saved photo with a
// 'Remove' box) and, in a <template>, one list item (its photo's place marked) and one notice as
// React draws them; this
// takes the saved photos out of their boxes into the list, writes the new files back into the
// input in the order shown, and says that order in `photoOrder` tokens (photo-order.ts).
import type { Translate } from "~/i18n/messages";
import { describeListingPhotoError, takeChosenPhotos } from "./listing-images";
import {
  newPhotoToken,
  PHOTO_ORDER_FIELD,
  REMOVE_PHOTO_FIELD,
  savedPhotoToken,
} from "./photo-order";

type Item =
  | { saved: string; url: string; alt: string }
  | { saved?: undefined; file: File; url: string };

interface Notice {
  title: string;
  description: string;
}

type Action = "earlier" | "later" | "remove";

/** Wires the picker `root` (`[data-photo-picker]`); `t` words it in the page's language. */
export function enhancePhotoPicker(root: HTMLElement, t: Translate): (() => void) | undefined {
  const input = root.querySelector<HTMLInputElement>("input[type=file]");
  const list = root.querySelector<HTMLUListElement>("ul[data-photo-list]");
  const noticesBox = root.querySelector<HTMLElement>("[data-photo-notices]");
  const parts = root.querySelector<HTMLTemplateElement>("template[data-photo-parts]");
  const itemModel = parts?.content.querySelector("li");
  const noticeModel = parts?.content.querySelector("[data-notice]");
  if (!input || !list || !noticesBox || !itemModel || !noticeModel) return undefined;

  // The saved photos leave their boxes for the list; a box already ticked (a refused save) stays
  // removed. Their removal is then said by hidden fields, as React's picker says it.
  const savedBox = root.querySelector("[data-saved-photos]");
  const savedIds: string[] = [];
  let items: Item[] = [];
  for (const photo of savedBox?.querySelectorAll<HTMLElement>("[data-photo-id]") ?? []) {
    const id = photo.dataset.photoId ?? "";
    const image = photo.querySelector("img");
    savedIds.push(id);
    if (image && !photo.querySelector("input:checked")) {
      items.push({ saved: id, url: image.src, alt: image.alt });
    }
  }
  savedBox?.remove();
  const hidden = document.createElement("div");
  hidden.hidden = true;
  root.prepend(hidden);
  let notices: Notice[] = [];

  const hiddenField = (name: string, value: string) => {
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = name;
    field.value = value;
    return field;
  };

  const render = (focus?: { index: number; action: Action }) => {
    const files = new DataTransfer();
    const order = items.map((item) => {
      if (item.saved !== undefined) return savedPhotoToken(item.saved);
      files.items.add(item.file);
      return newPhotoToken(files.items.length - 1);
    });
    input.files = files.files;
    hidden.replaceChildren(
      ...savedIds
        .filter((id) => !items.some((item) => item.saved === id))
        .map((id) => hiddenField(REMOVE_PHOTO_FIELD, id)),
      ...order.map((token) => hiddenField(PHOTO_ORDER_FIELD, token)),
    );
    noticesBox.replaceChildren(
      ...notices.map((notice) => {
        const shown = noticeModel.cloneNode(true) as HTMLElement;
        const title = shown.querySelector("[data-title]");
        const description = shown.querySelector("[data-description]");
        if (title) title.textContent = notice.title;
        if (description) description.textContent = notice.description;
        return shown;
      }),
    );
    list.hidden = items.length === 0;
    list.replaceChildren(
      ...items.map((item, index) => {
        const shown = itemModel.cloneNode(true) as HTMLLIElement;
        const spot = shown.querySelector("[data-image]");
        if (spot) {
          const image = document.createElement("img");
          image.className = spot.className;
          spot.replaceWith(image);
          image.src = item.url;
          image.alt =
            item.saved !== undefined
              ? item.alt
              : t("photos.preview", { index: index + 1, file: item.file.name });
          // The browser could not draw it: whatever its name says, it is not a photo we can use.
          if (item.saved === undefined) image.addEventListener("error", () => unreadable(item));
        }
        for (const button of shown.querySelectorAll<HTMLButtonElement>("button[data-action]")) {
          const action = button.dataset.action as Action;
          button.setAttribute("aria-label", t(`photos.${action}`, { index: index + 1 }));
          button.disabled =
            (action === "earlier" && index === 0) ||
            (action === "later" && index === items.length - 1);
          button.addEventListener("click", () => act(action, index));
        }
        return shown;
      }),
    );
    if (focus) {
      // The same control of the photo moved, or the next photo's, so a keyboard stays in place.
      const near = list.children[Math.min(focus.index, items.length - 1)];
      const same = near?.querySelector<HTMLButtonElement>(`button[data-action=${focus.action}]`);
      const target =
        same && !same.disabled ? same : near?.querySelector<HTMLButtonElement>("button:enabled");
      (target ?? input).focus();
    }
  };

  const act = (action: Action, index: number) => {
    if (action === "remove") {
      const [item] = items.splice(index, 1);
      if (item?.saved === undefined && item) URL.revokeObjectURL(item.url);
      notices = [];
      render({ index, action });
      return;
    }
    const to = action === "earlier" ? index - 1 : index + 1;
    const [item] = items.splice(index, 1);
    if (item) items.splice(to, 0, item);
    render({ index: to, action });
  };

  const unreadable = (item: Item) => {
    if (item.saved !== undefined || !items.includes(item)) return;
    URL.revokeObjectURL(item.url);
    items = items.filter((candidate) => candidate !== item);
    notices = [...notices, describeListingPhotoError(t, "not-an-image", item.file.name)];
    render();
  };

  const addFiles = (chosen: File[]) => {
    const { taken, refused } = takeChosenPhotos(t, chosen, items.length);
    notices = refused;
    items = [...items, ...taken.map((file): Item => ({ file, url: URL.createObjectURL(file) }))];
    render();
  };

  // A new choice replaces the input's files; render writes them all back. Files chosen before
  // this ran are taken in as if chosen now.
  const choose = () => addFiles(Array.from(input.files ?? []));
  input.addEventListener("change", choose);
  addFiles(Array.from(input.files ?? []));
  return () => input.removeEventListener("change", choose);
}
