import type { Country } from "~/data/cities";

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

const samaritans: SupportContact = {
  name: "Samaritans",
  description: "Someone to talk to, any time of the day or night, whatever you are going through.",
  phone: { display: "116 123", tel: "116123" },
  url: "https://www.samaritans.org",
  linkText: "Samaritans website",
};

const trussell: SupportContact = {
  name: "Trussell",
  description:
    "Trussell's food banks and its Help through Hardship helpline, run with Citizens Advice, help people in England and Wales who cannot afford essentials, including with a food bank referral.",
  url: "https://www.trussell.org.uk",
  linkText: "Trussell website",
};

const supportByCountry: Record<Country, SupportContact[]> = {
  England: [
    {
      name: "Citizens Advice (Adviceline)",
      description: "Free, confidential advice on benefits, debt, housing and work, in England.",
      phone: { display: "0800 144 8848", tel: "08001448848" },
      url: "https://www.citizensadvice.org.uk",
      linkText: "Citizens Advice website",
    },
    trussell,
    {
      name: "Your local council",
      description:
        "Many councils run a local welfare or household support scheme that can help with food and bills in an emergency.",
      url: "https://www.gov.uk/find-local-council",
      linkText: "Find your local council",
    },
  ],
  Wales: [
    {
      name: "Citizens Advice (Advicelink Cymru)",
      description: "Free, confidential advice on benefits, debt, housing and work, in Wales.",
      phone: { display: "0800 702 2020", tel: "08007022020" },
      url: "https://www.citizensadvice.org.uk/wales/",
      linkText: "Citizens Advice Cymru website",
    },
    trussell,
    {
      name: "Discretionary Assistance Fund",
      description:
        "The Welsh Government's emergency payments for food, gas and electricity when you are in crisis.",
      url: "https://www.gov.wales/discretionary-assistance-fund-daf",
      linkText: "Discretionary Assistance Fund on GOV.WALES",
    },
  ],
  Scotland: [
    {
      name: "Citizens Advice Scotland",
      description: "Free, confidential advice on benefits, debt, housing and work, in Scotland.",
      url: "https://www.cas.org.uk",
      linkText: "Citizens Advice Scotland website",
    },
    {
      name: "Scottish Welfare Fund",
      description:
        "Crisis grants from your council when you cannot afford food or other essentials in an emergency.",
      url: "https://www.mygov.scot/scottish-welfare-fund",
      linkText: "Scottish Welfare Fund on mygov.scot",
    },
  ],
  "Northern Ireland": [
    {
      name: "Advice NI",
      description: "Free, independent advice on benefits, debt and money in Northern Ireland.",
      url: "https://www.adviceni.net",
      linkText: "Advice NI website",
    },
    {
      name: "Discretionary Support",
      description:
        "Grants and interest-free loans for living expenses in an emergency, from the Department for Communities.",
      url: "https://www.nidirect.gov.uk/articles/discretionary-support",
      linkText: "Discretionary Support on nidirect",
    },
  ],
};

/** The nation's advice and crisis services, then Samaritans. */
export function emergencySupportFor(country: Country): SupportContact[] {
  return [...supportByCountry[country], samaritans];
}
