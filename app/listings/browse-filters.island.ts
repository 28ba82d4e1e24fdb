// Sent inline after the filter form of /listings and /listings/wanted (server/inline-scripts.ts,
// decisions 0059 and 0104).
import { enhanceBrowseFilters } from "./browse-filters.enhance";

const form = document.querySelector<HTMLFormElement>("form[data-browse-filters]");
if (form) enhanceBrowseFilters(form);
