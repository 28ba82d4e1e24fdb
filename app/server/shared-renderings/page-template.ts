/**
 * A page rendered once with a placeholder word wherever one person's own value goes (their
 * name in the menu, the page's script nonce), cut at those words, so that it can be filled in
 * for each person without rendering it again (decision 0062).
 *
 * A placeholder is a run of letters and digits, which neither React's HTML escaping nor React
 * Router's serialised loader data changes, so it is found as it was given. A value is escaped
 * for the place it is put back:
 * - in markup, a text or an attribute value: as React escapes text;
 * - inside a `<script>`: as React Router writes loader data there, a JSON string inside the JSON
 *   string passed to `streamController.enqueue(…)`, made safe for a script element.
 * Any other place (a JSON-LD block, a value cut short or changed on the way) is not supported:
 * `makePageTemplate` is checked by rendering twice (app/member-pages/share-between-members.server.ts), and a page
 * where a value shows other than as given is never shared.
 */
import {
  deflatePiece,
  gzipOfPieces,
  type PieceChecksum,
  pieceChecksum,
  storedPiece,
} from "./spliced-gzip";

export interface PageTemplate {
  /** The page's text between placeholders: one more than there are slots. */
  readonly texts: readonly string[];
  readonly slots: readonly { field: string; inScript: boolean }[];
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** As React escapes text and attribute values. */
export function escapeForMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** As a string inside React Router's loader data script: JSON in JSON, safe inside <script>. */
export function escapeForLoaderScript(value: string): string {
  const inner = JSON.stringify(value).slice(1, -1);
  const outer = JSON.stringify(inner).slice(1, -1);
  return outer.replace(/[&<>\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}

/** Where script elements' contents are: [start, end) pairs. */
function scriptContents(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  // Searched in the page itself: lower-casing it would move positions (İ becomes two characters).
  const end = /<\/script/gi;
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const start = match.index + match[0].length;
    end.lastIndex = start;
    const found = end.exec(html);
    ranges.push([start, found ? found.index : html.length]);
  }
  return ranges;
}

/**
 * Cuts `html` at every occurrence of the placeholders (field name → placeholder word). Each
 * placeholder must be letters and digits only, and none may contain another.
 */
export function makePageTemplate(html: string, placeholders: Record<string, string>): PageTemplate {
  const fields = Object.entries(placeholders);
  for (const [, word] of fields) {
    if (!/^[A-Za-z0-9]{8,}$/.test(word)) throw new Error("A placeholder is letters and digits");
  }
  const pattern = new RegExp(fields.map(([, word]) => word).join("|"), "g");
  const fieldOf = new Map(fields.map(([field, word]) => [word, field]));
  const scripts = scriptContents(html);
  const texts: string[] = [];
  const slots: { field: string; inScript: boolean }[] = [];
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    texts.push(html.slice(from, match.index));
    const at = match.index;
    slots.push({
      field: fieldOf.get(match[0]) ?? "",
      inScript: scripts.some(([start, end]) => at >= start && at < end),
    });
    from = at + match[0].length;
  }
  texts.push(html.slice(from));
  return { texts, slots };
}

/** The page with each slot filled with its field's value, escaped for where it stands. */
export function fillPageTemplate(template: PageTemplate, values: Record<string, string>): string {
  let html = template.texts[0] ?? "";
  template.slots.forEach((slot, index) => {
    const value = values[slot.field];
    if (value === undefined) throw new Error(`No value for ${slot.field}`);
    html += slot.inScript ? escapeForLoaderScript(value) : escapeForMarkup(value);
    html += template.texts[index + 1] ?? "";
  });
  return html;
}

/**
 * A template as it is sent: its texts as bytes and compressed once each, so that filling it in
 * for a member costs copying bytes and a checksum, not rendering or compressing the page.
 */
export interface PackedPageTemplate {
  readonly texts: readonly Buffer[];
  readonly deflated: readonly Buffer[];
  readonly checksums: readonly PieceChecksum[];
  readonly slots: PageTemplate["slots"];
}

/**
 * Whether `template` is cut into the same texts, at the same slots, as `packed`, reading the
 * script nonce `nonce` in its texts as the nonce `was` that `packed` was rendered with.
 */
export function sameTemplate(
  template: PageTemplate,
  packed: PackedPageTemplate,
  nonces: { nonce: string; was: string },
): boolean {
  if (template.texts.length !== packed.texts.length) return false;
  const sameSlots = template.slots.every((slot, index) => {
    const other = packed.slots[index];
    return other?.field === slot.field && other.inScript === slot.inScript;
  });
  return (
    sameSlots &&
    template.texts.every(
      (text, index) =>
        packed.texts[index]?.equals(Buffer.from(text.replaceAll(nonces.nonce, nonces.was))) ===
        true,
    )
  );
}

export function packPageTemplate(template: PageTemplate): PackedPageTemplate {
  const texts = template.texts.map((text) => Buffer.from(text));
  return {
    texts,
    deflated: texts.map(deflatePiece),
    checksums: texts.map(pieceChecksum),
    slots: template.slots,
  };
}

/** The filled page as the body of a response, gzip (spliced, not compressed again) or not. */
export function packedPageBody(
  template: PackedPageTemplate,
  values: Record<string, string>,
  encoding: "gzip" | "identity",
): Buffer {
  const plain: Buffer[] = [];
  const checksummed: (Buffer | PieceChecksum)[] = [];
  const deflated: Buffer[] = [];
  const last = template.slots.length;
  template.slots.forEach((slot, index) => {
    const value = values[slot.field];
    if (value === undefined) throw new Error(`No value for ${slot.field}`);
    const bytes = Buffer.from(
      slot.inScript ? escapeForLoaderScript(value) : escapeForMarkup(value),
    );
    plain.push(template.texts[index] as Buffer, bytes);
    checksummed.push(template.checksums[index] as PieceChecksum, bytes);
    deflated.push(template.deflated[index] as Buffer, storedPiece(bytes));
  });
  plain.push(template.texts[last] as Buffer);
  checksummed.push(template.checksums[last] as PieceChecksum);
  deflated.push(template.deflated[last] as Buffer);
  return encoding === "gzip" ? gzipOfPieces(deflated, checksummed) : Buffer.concat(plain);
}

/** A page kept to be shared, or the note that the page at that key is not to be shared. */
export type SharedPage =
  | {
      kind: "page";
      template: PackedPageTemplate;
      /** The script nonce it was rendered with, which its response's policy must name. */
      nonce: string;
      status: number;
      /** Its headers, besides any cookie (a shared page never sets one). */
      headers: [string, string][];
    }
  | { kind: "not-shared"; reason: string };
