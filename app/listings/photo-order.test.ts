import { describe, expect, it } from "vitest";
import { arrangePhotos, newPhotoToken, savedPhotoToken } from "./photo-order";

const saved = [{ id: "a" }, { id: "b" }, { id: "c" }];
const describeSlots = (slots: ReturnType<typeof arrangePhotos<{ id: string }>>) =>
  slots.map((slot) => (slot.kind === "saved" ? slot.photo.id : `new${slot.index}`));

describe("arrangePhotos", () => {
  it("keeps saved photos in order and adds new ones after them without an order (no JavaScript)", () => {
    expect(describeSlots(arrangePhotos(saved, { removed: ["b"], newCount: 2 }))).toEqual([
      "a",
      "c",
      "new0",
      "new1",
    ]);
  });

  it("follows the order the form sent, interleaving new and saved photos", () => {
    const order = [newPhotoToken(1), savedPhotoToken("c"), newPhotoToken(0), savedPhotoToken("a")];
    expect(describeSlots(arrangePhotos(saved, { removed: ["b"], newCount: 2, order }))).toEqual([
      "new1",
      "c",
      "new0",
      "a",
    ]);
  });

  it("ignores tokens that name nothing of this listing, and never loses a kept photo", () => {
    const order = [
      savedPhotoToken("someone-elses"),
      savedPhotoToken("b"), // removed
      newPhotoToken(5), // never sent
      "new:-1",
      "nonsense",
      savedPhotoToken("c"),
      savedPhotoToken("c"), // repeated
    ];
    expect(describeSlots(arrangePhotos(saved, { removed: ["b"], newCount: 1, order }))).toEqual([
      "c",
      "a",
      "new0",
    ]);
  });

  it("can remove every saved photo", () => {
    expect(arrangePhotos(saved, { removed: ["a", "b", "c"], newCount: 0 })).toEqual([]);
  });
});
