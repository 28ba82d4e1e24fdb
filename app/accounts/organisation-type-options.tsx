import { organizationTypeLabels, organizationTypes } from "./registration-number";

/** The organisation types as a select's options, in the order the sign-up form lists them. */
export function OrganisationTypeOptions() {
  return organizationTypes.map((type) => (
    <option key={type} value={type}>
      {organizationTypeLabels[type]}
    </option>
  ));
}
