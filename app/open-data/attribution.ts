import { POSTCODE_DATA_CREDIT } from "~/components/postcode-data-credit";
import { FOOD_BANK_DATA_SOURCE } from "~/food-banks/data-credit";

// What each open-data answer says about where its data comes from and on what terms it may be
// reused (decision 0096). Every answer carries its own, so a copy taken on its own keeps it.

export interface Attribution {
  /** Who to credit, and how, when reusing this answer. */
  credit: string;
  licence: { name: string; url: string };
  sources: Array<{ name: string; url: string }>;
}

/** Glut's own compilations (allotment councils, planting calendar, sharing counts). */
export const GLUT_LICENCE = {
  name: "Creative Commons Attribution 4.0 International (CC BY 4.0)",
  url: "https://creativecommons.org/licenses/by/4.0/",
} as const;

export const OGL_V3 = {
  name: "Open Government Licence v3.0",
  url: "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
} as const;

const glut = (appUrl: string) => ({ name: "Glut", url: appUrl });

/** Food banks: Give Food's data, credited with a link to its homepage as it asks. */
export function foodBankAttribution(appUrl: string): Attribution {
  return {
    credit: `Food bank details, needs and excess items from ${FOOD_BANK_DATA_SOURCE.name} (${FOOD_BANK_DATA_SOURCE.url}), ${FOOD_BANK_DATA_SOURCE.description}; credit Give Food with a link to its homepage when you reuse them. ${POSTCODE_DATA_CREDIT}`,
    licence: { name: "Give Food's terms of reuse", url: FOOD_BANK_DATA_SOURCE.url },
    sources: [{ name: FOOD_BANK_DATA_SOURCE.name, url: FOOD_BANK_DATA_SOURCE.url }, glut(appUrl)],
  };
}

/** Cities: centres and population figures from the statistics offices, under the OGL. */
export function cityAttribution(appUrl: string): Attribution {
  return {
    credit:
      "Compiled by Glut. Population figures from ONS, National Records of Scotland and NISRA: contains public sector information licensed under the Open Government Licence v3.0.",
    licence: OGL_V3,
    sources: [
      glut(appUrl),
      { name: "Office for National Statistics", url: "https://www.ons.gov.uk" },
    ],
  };
}

/** Allotment councils and the planting calendar: Glut's own compilation. */
export function glutAttribution(appUrl: string): Attribution {
  return {
    credit: `Compiled by Glut (${appUrl}); licensed under CC BY 4.0: credit Glut with a link.`,
    licence: GLUT_LICENCE,
    sources: [glut(appUrl)],
  };
}

/** Sharing counts: Glut's, placed at district centres from the postcode data. */
export function sharingAttribution(appUrl: string): Attribution {
  return {
    credit: `Counts by Glut (${appUrl}); licensed under CC BY 4.0: credit Glut with a link. ${POSTCODE_DATA_CREDIT}`,
    licence: GLUT_LICENCE,
    sources: [glut(appUrl)],
  };
}
