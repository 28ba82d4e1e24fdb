// Sent inline at the end of /food-banks (server/inline-scripts.ts, decision 0059).
import { citiesListedIn, enhanceCitySearch } from "./city-search.enhance";

const form = document.querySelector<HTMLFormElement>("form[data-city-search]");
if (form) enhanceCitySearch(form, citiesListedIn(document));
