import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { City } from "~/data/cities";
import { UK_REGION_KEYS } from "~/data/uk-regions";
import { mutatePlacesAfterYn } from "~/data/welsh-place-names";
import type { ImpactCounts, ImpactPeriod } from "~/handover/impact-text";
import type { SharedSoFarWords } from "~/handover/shared-so-far";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";

// A wanted post's card: the Wanted tab's own words too.
export { wantedCardDataIn, wantedCardWordsIn } from "~/wanted/wanted-card-words";

// The place pages' words that are made from data (counts, populations, regions, a card's dates),
// in the page's language from the `places` catalogue (decision 0098). In English each says
// exactly what listing-counts.ts, population-basis.ts and the listing card say
// (place-words.test.ts), since those stay the English of pages not yet converted.

export type PlacesT = TFunction<"places">;

// A listing card's and the map's words are the listings' own, shared with /listings and home.
export {
  availableUntilIn,
  cardWordsIn,
  distanceIn,
  listingCardDataIn,
  mapWordsIn,
  relativeDateWordsIn,
} from "~/listings/listing-card-words";

/** A region's or nation's name in the page's language; an unknown one as it is. */
export function regionIn(t: PlacesT, region: string): string {
  const key = UK_REGION_KEYS[region];
  return key ? t(`regions.${key}`) : region;
}

/** A count as the page writes it, '+' when it is a lower bound (listing-counts.ts). */
function figure(n: number, lng: Language, exact = true): string {
  return `${n.toLocaleString(FORMAT_LOCALE[lng])}${exact ? "" : "+"}`;
}

/** '12 active listings in Leeds' (`kind` active) or '3 free listings in Leeds' (free). */
export function listingCountIn(
  t: PlacesT,
  lng: Language,
  kind: "active" | "free",
  total: number,
  cityName: string,
  exact = true,
): string {
  return t(`counts.${kind}`, { count: total, n: figure(total, lng, exact), city: cityName });
}

/** 'View All 120+ Listings', or its free-food version. */
export function viewAllIn(
  t: PlacesT,
  lng: Language,
  free: boolean,
  total: number,
  exact = true,
): string {
  return t(free ? "counts.viewAllFree" : "counts.viewAll", { n: figure(total, lng, exact) });
}

/** 'population 845,189 (Leeds council area, mid-2024 estimate)', `name` as the page calls it. */
export function populationIn(
  t: PlacesT,
  lng: Language,
  city: Pick<City, "name" | "population" | "populationBasis">,
  name: string = city.name,
): string {
  const basis =
    city.populationBasis === "councilArea2024" && city.name === "London"
      ? t("population.london")
      : t(`population.${city.populationBasis}`, { name });
  return t("population.text", { n: city.population.toLocaleString(FORMAT_LOCALE[lng]), basis });
}

/**
 * What was shared in a city and across the UK, in the page's language (`city.shared`): true for
 * every count, 0 included (nothing claimed that did not happen), and a month that is the whole
 * year so far said once.
 */
export function citySharedWordsIn(t: PlacesT, lng: Language, cityName: string): SharedSoFarWords {
  const locale = FORMAT_LOCALE[lng];
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const sentence =
    (where: string) =>
    ({ thisMonth, thisYear }: ImpactCounts, period: ImpactPeriod): string => {
      const month = monthName.format(new Date(`${period.month}-01T12:00:00Z`));
      const year = period.year;
      const items = (count: number) =>
        t("city.shared.items", { count, n: count.toLocaleString(locale) });
      if (thisYear === 0) return t("city.shared.none", { where, year });
      if (thisMonth === thisYear) {
        return t("city.shared.sameMonth", { items: items(thisYear), where, month, year });
      }
      if (thisMonth === 0) {
        return t("city.shared.noneThisMonth", { items: items(thisYear), where, month, year });
      }
      return t("city.shared.both", {
        items: items(thisMonth),
        where,
        month,
        yearCount: thisYear.toLocaleString(locale),
        year,
      });
    };
  return {
    title: t("city.shared.title", { city: cityName }),
    here: sentence(t("city.shared.here", { city: cityName })),
    uk: sentence(t("city.shared.uk")),
    beFirst: t("city.shared.beFirst", { city: cityName }),
    shareLink: t("city.shared.shareLink"),
    beFirstAfter: t("city.shared.beFirstAfter"),
    note: t("city.shared.note"),
  };
}

/**
 * The `places` translator for a page in `lng`: in Welsh, a Welsh place name after 'yn' is
 * mutated as Welsh writes it ('yng Nghaerdydd'), since the catalogue says 'yn {{city}}' for
 * every city (mutatePlacesAfterYn). English as it is.
 */
export function placesTIn(t: PlacesT, lng: Language): PlacesT {
  if (lng !== "cy") return t;
  const translate = t as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) =>
    mutatePlacesAfterYn(String(translate(...args)))) as unknown as PlacesT;
}

/** The page's `places` translator, as `placesTIn` makes it. */
export function usePlacesT(): PlacesT {
  const { t, i18n } = useTranslation("places");
  return placesTIn(t, i18n.language === "cy" ? "cy" : "en");
}
