import { gunzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  fillPageTemplate,
  makePageTemplate,
  packedPageBody,
  packPageTemplate,
} from "./page-template";

const NAME = "glutslotname0001";
const NONCE = "glutslotnonce002";
const PLACEHOLDERS = { username: NAME, nonce: NONCE };

const NASTY_VALUES = [
  `O'Brien & <Sons> "quoted"`,
  "line\u2028separator\u2029paragraph",
  "Zoë 🍅🥕 grows 👩‍🌾",
  String.raw`back\slash \" \\n \u0041`,
  "</script><script>alert(1)</script>",
  "<!-- & -->",
  "",
];

/** As React Router's `escapeHtml` makes the loader data safe inside a script element. */
function escapeHtmlAsReactRouter(text: string): string {
  const lookup: Record<string, string> = {
    "&": "\\u0026",
    ">": "\\u003e",
    "<": "\\u003c",
    "\u2028": "\\u2028",
    "\u2029": "\\u2029",
  };
  return text.replace(/[&><\u2028\u2029]/g, (char) => lookup[char] ?? char);
}

/** A loader data script as React Router writes it: a chunk of JSON text, as a JSON string. */
function loaderDataScript(nonce: string, value: string): string {
  const chunk = `[{"_1":2},"username",${JSON.stringify(value)},"town","Leeds"]\n`;
  return `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${escapeHtmlAsReactRouter(JSON.stringify(chunk))});</script>`;
}

/** The value a loader data script hands to the browser, read back as the browser would. */
function valueInLoaderDataScript(script: string): unknown {
  const argument = /streamController\.enqueue\((.*)\);<\/script>$/s.exec(script)?.[1];
  if (argument === undefined) throw new Error("not a loader data script");
  const chunk: unknown = JSON.parse(argument);
  if (typeof chunk !== "string") throw new Error("the chunk is not a string");
  return (JSON.parse(chunk) as unknown[])[2];
}

function paragraph(value: string): string {
  return renderToStaticMarkup(createElement("p", { title: value }, value));
}

describe("makePageTemplate and fillPageTemplate", () => {
  it("cuts the page at every placeholder and gives it back unchanged when filled with them", () => {
    const html = `<p>${NAME}</p><a title="${NAME}">x</a>${loaderDataScript(NONCE, NAME)}<p>${NAME}</p>`;
    const template = makePageTemplate(html, PLACEHOLDERS);
    expect(template.slots.map((slot) => slot.field)).toEqual([
      "username",
      "username",
      "nonce",
      "username",
      "username",
    ]);
    expect(template.texts).toHaveLength(template.slots.length + 1);
    expect(fillPageTemplate(template, PLACEHOLDERS)).toBe(html);
  });

  it("leaves a page without placeholders as it was", () => {
    const html = "<p>Nothing of anyone's here</p><script>var a = 1;</script>";
    const template = makePageTemplate(html, PLACEHOLDERS);
    expect(template.slots).toEqual([]);
    expect(fillPageTemplate(template, { username: "Ann", nonce: "n" })).toBe(html);
  });

  it("finds placeholders in markup text, in attribute values and inside scripts", () => {
    const html = `<p>Hello ${NAME}!</p><img alt="${NAME}'s picture"><script>var a = "${NAME}";</script>`;
    const template = makePageTemplate(html, PLACEHOLDERS);
    expect(template.slots).toEqual([
      { field: "username", inScript: false },
      { field: "username", inScript: false },
      { field: "username", inScript: true },
    ]);
    expect(template.texts).toEqual([
      "<p>Hello ",
      '!</p><img alt="',
      `'s picture"><script>var a = "`,
      '";</script>',
    ]);
  });

  it("takes a script start tag's attributes as markup and its content as script", () => {
    const html = `<div>${NAME}</div>${loaderDataScript(NONCE, NAME)}<footer>${NAME}</footer>`;
    const template = makePageTemplate(html, PLACEHOLDERS);
    expect(template.slots).toEqual([
      { field: "username", inScript: false },
      { field: "nonce", inScript: false },
      { field: "username", inScript: true },
      { field: "username", inScript: false },
    ]);
  });

  it("takes a script element written in capitals as script, and what follows it as markup", () => {
    const html = `<SCRIPT type="module">go("${NAME}")</SCRIPT ><p>${NAME}</p>`;
    const template = makePageTemplate(html, PLACEHOLDERS);
    expect(template.slots.map((slot) => slot.inScript)).toEqual([true, false]);
  });

  it("finds where scripts end on a page holding capital dotted Is (İ, which lower-cases to two characters)", () => {
    const before = `<p>${"İ".repeat(60)}stanbul</p>`;
    const html = `${before}<script>var a = 1;</script><a title="${NAME}">x</a>${loaderDataScript(NONCE, NAME)}`;
    const template = makePageTemplate(html, PLACEHOLDERS);
    expect(template.slots).toEqual([
      { field: "username", inScript: false },
      { field: "nonce", inScript: false },
      { field: "username", inScript: true },
    ]);
  });

  it("does not take an element whose name only starts with script as a script", () => {
    const html = `<scripted>${NAME}</scripted>`;
    const template = makePageTemplate(html, PLACEHOLDERS);
    expect(template.slots).toEqual([{ field: "username", inScript: false }]);
  });

  it("escapes a value in markup text as React escapes text", () => {
    const template = makePageTemplate(`<p>${NAME}</p>`, PLACEHOLDERS);
    expect(fillPageTemplate(template, { username: `O'Brien & <Sons> "quoted"`, nonce: "" })).toBe(
      "<p>O&#x27;Brien &amp; &lt;Sons&gt; &quot;quoted&quot;</p>",
    );
  });

  it.each(NASTY_VALUES)("fills markup text and attributes as React renders %j", (value) => {
    const template = makePageTemplate(paragraph(NAME), PLACEHOLDERS);
    expect(fillPageTemplate(template, { username: value, nonce: "n" })).toBe(paragraph(value));
  });

  it.each(NASTY_VALUES)(
    "fills a loader data script as React Router writes one holding %j",
    (value) => {
      const nonce = "r4nd0m+N0nce/=";
      const page = (name: string, scriptNonce: string) =>
        `<header>${paragraph(name)}</header>${loaderDataScript(scriptNonce, name)}<footer>${paragraph(name)}</footer>`;
      const template = makePageTemplate(page(NAME, NONCE), PLACEHOLDERS);
      expect(fillPageTemplate(template, { username: value, nonce })).toBe(page(value, nonce));
    },
  );

  it.each(NASTY_VALUES)("gives the browser back %j from the loader data script", (value) => {
    const template = makePageTemplate(loaderDataScript(NONCE, NAME), PLACEHOLDERS);
    const filled = fillPageTemplate(template, { username: value, nonce: "n" });
    expect(valueInLoaderDataScript(filled)).toBe(value);
  });

  it("never lets a value close the script element it is put in", () => {
    const template = makePageTemplate(loaderDataScript(NONCE, NAME), PLACEHOLDERS);
    const filled = fillPageTemplate(template, {
      username: "</script><script>alert(1)</script>\u2028",
      nonce: "n",
    });
    expect(filled.match(/<\/script/gi)).toHaveLength(1);
    expect(filled).not.toContain("<script>");
    expect(filled).not.toMatch(/[\u2028\u2029]/);
  });

  it("escapes a value in a script start tag's attribute as markup", () => {
    const template = makePageTemplate(
      `<script nonce="${NONCE}">go("${NAME}")</script>`,
      PLACEHOLDERS,
    );
    expect(fillPageTemplate(template, { username: "a&b", nonce: `x" onload="y` })).toBe(
      `<script nonce="x&quot; onload=&quot;y">go("a\\u0026b")</script>`,
    );
  });

  it("throws when a value is missing", () => {
    const template = makePageTemplate(`<p>${NAME}</p><p>${NONCE}</p>`, PLACEHOLDERS);
    expect(() => fillPageTemplate(template, { username: "Ann" })).toThrow(/nonce/);
  });

  it.each([
    "glut-slot-0001",
    "glut_slot_0001",
    "glutslot 0001",
    "glutslöt00001",
    "short12",
    "",
    "glutslot.*",
  ])("refuses the placeholder %j", (word) => {
    expect(() => makePageTemplate(`<p>${word}</p>`, { username: word })).toThrow();
  });

  it("accepts a placeholder of eight letters and digits", () => {
    const template = makePageTemplate("<p>Ab3dEf7h</p>", { username: "Ab3dEf7h" });
    expect(template.slots).toEqual([{ field: "username", inScript: false }]);
  });
});

describe("packPageTemplate and packedPageBody", () => {
  const html = `<!DOCTYPE html><html><head>${loaderDataScript(NONCE, NAME)}</head><body><nav title="${NAME}">${NAME} · ${"<li>Tomatoes</li>".repeat(500)}</nav></body></html>`;
  const template = makePageTemplate(html, PLACEHOLDERS);
  const packed = packPageTemplate(template);

  it.each(NASTY_VALUES)("sends the filled page as its UTF-8 bytes, holding %j", (value) => {
    const values = { username: value, nonce: "n0nce" };
    const expected = Buffer.from(fillPageTemplate(template, values), "utf8");
    expect(packedPageBody(packed, values, "identity").equals(expected)).toBe(true);
  });

  it.each(NASTY_VALUES)("sends the filled page gzipped, holding %j", (value) => {
    const values = { username: value, nonce: "n0nce" };
    const expected = Buffer.from(fillPageTemplate(template, values), "utf8");
    const body = packedPageBody(packed, values, "gzip");
    expect(gunzipSync(body).equals(expected)).toBe(true);
    expect(body.length).toBeLessThan(expected.length / 5);
  });

  it("sends a page without placeholders as it was", () => {
    const plain = packPageTemplate(makePageTemplate("<p>Plain £5</p>", PLACEHOLDERS));
    expect(packedPageBody(plain, {}, "identity").toString("utf8")).toBe("<p>Plain £5</p>");
    expect(gunzipSync(packedPageBody(plain, {}, "gzip")).toString("utf8")).toBe("<p>Plain £5</p>");
  });

  it.each(["identity", "gzip"] as const)("throws when a value is missing (%s)", (encoding) => {
    expect(() => packedPageBody(packed, { username: "Ann" }, encoding)).toThrow(/nonce/);
  });
});
