import type { Country } from "~/data/cities";
import { englishFrom } from "~/i18n/english";
import enFoodBanks from "~/i18n/locales/en/foodBanks";
import type { Translate } from "~/i18n/messages";

/**
 * Where to turn in a crisis, by nation: advice services and emergency grants differ between
 * England, Wales, Scotland and Northern Ireland. A phone number appears only where we are sure
 * it is the service's national, free line; otherwise the organisation's own site is linked,
 * where its current numbers and opening hours are kept.
 */
export interface SupportContact {
  name: string;
  description: string;
  phone?: { display: string; tel: string };
  url: string;
  linkText: string;
}

/** A service: its words are the catalogue's `contacts.<key>` (name, description, linkText). */
interface Service {
  key: string;
  phone?: { display: string; tel: string };
  url: string;
}

const samaritans: Service = {
  key: "samaritans",
  phone: { display: "116 123", tel: "116123" },
  url: "https://www.samaritans.org",
};

const trussell: Service = { key: "trussell", url: "https://www.trussell.org.uk" };

const supportByCountry: Record<Country, Service[]> = {
  England: [
    {
      key: "citizensAdviceEngland",
      phone: { display: "0800 144 8848", tel: "08001448848" },
      url: "https://www.citizensadvice.org.uk",
    },
    trussell,
    { key: "localCouncil", url: "https://www.gov.uk/find-local-council" },
  ],
  Wales: [
    {
      key: "citizensAdviceWales",
      phone: { display: "0800 702 2020", tel: "08007022020" },
      url: "https://www.citizensadvice.org.uk/wales/",
    },
    trussell,
    {
      key: "discretionaryAssistanceFund",
      url: "https://www.gov.wales/discretionary-assistance-fund-daf",
    },
  ],
  Scotland: [
    { key: "citizensAdviceScotland", url: "https://www.cas.org.uk" },
    { key: "scottishWelfareFund", url: "https://www.mygov.scot/scottish-welfare-fund" },
  ],
  "Northern Ireland": [
    { key: "adviceNi", url: "https://www.adviceni.net" },
    {
      key: "discretionarySupport",
      url: "https://www.nidirect.gov.uk/articles/discretionary-support",
    },
  ],
};

const english = englishFrom(enFoodBanks);

/**
 * The nation's advice and crisis services, then Samaritans, worded by `t` (the request's
 * `foodBanks` translator; English by default).
 */
export function emergencySupportFor(country: Country, t: Translate = english): SupportContact[] {
  return [...supportByCountry[country], samaritans].map(({ key, phone, url }) => ({
    name: t(`contacts.${key}.name`),
    description: t(`contacts.${key}.description`),
    ...(phone ? { phone } : {}),
    url,
    linkText: t(`contacts.${key}.linkText`),
  }));
}
