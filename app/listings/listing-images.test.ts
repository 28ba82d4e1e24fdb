import { describe, expect, it } from "vitest";
import {
  chosenPhotoProblem,
  describeListingPhotoError,
  IMAGE_ACCEPT_ATTRIBUTE,
  ListingPhotoError,
  quoteFileName,
} from "./listing-images.ts";

describe("listing photo messages", () => {
  it("uses the specification's words where it has them", () => {
    expect(describeListingPhotoError("too-many", "6.jpg")).toEqual({
      title: "Too many images",
      description: "You can only upload up to 5 images.",
    });
    expect(describeListingPhotoError("malformed", null)).toEqual({
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
});
