import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { photoRefusalIn } from "./image-processing.server.ts";
import {
  chosenPhotoProblem,
  describeListingPhotoError,
  IMAGE_ACCEPT_ATTRIBUTE,
  ListingPhotoError,
  quoteFileName,
  takeChosenPhotos,
} from "./listing-images.ts";

const english = i18nFor("en").getFixedT("en", "myListings");
const welsh = i18nFor("cy").getFixedT("cy", "myListings");

describe("listing photo messages", () => {
  it("uses the specification's words where it has them", () => {
    expect(describeListingPhotoError(english, "too-many", "6.jpg")).toEqual({
      title: "Too many images",
      description: "You can only upload up to 5 images.",
    });
    expect(describeListingPhotoError(english, "malformed", null)).toEqual({
      title: "Upload failed",
      description: "Failed to upload image. Please try again.",
    });
  });

  it("names the file for the checks the specification does not word", () => {
    expect(new ListingPhotoError("too-large", "big.jpg").message).toBe(
      "“big.jpg” is larger than 10 MB. Please choose a smaller photo.",
    );
    expect(new ListingPhotoError("not-an-image", null).message).toBe(
      "One of your files is not a photo we can use. Please choose a JPEG, PNG, WebP, AVIF or GIF image.",
    );
  });

  it("says every refusal in the page's language: English as ever, Welsh for a Welsh page", () => {
    const errors = [
      new ListingPhotoError("too-many", "6.jpg"),
      new ListingPhotoError("too-large", "big.jpg"),
      new ListingPhotoError("too-large", "huge.png", { detail: "pixels" }),
      new ListingPhotoError("too-large", null, { detail: "request-pixels" }),
      new ListingPhotoError("not-an-image", null),
      new ListingPhotoError("not-an-image", "IMG_1.heic", { detail: "heic" }),
      new ListingPhotoError("malformed", null),
      new ListingPhotoError("storage-full", null),
      new ListingPhotoError("storage-unavailable", null),
    ];
    for (const error of errors) {
      // The request's English says what the refusal's own English says, to the character.
      expect(photoRefusalIn(error, english, "en")).toEqual({
        title: error.title,
        description: error.message,
      });
      const inWelsh = photoRefusalIn(error, welsh, "cy");
      expect(inWelsh.description).not.toBe(error.message);
      expect(inWelsh.title).not.toBe(error.title);
    }
    expect(new ListingPhotoError("too-large", "huge.png", { detail: "pixels" }).message).toBe(
      "“huge.png” is larger than 50 megapixels, the most we can process in one photo. Please choose a smaller photo, or your camera's standard size.",
    );
    expect(photoRefusalIn(new ListingPhotoError("not-an-image", null), welsh, "cy")).toEqual({
      title: "Methodd yr uwchlwytho",
      description:
        "Nid yw un o’ch ffeiliau yn llun y gallwn ei ddefnyddio. Dewiswch ddelwedd JPEG, PNG, WebP, AVIF neu GIF.",
    });
    expect(describeListingPhotoError(welsh, "too-large", "big.jpg").description).toBe(
      "Mae “big.jpg” yn fwy na 10 MB. Dewiswch lun llai.",
    );
  });

  it("says when a member may send more photos in the page's language", () => {
    const now = new Date("2026-11-30T10:00:00Z");
    const retry = { at: new Date("2026-11-30T14:35:00Z"), now };
    const error = new ListingPhotoError("too-large", null, {
      detail: "hourly-pixels",
      retry,
      when: "at 14:35 today",
    });
    expect(error.message).toBe(
      "You have sent more than 600 megapixels of photos in the last hour, the most we process for one member. You can send more at 14:35 today, or choose smaller photos.",
    );
    expect(photoRefusalIn(error, english, "en").description).toBe(error.message);
    expect(photoRefusalIn(error, welsh, "cy").description).toBe(
      "Rydych wedi anfon mwy na 600 megapicsel o luniau yn yr awr ddiwethaf, y mwyaf a broseswn i un aelod. Gallwch anfon rhagor am 14:35 heddiw, neu ddewis lluniau llai.",
    );
  });

  it("shows a file name safely: no folders, no control characters, not too long", () => {
    expect(quoteFileName("C:\\Users\\me\\Pictures\\beans.jpg")).toBe("“beans.jpg”");
    expect(quoteFileName("a\u0000b\u202Egpj.exe")).toBe("“abgpj.exe”");
    expect(quoteFileName("   ")).toBe("One of your files");
    const long = quoteFileName(`${"x".repeat(100)}.jpg`);
    expect([...long].length).toBe(62);
    expect(long.endsWith("…”")).toBe(true);
  });

  it("lists the accepted types for the file input", () => {
    expect(IMAGE_ACCEPT_ATTRIBUTE).toBe("image/jpeg,image/png,image/webp,image/gif,image/avif");
  });

  it("tells at once what a chosen file's size and claimed type show", () => {
    const MB = 1024 * 1024;
    expect(chosenPhotoProblem({ size: 2 * MB, type: "image/jpeg" })).toBeNull();
    expect(chosenPhotoProblem({ size: 10 * MB, type: "image/png" })).toBeNull();
    // The browser does not always know a type: the server decides by the bytes.
    expect(chosenPhotoProblem({ size: 2 * MB, type: "" })).toBeNull();
    expect(chosenPhotoProblem({ size: 10 * MB + 1, type: "image/jpeg" })).toEqual({
      kind: "too-large",
    });
    expect(chosenPhotoProblem({ size: 0, type: "image/jpeg" })).toEqual({ kind: "not-an-image" });
    expect(chosenPhotoProblem({ size: 900, type: "application/pdf" })).toEqual({
      kind: "not-an-image",
    });
    expect(chosenPhotoProblem({ size: 900, type: "image/heic" })).toEqual({
      kind: "not-an-image",
      detail: "heic",
    });
  });

  it("takes the chosen files it can show, up to five in all, and says what it refused", () => {
    const photo = (name: string, size = 1000, type = "image/jpeg") =>
      new File([new Uint8Array(size)], name, { type });
    const chosen = [photo("a.jpg"), photo("notes.pdf", 900, "application/pdf"), photo("b.jpg")];
    const { taken, refused } = takeChosenPhotos(english, chosen, 0);
    expect(taken.map((file) => file.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.description).toContain("notes.pdf");
    // Four already chosen: one more fits, and the rest are refused as too many, once.
    const many = takeChosenPhotos(english, [photo("c.jpg"), photo("d.jpg"), photo("e.jpg")], 4);
    expect(many.taken.map((file) => file.name)).toEqual(["c.jpg"]);
    expect(many.refused).toEqual([describeListingPhotoError(english, "too-many", null)]);
    expect(takeChosenPhotos(welsh, [photo("f.jpg")], 5).refused[0]?.title).not.toBe(
      "Too many images",
    );
  });
});
