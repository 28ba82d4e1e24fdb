// Sent inline at the end of /locations' search (server/inline-scripts.ts, decision 0059).
import { enhanceLocationsSearch } from "./locations-search.enhance";

const root = document.querySelector<HTMLElement>("[data-locations-search]");
if (root) enhanceLocationsSearch(root);
