// Imports nothing, so the Express server (run by Node as it is) can import it too.

/**
 * A member page rendered for a viewer (decision 0120): the HTML as React wrote it, with holes
 * where what is the member's or the response's alone goes (their name, place and id, the
 * response's CSP nonce and a form's fresh key), filled in for each response.
 */
export interface KeptRendering {
  status: number;
  headers: [string, string][];
  html: string;
}

/** The response cache's side for renderings made for a viewer (server/response-cache.ts). */
export interface ViewerRenderings {
  /** The rendering kept under `key`, while it is fresh. */
  find(key: string): KeptRendering | undefined;
  /** How many writes the cache has seen: read before rendering, handed back to `keep`. */
  writes(): number;
  /** Keeps the rendering, unless a write happened since `writesBefore` (the write guard). */
  keep(key: string, rendering: KeptRendering, writesBefore: number): void;
}

export type HoleName = "name" | "location" | "nonce" | "id" | "formKey";

// Private-use characters: React writes them as they are, in text and in attributes alike, and
// nothing a person types is taken into a page without passing through `escapeHtml` or React.
const START = "\uE000";
const END = "\uE001";
const HOLE = /\uE000([A-Za-z]+)\uE001/g;
const HOLE_NAMES: readonly string[] = [
  "name",
  "location",
  "nonce",
  "id",
  "formKey",
] satisfies HoleName[];

/** What a shared rendering writes where `name` goes. */
export function hole(name: HoleName): string {
  return `${START}${name}${END}`;
}

/** As React escapes text and attribute values, so a filled page reads as one React rendered. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => {
    switch (character) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case '"':
        return "&quot;";
      default:
        return "&#x27;";
    }
  });
}

/**
 * The page with each hole filled with its value, escaped; null when the rendering holds a hole
 * it cannot fill (a hole's marker split or changed on the way), which must then not be sent.
 */
export function fillHoles(html: string, values: Record<HoleName, string>): string | null {
  let unknown = false;
  const filled = html.replace(HOLE, (_marker, name: string) => {
    if (!HOLE_NAMES.includes(name)) {
      unknown = true;
      return "";
    }
    return escapeHtml(values[name as HoleName]);
  });
  if (unknown || filled.includes(START) || filled.includes(END)) return null;
  return filled;
}
