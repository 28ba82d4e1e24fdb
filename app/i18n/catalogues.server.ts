import type { Language } from "./languages";
import cyAccounts from "./locales/cy/accounts";
import cyAdmin from "./locales/cy/admin";
import cyAlerts from "./locales/cy/alerts";
import cyCommon from "./locales/cy/common";
import cyCommunity from "./locales/cy/community";
import cyDashboard from "./locales/cy/dashboard";
import cyEmail from "./locales/cy/email";
import cyFoodBanks from "./locales/cy/foodBanks";
import cyForum from "./locales/cy/forum";
import cyHandovers from "./locales/cy/handovers";
import cyLegal from "./locales/cy/legal";
import cyListings from "./locales/cy/listings";
import cyMessages from "./locales/cy/messages";
import cyMyListings from "./locales/cy/myListings";
import cyPages from "./locales/cy/pages";
import cyPlaces from "./locales/cy/places";
import cyPlanting from "./locales/cy/planting";
import cySafety from "./locales/cy/safety";
import cySeo from "./locales/cy/seo";
import cySupport from "./locales/cy/support";
import cyTrust from "./locales/cy/trust";
import cyWanted from "./locales/cy/wanted";
import enAccounts from "./locales/en/accounts";
import enAdmin from "./locales/en/admin";
import enAlerts from "./locales/en/alerts";
import enCommon from "./locales/en/common";
import enCommunity from "./locales/en/community";
import enDashboard from "./locales/en/dashboard";
import enEmail from "./locales/en/email";
import enFoodBanks from "./locales/en/foodBanks";
import enForum from "./locales/en/forum";
import enHandovers from "./locales/en/handovers";
import enLegal from "./locales/en/legal";
import enListings from "./locales/en/listings";
import enMessages from "./locales/en/messages";
import enMyListings from "./locales/en/myListings";
import enPages from "./locales/en/pages";
import enPlaces from "./locales/en/places";
import enPlanting from "./locales/en/planting";
import enSafety from "./locales/en/safety";
import enSeo from "./locales/en/seo";
import enSupport from "./locales/en/support";
import enTrust from "./locales/en/trust";
import enWanted from "./locales/en/wanted";
import type { Catalogue, PageMessages } from "./messages";

/**
 * Every message catalogue, per language and namespace (decision 0098). Server only.
 * A new namespace is a file in each of `locales/en` and `locales/cy` and a line in each here.
 */
export const catalogues = {
  en: {
    common: enCommon,
    accounts: enAccounts,
    email: enEmail,
    pages: enPages,
    foodBanks: enFoodBanks,
    places: enPlaces,
    planting: enPlanting,
    forum: enForum,
    alerts: enAlerts,
    messages: enMessages,
    listings: enListings,
    admin: enAdmin,
    legal: enLegal,
    myListings: enMyListings,
    handovers: enHandovers,
    wanted: enWanted,
    safety: enSafety,
    support: enSupport,
    dashboard: enDashboard,
    community: enCommunity,
    trust: enTrust,
    seo: enSeo,
  },
  cy: {
    common: cyCommon,
    accounts: cyAccounts,
    email: cyEmail,
    pages: cyPages,
    foodBanks: cyFoodBanks,
    places: cyPlaces,
    planting: cyPlanting,
    forum: cyForum,
    alerts: cyAlerts,
    messages: cyMessages,
    listings: cyListings,
    admin: cyAdmin,
    legal: cyLegal,
    myListings: cyMyListings,
    handovers: cyHandovers,
    wanted: cyWanted,
    safety: cySafety,
    support: cySupport,
    dashboard: cyDashboard,
    community: cyCommunity,
    trust: cyTrust,
    seo: cySeo,
  },
} satisfies Record<Language, Record<string, Catalogue>>;

export type Namespace = keyof (typeof catalogues)["en"];
export const NAMESPACES = Object.keys(catalogues.en) as Namespace[];

/** The namespaces given, in `lng` alone, for loader data (the root's shell words). */
export function messagesFor(lng: Language, namespaces: readonly Namespace[]): PageMessages {
  const chosen: Record<string, Catalogue> = {};
  for (const ns of namespaces) chosen[ns] = catalogues[lng][ns];
  return { lng, namespaces: chosen };
}
