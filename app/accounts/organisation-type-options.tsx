import { useTranslation } from "react-i18next";
import { organizationTypes } from "./registration-number";

/**
 * The organisation types as a select's options, in the order the sign-up form lists them, in the
 * page's language (`accounts:organisationTypes`): every page that shows them (sign-up, the
 * dashboard's new application) sends `accounts`.
 */
export function OrganisationTypeOptions() {
  const { t } = useTranslation("accounts");
  return organizationTypes.map((type) => (
    <option key={type} value={type}>
      {t(`organisationTypes.${type}`)}
    </option>
  ));
}
