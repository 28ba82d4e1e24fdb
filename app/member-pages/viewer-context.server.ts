import { createContext, type RouterContextProvider } from "react-router";
import type { LayoutUser } from "~/components/site-navigation";
import type { Language } from "~/i18n/languages";

/**
 * What a member page rendered through `renderForViewer` may know of the member asking (decision
 * 0120): the shell's view of them and the page's own facts. A page kept for other members was
 * rendered from nothing else: the request's account is out of reach while it renders.
 */
export interface Viewer<Facts> {
  language: Language;
  /** The header's and menu's view: in a shared rendering, holes where their words go. */
  layout: LayoutUser;
  /** The member's id, for a form that names them (a hole in a shared rendering). */
  id: string;
  /** A fresh key for a form that must not be sent twice (a hole, made anew for each response). */
  formKey: string;
  /** What the page shows differently for this member (whose listings are hidden from them). */
  facts: Facts;
}

export const viewerContext = createContext<Viewer<unknown> | null>(null);

/** The viewer a page is rendered for, or null for a visitor the route lets in (a preview). */
export function findViewer<Facts>(context: Readonly<RouterContextProvider>): Viewer<Facts> | null {
  return context.get(viewerContext) as Viewer<Facts> | null;
}

/** The viewer a route's middleware rendered it for; a route without that middleware has none. */
export function getViewer<Facts>(context: Readonly<RouterContextProvider>): Viewer<Facts> {
  const viewer = context.get(viewerContext);
  if (!viewer) throw new Error("this page is rendered for a viewer: add renderForViewer");
  return viewer as Viewer<Facts>;
}
