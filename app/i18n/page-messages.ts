import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { PageMessages } from "./messages";

/**
 * In the browser, adds the catalogues that the matched routes' loaders sent (`messages`, from
 * `messagesFor`) to the one i18next instance of the tab before the page renders with them: on
 * hydration, and on each client navigation to a route with a namespace of its own. On the server
 * the request's instance holds every catalogue already.
 */
export function usePageMessages(): void {
  const { i18n } = useTranslation();
  const matches = useMatches();
  if (typeof document === "undefined") return;
  for (const match of matches) {
    const messages = (match.loaderData as { messages?: PageMessages } | undefined)?.messages;
    if (!messages) continue;
    for (const [ns, catalogue] of Object.entries(messages.namespaces)) {
      if (!i18n.hasResourceBundle(messages.lng, ns)) {
        i18n.addResourceBundle(messages.lng, ns, catalogue, true, false);
      }
    }
  }
}
