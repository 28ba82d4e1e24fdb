// Decision 0061: a page that is read first (`readFirstPage`) has its scripts fetched after its
// first paint, not before. React Router's <Scripts /> writes a <link rel="modulepreload"> for
// every file of the page's module graph (36 on a listing's page), and React hoists them into
// <head>, where a phone on a slow connection fetches them ahead of the paint the server-rendered
// page could already make. Without them the browser fetches the same files as the module script
// imports them, after the document is parsed.

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The document's head without its module preloads; everything else as it was. */
export function withoutModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, "");
}
