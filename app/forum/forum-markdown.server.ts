import { Lexer, type Token, type Tokens } from "marked";

// What members write is read by marked's lexer (a maintained CommonMark + GFM parser) and turned
// into a small tree of the few things the forum shows: paragraphs, line breaks, emphasis, code,
// quotes, lists and links. Raw HTML is never HTML: an HTML token becomes its own text. Images are
// never loaded (a link to them instead), and a link is kept only for http, https, mailto or a
// path on this site. The page renders the tree as React elements, which escape every string.

export type ForumInline =
  | string
  | { t: "strong" | "em" | "del"; c: ForumInline[] }
  | { t: "code"; text: string }
  | { t: "br" }
  | { t: "a"; href: string; c: ForumInline[] };

export type ForumBlock =
  | { t: "p"; c: ForumInline[] }
  | { t: "h"; c: ForumInline[] }
  | { t: "quote"; c: ForumBlock[] }
  | { t: "list"; ordered: boolean; start: number; items: ForumBlock[][] }
  | { t: "pre"; text: string }
  | { t: "hr" };

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** marked hands some text over HTML-escaped; the tree holds plain text (React escapes it). */
function plainText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** A link target the forum will follow, or null. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return /[\s\\]/.test(trimmed) ? null : trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:" && url.protocol !== "mailto:") {
    return null;
  }
  return url.href;
}

function inline(tokens: readonly Token[] | undefined): ForumInline[] {
  const out: ForumInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
      case "em":
      case "del":
        out.push({ t: token.type, c: inline(token.tokens) });
        break;
      case "codespan":
        out.push({ t: "code", text: plainText(token.text) });
        break;
      case "br":
        out.push({ t: "br" });
        break;
      case "link": {
        const href = safeHref(token.href);
        const children = inline(token.tokens);
        if (href) out.push({ t: "a", href, c: children });
        else out.push(...children);
        break;
      }
      case "image": {
        // Never an <img>: a member's post must not load anything from elsewhere.
        const href = safeHref(token.href);
        const label = `Image: ${token.text || token.href}`;
        out.push(href ? { t: "a", href, c: [label] } : label);
        break;
      }
      case "text":
        if (token.tokens?.length) out.push(...inline(token.tokens));
        else out.push(plainText(token.text));
        break;
      case "escape":
        out.push(plainText(token.text));
        break;
      default:
        // Raw HTML and anything unknown: shown as the text that was typed.
        out.push(token.raw);
    }
  }
  return out;
}

function blocks(tokens: readonly Token[]): ForumBlock[] {
  const out: ForumBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "space":
      case "def":
        break;
      case "paragraph":
        out.push({ t: "p", c: inline(token.tokens) });
        break;
      case "heading":
        out.push({ t: "h", c: inline(token.tokens) });
        break;
      case "blockquote":
        out.push({ t: "quote", c: blocks(token.tokens ?? []) });
        break;
      case "list":
        out.push({
          t: "list",
          ordered: token.ordered === true,
          start: typeof token.start === "number" ? token.start : 1,
          items: (token.items as Tokens.ListItem[]).map((item) => blocks(item.tokens)),
        });
        break;
      case "code":
        out.push({ t: "pre", text: token.text });
        break;
      case "hr":
        out.push({ t: "hr" });
        break;
      case "text":
        // A tight list item's text.
        out.push({ t: "p", c: token.tokens?.length ? inline(token.tokens) : [token.text] });
        break;
      default:
        // Raw HTML blocks, tables and anything else: their source, as text.
        out.push({ t: "p", c: [token.raw.trim()] });
    }
  }
  return out;
}

/** A post's text as the forum's tree. Line breaks inside a paragraph are kept (GFM breaks). */
export function parseForumText(text: string): ForumBlock[] {
  return blocks(Lexer.lex(text, { gfm: true, breaks: true }));
}
