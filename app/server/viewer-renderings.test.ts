import { describe, expect, it } from "vitest";
import { escapeHtml, fillHoles, hole } from "./viewer-renderings";

const values = {
  name: `Ann <b>"&'`,
  location: "Hebden Bridge",
  nonce: "abc123",
  id: "member-1",
  formKey: "key-1",
};

describe("fillHoles", () => {
  it("fills each hole with its value, escaped as React escapes text and attributes", () => {
    const html = `<h2>${hole("name")}</h2><p>${hole("location")}</p><script nonce="${hole("nonce")}"></script><i title="${hole("name")}"></i>`;
    expect(fillHoles(html, values)).toBe(
      `<h2>Ann &lt;b&gt;&quot;&amp;&#x27;</h2><p>Hebden Bridge</p><script nonce="abc123"></script><i title="Ann &lt;b&gt;&quot;&amp;&#x27;"></i>`,
    );
  });

  it("refuses a rendering whose hole was changed on the way, rather than send it", () => {
    expect(fillHoles(`<p>${hole("name").slice(0, 3)}</p>`, values)).toBeNull();
    expect(fillHoles(`<p>${hole("name").toUpperCase()}</p>`, values)).toBeNull();
    expect(fillHoles("<p>\uE000email\uE001</p>", values)).toBeNull();
  });

  it("fills every kind of hole", () => {
    expect(
      fillHoles(`<input value="${hole("formKey")}"><input value="${hole("id")}">`, values),
    ).toBe(`<input value="key-1"><input value="member-1">`);
  });

  it("leaves a page without holes as it is", () => {
    expect(fillHoles("<p>Hello</p>", values)).toBe("<p>Hello</p>");
  });
});

describe("escapeHtml", () => {
  it("escapes what React escapes and nothing else", () => {
    expect(escapeHtml(`<>&"' ŵ`)).toBe("&lt;&gt;&amp;&quot;&#x27; ŵ");
  });
});
