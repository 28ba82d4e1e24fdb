import type { LegalSection } from "~/components/legal-document";
import type { Translate } from "~/i18n/messages";
import { dataSections } from "./privacy-data-sections";
import type { PrivacyFacts } from "./privacy-facts";
import { rightsSections } from "./privacy-rights-sections";
import { sharingSections } from "./privacy-sharing-sections";

/**
 * The privacy policy, section by section, stated for this site's configuration, in the page's
 * language (`t` over the `legal` namespace).
 */
export function privacySections(facts: PrivacyFacts, t: Translate): LegalSection[] {
  return [...dataSections(facts, t), ...sharingSections(facts, t), ...rightsSections(facts, t)];
}
