// Sent inline at the end of /allotments' directory (server/inline-scripts.ts, decision 0059).
import { enhanceAllotmentSearch } from "./allotment-search.enhance";

const root = document.querySelector<HTMLElement>("[data-allotment-search]");
if (root) enhanceAllotmentSearch(root);
