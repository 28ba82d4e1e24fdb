import { describe, expect, it } from "vitest";
import { tapListingFields } from "./listing-form-fields.server";

const BOUNDARY = "----GlutTapBoundary";

function cutShortUpload(): Request {
  // A text field, then a photo whose body ends half way: the connection broke off.
  const body = [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nCourgettes\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n`,
    "Content-Type: image/jpeg\r\n\r\n",
    "\xff\xd8\xff\xe0 half a photo",
  ].join("");
  return new Request("http://localhost:3000/create-listing", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
}

describe("tapListingFields", () => {
  it("keeps the fields of a body cut short inside a file, without an unheard error", async () => {
    const unheard: unknown[] = [];
    const listen = (error: unknown) => unheard.push(error);
    process.on("uncaughtException", listen);
    try {
      const { request, fields } = tapListingFields(cutShortUpload());
      await request.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fields.get("name")).toBe("Courgettes");
      expect(unheard).toEqual([]);
    } finally {
      process.off("uncaughtException", listen);
    }
  });
});
