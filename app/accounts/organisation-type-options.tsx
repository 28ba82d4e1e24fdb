import {
  type OrganizationType,
  organizationTypeLabels,
  organizationTypes,
} from "./registration-number";

/**
 * The organisation types as a select's options, in the order the sign-up form lists them; in
 * English unless a converted page passes its words (accounts:organisationTypes).
 */
export function OrganisationTypeOptions({
  labels = organizationTypeLabels,
}: {
  labels?: Record<OrganizationType, string>;
}) {
  return organizationTypes.map((type) => (
    <option key={type} value={type}>
      {labels[type]}
    </option>
  ));
}
