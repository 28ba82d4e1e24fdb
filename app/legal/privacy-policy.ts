import type { LegalSection } from "~/components/legal-document";
import { dataSections } from "./privacy-data-sections";
import type { PrivacyFacts } from "./privacy-facts";
import { rightsSections } from "./privacy-rights-sections";
import { sharingSections } from "./privacy-sharing-sections";

/** The privacy policy, section by section, stated for this site's configuration. */
export function privacySections(facts: PrivacyFacts): LegalSection[] {
  return [...dataSections(facts), ...sharingSections(facts), ...rightsSections(facts)];
}
