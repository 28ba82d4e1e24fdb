import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseForumText, safeHref } from "./forum-markdown.server";
import { ForumText, MEMBER_LINK_REL } from "./forum-text";

const render = (text: string) => renderToStaticMarkup(<ForumText blocks={parseForumText(text)} />);

// Markup that has run script or loaded something in some renderer at some time.
const hostile = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  "[x](//evil.example/path)",
  "[x](/\\evil.example)",
  "![pest](https://evil.example/tracker.png)",
  '![x](x" onerror="alert(1))',
  "<style>body{background:url(https://evil.example)}</style>",
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x">',
  '<form action="https://evil.example"><input name=a></form>',
  "www.evil.example/x?y=<script>alert(1)</script>",
  'www.evil.example/"onmouseover="alert(1)',
  "www.javascript:alert(1)",
  "[www.example.org](javascript:alert(1))",
  "www.example.org/<img src=x onerror=alert(1)>",
  '<div style="background:url(https://evil.example/x)">x</div>',
  "<details open ontoggle=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  "[ref]: javascript:alert(1)\n\n[x][ref]",
  "<https://example.org/ok> and <javascript:alert(1)>",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  "> <img src=x onerror=alert(1)>",
  "* <b onmouseover=alert(1)>hover</b>",
  "| a | b |\n|---|---|\n| <script>x</script> | ![i](https://evil.example/i.png) |",
  "**bold <img src=x onerror=alert(1)>**",
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  "\u0000<script>alert(1)</script>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<!-- <script>alert(1)</script> -->",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
];

const ALLOWED_TAGS = new Set([
  "div",
  "p",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "br",
  "a",
  "blockquote",
  "ul",
  "ol",
  "li",
  "hr",
]);
const ALLOWED_ATTRIBUTES = new Set(["class", "href", "rel", "start"]);

function tagsOf(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map((match) => ({
    name: (match[1] ?? "").toLowerCase(),
    attributes: [...(match[2] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => ({
      name: a[1] ?? "",
      value: a[2] ?? "",
    })),
  }));
}

describe("formatting what members write", () => {
  it("keeps paragraphs, line breaks, emphasis, lists and links", () => {
    const html = render("First line\nsecond line\n\n**Big** and _small_\n\n- one\n- two");
    expect(html).toContain("<p>First line<br/>second line</p>");
    expect(html).toContain("<strong>Big</strong>");
    expect(html).toContain("<em>small</em>");
    expect(html).toContain("<li><p>one</p></li>");
  });

  it("links bare web addresses, every link nofollow ugc noopener", () => {
    const html = render("See https://www.rhs.org.uk/advice and [the guide](https://example.org/g)");
    const links = tagsOf(html).filter((tag) => tag.name === "a");
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.attributes).toContainEqual({ name: "rel", value: MEMBER_LINK_REL });
    }
    expect(html).toContain('href="https://www.rhs.org.uk/advice"');
  });

  it("links bare www. addresses (to http), with the same rel, but not every dotted word", () => {
    const html = render("Try www.rhs.org.uk/advice/slugs, or (www.gardenorganic.org.uk).");
    const links = tagsOf(html).filter((tag) => tag.name === "a");
    expect(links.map((link) => link.attributes.find((a) => a.name === "href")?.value)).toEqual([
      "http://www.rhs.org.uk/advice/slugs",
      "http://www.gardenorganic.org.uk/",
    ]);
    for (const link of links) {
      expect(link.attributes).toContainEqual({ name: "rel", value: MEMBER_LINK_REL });
    }
    expect(html).toContain(">www.rhs.org.uk/advice/slugs</a>,");
    const words = render("Sow e.g. beans in bean.patch or rhs.org.uk; www. alone is nothing");
    expect(tagsOf(words).filter((tag) => tag.name === "a")).toEqual([]);
  });

  it("shows raw HTML as the text that was typed", () => {
    expect(render("<b>hi</b>")).toContain("&lt;b&gt;hi&lt;/b&gt;");
  });

  it.each(hostile)("nothing in %j can run script or load an outside resource", (text) => {
    const html = render(text);
    for (const tag of tagsOf(html)) {
      expect(ALLOWED_TAGS.has(tag.name), `<${tag.name}> in ${html}`).toBe(true);
      for (const attribute of tag.attributes) {
        expect(ALLOWED_ATTRIBUTES.has(attribute.name), `${attribute.name} in ${html}`).toBe(true);
        if (attribute.name === "href") expect(safeHref(attribute.value)).not.toBeNull();
      }
      if (tag.name === "a") {
        expect(tag.attributes).toContainEqual({ name: "rel", value: MEMBER_LINK_REL });
        const href = tag.attributes.find((a) => a.name === "href")?.value ?? "";
        expect(href).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\]))/);
      }
    }
    expect(html).not.toMatch(
      /<(script|img|iframe|svg|style|link|object|embed|form|input|meta|base)\b/i,
    );
    // Typed markup survives only as text: escaped, never a tag or an attribute.
    expect(html.replace(/>[^<]*</g, "><")).not.toMatch(/\son\w+=|javascript:|vbscript:|data:/i);
  });

  it("refuses link targets other than the web, email and this site", () => {
    expect(safeHref("https://example.org")).toBe("https://example.org/");
    expect(safeHref("mailto:jo@example.org")).toBe("mailto:jo@example.org");
    expect(safeHref("/forum")).toBe("/forum");
    for (const bad of ["javascript:alert(1)", "//evil.example", "/\\evil", "data:x", "ftp://x"]) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});
