import type { Language } from "~/i18n/languages";

/**
 * Welsh names of places in Wales that have one, by city slug: what Welsh pages show (issue 38,
 * decision 0098), as the Welsh Language Commissioner's standardised place names give them
 * (docs/welsh-glossary.md). A place not listed is called the same in both languages.
 */
export const WELSH_PLACE_NAMES: Readonly<Record<string, string>> = {
  cardiff: "Caerdydd",
  swansea: "Abertawe",
  newport: "Casnewydd",
  wrexham: "Wrecsam",
  "st-davids": "Tyddewi",
  "st-asaph": "Llanelwy",
  carmarthen: "Caerfyrddin",
  caerphilly: "Caerffili",
  bridgend: "Pen-y-bont ar Ogwr",
  barry: "Y Barri",
  "merthyr-tydfil": "Merthyr Tudful",
  neath: "Castell-nedd",
};

/**
 * Welsh councils by their own Welsh names, by the allotment directory's id (app/data/allotments.ts),
 * as each council names itself and the Commissioner's list spells the place (a test keeps every
 * Welsh council in the directory here). English, Scottish and Northern Irish councils keep their
 * names in both languages.
 */
export const WELSH_COUNCIL_NAMES: Readonly<Record<string, string>> = {
  cardiff: "Cyngor Caerdydd",
  newport: "Cyngor Dinas Casnewydd",
};

/** A place's name in `lng`: its Welsh name on a Welsh page where it has one. */
export function placeNameIn(lng: Language, place: { slug: string; name: string }): string {
  return (lng === "cy" ? WELSH_PLACE_NAMES[place.slug] : undefined) ?? place.name;
}

/**
 * A city's name and county in `lng`. A county named after its city (Cardiff, Cardiff) is the
 * city's own council area, so it takes the city's Welsh name too; other counties keep theirs.
 */
export function cityNamesIn<T extends { slug: string; name: string; county: string }>(
  lng: Language,
  city: T,
): T {
  const name = placeNameIn(lng, city);
  return { ...city, name, county: city.county === city.name ? name : city.county };
}

/** A council's name in `lng`: a Welsh council's Welsh name on a Welsh page. */
export function councilNameIn(lng: Language, council: { id: string; councilName: string }): string {
  return (lng === "cy" ? WELSH_COUNCIL_NAMES[council.id] : undefined) ?? council.councilName;
}
