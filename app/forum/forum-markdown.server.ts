import type { Token } from "markdown-it";
import MarkdownIt from "markdown-it";

// What members write is parsed by markdown-it (a maintained CommonMark parser) with raw HTML off,
// and its tokens become a small tree of the few things the forum shows: paragraphs, line breaks,
// emphasis, code, quotes, lists and links (bare web addresses, 'www.' ones included, become
// links). Markup typed as HTML stays text. Images are never
// loaded (a link to them instead), and a link is kept only for http, https, mailto or a path on
// this site. The page renders the tree as React elements, which escape every string: no member
// text ever reaches the page as HTML.

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

const markdown = new MarkdownIt("default", { html: false, linkify: true, breaks: true }).disable([
  "table",
]);
// Fuzzy links, so a bare 'www.rhs.org.uk' is a link as members expect; but only a bare address
// starting 'www.' (see `isWantedAutoLink`): 'e.g.' or 'bean.patch' must stay words.
markdown.linkify.set({ fuzzyLink: true });

/** A link markdown-it found in plain text: kept for a scheme, an email address or 'www.'. */
function isWantedAutoLink(token: Token, children: ForumInline[]): boolean {
  if (token.markup !== "linkify") return true;
  const href = String(token.attrGet("href") ?? "");
  const text = children.map((child) => (typeof child === "string" ? child : "")).join("");
  return href.startsWith("mailto:") || /^(https?:\/\/|www\.)/i.test(text);
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

const INLINE_PAIRS = { strong_open: "strong", em_open: "em", s_open: "del" } as const;

/** Inline tokens (an `inline` token's children) from `start` up to the closing token. */
function inline(tokens: readonly Token[], start = 0, until?: string): [ForumInline[], number] {
  const out: ForumInline[] = [];
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (until && token.type === until) return [out, i + 1];
    i += 1;
    if (token.type in INLINE_PAIRS) {
      const [children, next] = inline(tokens, i, token.type.replace("_open", "_close"));
      out.push({ t: INLINE_PAIRS[token.type as keyof typeof INLINE_PAIRS], c: children });
      i = next;
    } else if (token.type === "link_open") {
      const [children, next] = inline(tokens, i, "link_close");
      const href = safeHref(String(token.attrGet("href") ?? ""));
      if (href && isWantedAutoLink(token, children)) out.push({ t: "a", href, c: children });
      else out.push(...children);
      i = next;
    } else if (token.type === "image") {
      // Never an <img>: a member's post must not load anything from elsewhere.
      const src = String(token.attrGet("src") ?? "");
      const href = safeHref(src);
      const label = `Image: ${token.content || src}`;
      out.push(href ? { t: "a", href, c: [label] } : label);
    } else if (token.type === "code_inline") {
      out.push({ t: "code", text: token.content });
    } else if (token.type === "softbreak" || token.type === "hardbreak") {
      out.push({ t: "br" });
    } else {
      // text, text_special (escapes, entities) and anything unknown: its text.
      out.push(token.content);
    }
  }
  return [out, i];
}

function inlineOf(token: Token | undefined): ForumInline[] {
  return token?.children ? inline(token.children)[0] : [];
}

/** Block tokens from `start` up to the closing token `until` (or the end). */
function blocks(tokens: readonly Token[], start = 0, until?: string): [ForumBlock[], number] {
  const out: ForumBlock[] = [];
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (until && token.type === until) return [out, i + 1];
    i += 1;
    switch (token.type) {
      case "paragraph_open":
      case "heading_open":
        out.push({ t: token.type === "paragraph_open" ? "p" : "h", c: inlineOf(tokens[i]) });
        i += 2;
        break;
      case "blockquote_open": {
        const [children, next] = blocks(tokens, i, "blockquote_close");
        out.push({ t: "quote", c: children });
        i = next;
        break;
      }
      case "bullet_list_open":
      case "ordered_list_open": {
        const close = token.type.replace("_open", "_close");
        const items: ForumBlock[][] = [];
        while (i < tokens.length && tokens[i]?.type === "list_item_open") {
          const [item, next] = blocks(tokens, i + 1, "list_item_close");
          items.push(item);
          i = next;
        }
        if (tokens[i]?.type === close) i += 1;
        const start = Number(token.attrGet("start") ?? "1");
        out.push({
          t: "list",
          ordered: token.type === "ordered_list_open",
          start: Number.isFinite(start) ? start : 1,
          items,
        });
        break;
      }
      case "code_block":
      case "fence":
        out.push({ t: "pre", text: token.content.replace(/\n$/, "") });
        break;
      case "hr":
        out.push({ t: "hr" });
        break;
      default:
        // Anything else (raw HTML cannot occur with html off): its source, as text.
        if (token.content) out.push({ t: "p", c: [token.content] });
    }
  }
  return [out, i];
}

/** A post's text as the forum's tree. Line breaks inside a paragraph are kept. */
export function parseForumText(text: string): ForumBlock[] {
  return blocks(markdown.parse(text, {}))[0];
}
