import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nMiddleware } from "~/i18n/i18n.server";
import { cleanForm, readForm, withoutControlCharacters } from "./read-form.server";

const context = new RouterContextProvider();

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : undefined,
  });

describe("readForm", () => {
  it("removes NUL and other control characters, keeping tabs, line breaks and the rest", async () => {
    const form = await readForm(
      post(
        new URLSearchParams({
          "user\u0000name": "Allot\u0000ment\u0007 Annie",
          description: "Line one\r\nLine two\tTabbed \u{1F955} café",
          bell: "\u0000\u0001\u001F\u007F",
        }),
      ),
      context,
    );
    expect(Object.fromEntries(form)).toEqual({
      username: "Allotment Annie",
      description: "Line one\r\nLine two\tTabbed \u{1F955} café",
      bell: "",
    });
  });

  it("cleans multipart text fields and leaves files as they are", async () => {
    const sent = new FormData();
    sent.append("name", "Courg\u0000ettes");
    sent.append("images", new File([new Uint8Array([0, 1, 2, 0])], "a.jpg"));
    const form = await readForm(post(sent), context);
    expect(form.get("name")).toBe("Courgettes");
    const file = form.get("images") as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 0]));
  });

  it("answers a body that breaks off with a 400, not a crash", async () => {
    const truncated = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nCourge';
    const thrown = await readForm(post(truncated, "multipart/form-data; boundary=x"), context).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({
      data: "The form could not be read. Please try again.",
      init: { status: 400 },
    });
  });

  it("says so in the request's language, through the site's own i18n middleware", async () => {
    const truncated = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nCourge';
    const request = new Request("http://localhost/contact?lng=cy", {
      method: "POST",
      body: truncated,
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    const welsh = new RouterContextProvider();
    let thrown: unknown;
    await i18nMiddleware(
      { request, context: welsh, params: {}, url: new URL(request.url), pattern: "/" },
      async () => {
        thrown = await readForm(request, welsh).catch((error: unknown) => error);
        return new Response(null);
      },
    );
    expect(thrown).toMatchObject({
      data: "Doedd dim modd darllen y ffurflen. Rhowch gynnig arall arni.",
      init: { status: 400 },
    });
  });

  it("has one rule for forms read elsewhere (multipart uploads)", () => {
    const form = new FormData();
    form.append("a", "x\u0000y");
    expect(cleanForm(form).get("a")).toBe("xy");
    expect(withoutControlCharacters("\u0000")).toBe("");
  });
});
