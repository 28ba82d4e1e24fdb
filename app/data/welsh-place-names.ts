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

/** Welsh names of places in Wales that English uses too (a county, a city). */
const SAME_IN_BOTH = ["Bangor", "Gwynedd"];

/** 'yn' with a Welsh place name after it, nasally mutated: 'yng Nghaerdydd', 'ym Mangor'. */
function ynPlace(yn: string, name: string): string {
  const y = yn[0] ?? "y";
  const two = name.slice(0, 2);
  if (name.startsWith("Y ")) return `${y}n y ${name.slice(2)}`;
  if (name.startsWith("C") && two !== "Ch") return `${y}ng Ngh${name.slice(1)}`;
  if (name.startsWith("P") && two !== "Ph") return `${y}m Mh${name.slice(1)}`;
  if (name.startsWith("T") && two !== "Th") return `${y}n Nh${name.slice(1)}`;
  if (name.startsWith("G")) return `${y}ng Ng${name.slice(1)}`;
  if (name.startsWith("B")) return `${y}m M${name.slice(1)}`;
  if (name.startsWith("D") && two !== "Dd") return `${y}n N${name.slice(1)}`;
  if (name.startsWith("M")) return `${y}m ${name}`;
  return `${yn} ${name}`;
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const AFTER_YN = new RegExp(
  `\\b([Yy]n) (${[...Object.values(WELSH_PLACE_NAMES), ...SAME_IN_BOTH].map(escaped).join("|")})(?![\\p{L}-])`,
  "gu",
);

/**
 * Welsh text with each Welsh place name after 'yn' (in) nasally mutated, as Welsh writes it:
 * 'yn Caerdydd' becomes 'yng Nghaerdydd', 'yn Bangor' 'ym Mangor'. A catalogue says 'yn {{city}}'
 * for every city; places outside Wales keep their names ('yn Leeds'), as Welsh usage does.
 */
export function mutatePlacesAfterYn(text: string): string {
  return text.replace(AFTER_YN, (_, yn: string, name: string) => ynPlace(yn, name));
}
