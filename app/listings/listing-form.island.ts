// Sent inline at the end of the static pages for creating and editing a listing
// (server/inline-scripts.ts, decision 0108): the form's checks from its schema, the place field's
// suggestions, and the listing form's own enhancer (its photos, its held button, its upload with
// a progress bar).
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhancePlaceSuggestions } from "~/components/place-suggestions.enhance";
import { enhanceListingForm } from "./listing-form.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-checks]")) {
  enhanceFormChecks(form);
  for (const input of form.querySelectorAll<HTMLInputElement>("input[list]")) {
    enhancePlaceSuggestions(input);
  }
  enhanceListingForm(form);
}
