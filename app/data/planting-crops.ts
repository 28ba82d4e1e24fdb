/**
 * Each crop's sowing, planting and harvest months for an average lowland garden or allotment in
 * England and Wales (Scotland and the north a week or two later, the south-west a week or two
 * earlier). The month-by-month guide is built from this table, so a crop's months are written
 * once. Every crop was checked against at least two named UK sources; they are listed per crop in
 * docs/decisions/0081-planting-months-and-companion-evidence.md.
 *
 * Months are 1 (January) to 12 (December), written in growing order: a window that runs over the
 * year end, such as a harvest from October to March, is written [10, 11, 12, 1, 2, 3].
 */
export type CropActivity = "sowUnderCover" | "sowOutside" | "plantOut" | "harvest";

export const cropActivities: readonly CropActivity[] = [
  "sowUnderCover",
  "sowOutside",
  "plantOut",
  "harvest",
];

export interface CropCalendar {
  /** The crop as the guide names it; with `variety`, what tells two entries apart. */
  name: string;
  /** A kind grown on a different timetable, shown in brackets ("hardy varieties"). */
  variety?: string;
  sowUnderCover?: readonly number[];
  sowOutside?: readonly number[];
  plantOut?: readonly number[];
  harvest?: readonly number[];
  /** What the crop is called in one list when that differs ("Rhubarb crowns" to plant). */
  labels?: Partial<Record<CropActivity, string>>;
  /** A qualifier for one month of one list ("late in the month"), shown in brackets. */
  notes?: Partial<Record<CropActivity, Partial<Record<number, string>>>>;
}

const LATE = "late in the month";

export const cropCalendars: readonly CropCalendar[] = [
  // Fruiting crops raised under cover
  {
    name: "Tomatoes",
    sowUnderCover: [2, 3, 4],
    plantOut: [5, 6],
    harvest: [7, 8, 9],
    notes: {
      sowUnderCover: { 2: "greenhouse varieties, heated propagator", 4: "outdoor varieties" },
      plantOut: { 5: LATE },
    },
  },
  {
    name: "Chillies",
    sowUnderCover: [1, 2, 3],
    plantOut: [5, 6],
    harvest: [7, 8, 9, 10],
    notes: {
      sowUnderCover: { 1: "heated propagator" },
      plantOut: { 5: "greenhouse or large pots", 6: "sheltered spot or greenhouse" },
    },
  },
  {
    name: "Sweet peppers",
    sowUnderCover: [2, 3],
    plantOut: [5, 6],
    harvest: [7, 8, 9, 10],
    notes: { plantOut: { 5: "greenhouse", 6: "sheltered spot or greenhouse" } },
  },
  {
    name: "Aubergines",
    sowUnderCover: [2, 3],
    plantOut: [5, 6],
    harvest: [8, 9, 10],
    notes: { plantOut: { 5: "greenhouse", 6: "greenhouse" } },
  },
  {
    name: "Cucumbers",
    sowUnderCover: [4, 5],
    plantOut: [5, 6],
    harvest: [7, 8, 9],
    notes: { plantOut: { 5: "greenhouse", 6: "outdoor varieties" } },
  },
  {
    name: "Courgettes",
    sowUnderCover: [4, 5],
    sowOutside: [5, 6],
    plantOut: [5, 6],
    harvest: [7, 8, 9, 10],
    notes: { sowOutside: { 5: LATE }, plantOut: { 5: "after the last frost" } },
  },
  {
    name: "Squash and pumpkins",
    sowUnderCover: [4, 5],
    sowOutside: [5, 6],
    plantOut: [5, 6],
    harvest: [9, 10],
    notes: { sowOutside: { 5: LATE }, plantOut: { 5: "after the last frost" } },
  },
  {
    name: "Sweetcorn",
    sowUnderCover: [4, 5],
    sowOutside: [5, 6],
    plantOut: [5, 6],
    harvest: [8, 9],
    notes: { sowOutside: { 5: LATE }, plantOut: { 5: "after the last frost" } },
  },
  // Beans and peas
  {
    name: "French beans",
    sowUnderCover: [4, 5],
    sowOutside: [5, 6, 7],
    plantOut: [5, 6],
    harvest: [7, 8, 9],
    notes: { sowOutside: { 7: "early in the month" }, plantOut: { 5: LATE } },
  },
  {
    name: "Runner beans",
    sowUnderCover: [4, 5],
    sowOutside: [5, 6],
    plantOut: [5, 6],
    harvest: [7, 8, 9, 10],
    notes: { sowUnderCover: { 4: LATE }, sowOutside: { 5: LATE }, plantOut: { 5: LATE } },
  },
  {
    name: "Broad beans",
    sowUnderCover: [1, 2],
    sowOutside: [2, 3, 4],
    plantOut: [3, 4],
    harvest: [6, 7, 8],
    labels: { plantOut: "Broad beans raised in pots" },
    notes: {
      sowUnderCover: { 1: "pots in a cold frame", 2: "pots in a cold frame" },
      sowOutside: { 2: "mild areas, under cloches" },
    },
  },
  {
    name: "Broad beans",
    variety: "hardy varieties",
    sowOutside: [10, 11],
    harvest: [5, 6],
  },
  {
    name: "Peas",
    sowUnderCover: [2, 3],
    sowOutside: [3, 4, 5, 6],
    harvest: [6, 7, 8, 9],
    notes: {
      sowUnderCover: { 2: "in guttering", 3: "in guttering" },
      harvest: { 9: "June sowings" },
    },
  },
  {
    name: "Peas",
    variety: "hardy varieties",
    sowOutside: [10, 11],
    harvest: [5, 6],
    notes: { sowOutside: { 10: "under cloches", 11: "under cloches" } },
  },
  // Salads and leaves
  {
    name: "Lettuce",
    sowUnderCover: [1, 2, 3],
    sowOutside: [4, 5, 6, 7, 8],
    plantOut: [3, 4, 5],
    harvest: [5, 6, 7, 8, 9, 10],
    labels: { plantOut: "Lettuce raised under cover" },
    notes: { sowOutside: { 6: "in light shade", 7: "in light shade" } },
  },
  {
    name: "Winter lettuce",
    sowUnderCover: [8, 9, 10],
    harvest: [12, 1, 2, 3, 4],
    notes: { harvest: { 12: "under cover", 1: "under cover", 2: "under cover" } },
  },
  {
    name: "Winter salad leaves",
    sowUnderCover: [8, 9, 10],
    harvest: [10, 11, 12, 1, 2, 3],
    notes: { harvest: { 12: "under cover", 1: "under cover", 2: "under cover" } },
  },
  {
    name: "Pea shoots and microgreens",
    sowUnderCover: [9, 10, 11, 12],
    harvest: [10, 11, 12, 1],
    notes: { sowUnderCover: { 11: "on a windowsill", 12: "on a windowsill" } },
  },
  { name: "Radishes", sowOutside: [3, 4, 5, 6, 7, 8, 9], harvest: [4, 5, 6, 7, 8, 9, 10] },
  { name: "Spring onions", sowOutside: [3, 4, 5, 6, 7, 8], harvest: [5, 6, 7, 8, 9, 10] },
  {
    name: "Spinach",
    sowUnderCover: [2],
    sowOutside: [3, 4, 5],
    harvest: [5, 6, 7],
  },
  {
    name: "Spinach",
    variety: "winter varieties",
    sowOutside: [8, 9],
    harvest: [10, 11, 12, 1, 2, 3],
  },
  { name: "Swiss chard", sowOutside: [4, 5, 6, 7], harvest: [7, 8, 9, 10, 11] },
  {
    name: "Rocket",
    sowOutside: [4, 5, 6, 7, 8, 9],
    harvest: [5, 6, 7, 8, 9, 10, 11],
    notes: { sowOutside: { 6: "in light shade", 7: "in light shade" } },
  },
  {
    name: "Pak choi",
    sowOutside: [5, 6, 7, 8],
    harvest: [6, 7, 8, 9, 10],
    notes: { sowOutside: { 5: "bolt-resistant varieties", 6: "bolt-resistant varieties" } },
  },
  // Roots
  {
    name: "Carrots",
    sowOutside: [3, 4, 5, 6, 7],
    harvest: [6, 7, 8, 9, 10, 11],
    notes: {
      sowOutside: { 3: "early varieties, under cloches" },
      harvest: { 10: "lift maincrop" },
    },
  },
  {
    name: "Beetroot",
    sowOutside: [3, 4, 5, 6, 7],
    harvest: [6, 7, 8, 9, 10],
    notes: { sowOutside: { 3: LATE } },
  },
  {
    name: "Parsnips",
    sowOutside: [3, 4, 5],
    harvest: [10, 11, 12, 1, 2, 3],
    notes: { harvest: { 3: "lift the last" } },
  },
  { name: "Turnips", sowOutside: [3, 4, 5, 6, 7, 8], harvest: [5, 6, 7, 8, 9, 10, 11] },
  { name: "Swede", sowOutside: [5, 6], harvest: [10, 11, 12, 1, 2] },
  {
    name: "Kohl rabi",
    sowOutside: [3, 4, 5, 6, 7],
    harvest: [6, 7, 8, 9, 10],
    notes: { sowOutside: { 3: "under cloches" } },
  },
  {
    name: "Florence fennel",
    sowOutside: [5, 6, 7],
    harvest: [8, 9, 10],
    notes: { sowOutside: { 7: "early in the month, bolt-resistant varieties" } },
  },
  {
    name: "Celeriac",
    sowUnderCover: [2, 3, 4],
    plantOut: [5, 6],
    harvest: [10, 11, 12, 1, 2, 3],
  },
  { name: "Celery", sowUnderCover: [3, 4], plantOut: [5, 6], harvest: [8, 9, 10] },
  {
    name: "First early potatoes",
    plantOut: [3, 4],
    harvest: [6, 7],
    notes: { plantOut: { 3: LATE } },
  },
  { name: "Second early potatoes", plantOut: [4], harvest: [7, 8] },
  {
    name: "Maincrop potatoes",
    plantOut: [4, 5],
    harvest: [8, 9, 10],
    notes: { plantOut: { 4: LATE, 5: "early in the month" } },
  },
  {
    name: "Jerusalem artichokes",
    plantOut: [2, 3],
    harvest: [10, 11, 12, 1, 2],
    notes: { harvest: { 10: LATE } },
  },
  // Onion family
  {
    name: "Onions",
    sowUnderCover: [1, 2],
    sowOutside: [3, 4],
    plantOut: [3, 4],
    harvest: [7, 8, 9],
    labels: { plantOut: "Onion sets" },
    notes: { sowUnderCover: { 1: "heated propagator" } },
  },
  {
    name: "Overwintering onions",
    sowOutside: [8],
    plantOut: [9, 10, 11],
    harvest: [6, 7],
    labels: { plantOut: "Overwintering onion sets", harvest: "Overwintered onions" },
    notes: { sowOutside: { 8: "seed" } },
  },
  {
    name: "Shallots",
    plantOut: [10, 11, 12, 1, 2, 3, 4],
    harvest: [6, 7],
    notes: {
      plantOut: {
        10: "autumn varieties",
        11: "autumn varieties",
        12: "if the ground is workable",
        4: "early in the month",
      },
    },
  },
  {
    name: "Garlic",
    plantOut: [10, 11, 12, 1, 2],
    harvest: [6, 7, 8],
    notes: {
      plantOut: {
        12: "if the ground is workable",
        1: "if not planted in autumn",
        2: "if not planted in autumn",
      },
      harvest: { 6: "autumn-planted", 8: "spring-planted" },
    },
  },
  {
    name: "Leeks",
    sowUnderCover: [2, 3],
    sowOutside: [3, 4],
    plantOut: [5, 6, 7],
    harvest: [9, 10, 11, 12, 1, 2, 3],
    notes: { sowOutside: { 3: "seed bed", 4: "seed bed" } },
  },
  // Brassicas
  {
    name: "Summer cabbage",
    sowUnderCover: [2, 3],
    sowOutside: [3, 4],
    plantOut: [4, 5, 6],
    harvest: [6, 7, 8, 9, 10],
  },
  {
    name: "Winter cabbage",
    sowOutside: [4, 5],
    plantOut: [6, 7],
    harvest: [10, 11, 12, 1, 2],
    notes: { sowOutside: { 4: "seed bed", 5: "seed bed" } },
  },
  {
    name: "Spring cabbage",
    sowUnderCover: [7, 8],
    sowOutside: [7, 8],
    plantOut: [9, 10],
    harvest: [3, 4, 5],
    notes: { sowUnderCover: { 7: "modules", 8: "modules" } },
  },
  {
    name: "Cauliflower",
    variety: "summer and autumn",
    sowUnderCover: [1, 2, 3],
    sowOutside: [4, 5],
    plantOut: [4, 5, 6, 7],
    harvest: [6, 7, 8, 9, 10, 11],
  },
  {
    name: "Cauliflower",
    variety: "winter and spring",
    sowOutside: [4, 5],
    plantOut: [7, 8],
    harvest: [12, 1, 2, 3, 4, 5],
  },
  {
    name: "Brussels sprouts",
    sowUnderCover: [2, 3],
    sowOutside: [3, 4],
    plantOut: [5, 6],
    harvest: [9, 10, 11, 12, 1, 2, 3],
  },
  {
    name: "Kale",
    sowOutside: [4, 5, 6],
    plantOut: [6, 7, 8],
    harvest: [10, 11, 12, 1, 2, 3],
  },
  {
    name: "Purple sprouting broccoli",
    sowOutside: [4, 5],
    plantOut: [6, 7],
    harvest: [2, 3, 4],
    notes: { sowOutside: { 4: "seed bed", 5: "seed bed" } },
  },
  // Herbs
  {
    name: "Basil",
    sowUnderCover: [3, 4, 5, 6],
    plantOut: [6],
    harvest: [6, 7, 8, 9],
    notes: { plantOut: { 6: "sheltered, sunny spot" } },
  },
  {
    name: "Parsley",
    sowUnderCover: [2, 3],
    sowOutside: [3, 4, 5, 6, 7],
    harvest: [6, 7, 8, 9, 10, 11],
  },
  // Perennial vegetables
  {
    name: "Globe artichokes",
    sowUnderCover: [2, 3, 4],
    plantOut: [4, 5],
    harvest: [6, 7, 8],
    notes: { harvest: { 6: "established plants" } },
  },
  {
    name: "Asparagus",
    plantOut: [3, 4],
    harvest: [4, 5, 6],
    labels: { plantOut: "Asparagus crowns" },
    notes: { harvest: { 6: "stop mid-month" } },
  },
  {
    name: "Rhubarb",
    plantOut: [10, 11, 12, 1, 2, 3],
    harvest: [4, 5, 6, 7],
    labels: { plantOut: "Rhubarb crowns" },
  },
  { name: "Forced rhubarb", harvest: [2, 3] },
  // Fruit
  {
    name: "Strawberries",
    plantOut: [3, 4, 7, 8, 9],
    harvest: [6, 7],
    labels: { plantOut: "Strawberry plants" },
    notes: { plantOut: { 7: "rooted runners", 8: "rooted runners" } },
  },
  {
    name: "Raspberries",
    plantOut: [11, 12, 1, 2, 3],
    harvest: [6, 7, 8],
    labels: { plantOut: "Raspberry canes" },
  },
  { name: "Autumn raspberries", harvest: [8, 9, 10] },
  { name: "Gooseberries", harvest: [6, 7] },
  { name: "Currants", harvest: [7, 8] },
  { name: "Bare-root currants and gooseberries", plantOut: [11, 12, 1, 2, 3] },
  { name: "Cherries", harvest: [6, 7] },
  { name: "Plums", harvest: [8, 9] },
  {
    name: "Apples",
    harvest: [8, 9, 10],
    notes: { harvest: { 8: "early varieties" } },
  },
  { name: "Pears", harvest: [9, 10] },
  { name: "Blackberries", harvest: [8, 9] },
  { name: "Bare-root fruit trees", plantOut: [11, 12, 1, 2, 3] },
  // Soil cover
  { name: "Green manures", sowOutside: [8, 9] },
];

/**
 * Windows that, as UK growers use them, are not one run of months. Each is kept on purpose and
 * the data test accepts only these.
 */
export const splitWindows: Readonly<Record<string, string>> = {
  "Strawberries plantOut":
    "planted in spring, or as rooted runners and cold-stored plants from July to September",
};

/**
 * Sown crops that are never picked: a green manure is dug in or cut down to feed the soil.
 */
export const notHarvested: readonly string[] = ["Green manures"];

/**
 * The words a guide is written in: a crop's name and a bracket's note, by their English text.
 * English is the text as written here; a page in another language passes its catalogue's.
 */
export interface CropWords {
  crop: (name: string) => string;
  note: (text: string) => string;
}

const asWritten: CropWords = { crop: (name) => name, note: (text) => text };

/** The text a list shows for a crop in a month: its name, with the variety and note in brackets. */
export function cropLabel(
  crop: CropCalendar,
  activity: CropActivity,
  month: number,
  words: CropWords = asWritten,
): string {
  const name = words.crop(crop.labels?.[activity] ?? crop.name);
  const qualifiers = [crop.variety, crop.notes?.[activity]?.[month]]
    .filter((part): part is string => part !== undefined)
    .map(words.note);
  return qualifiers.length === 0 ? name : `${name} (${qualifiers.join(", ")})`;
}

/** A crop's key in the tests and the decision record: its name and variety. */
export function cropKey(crop: CropCalendar): string {
  return crop.variety === undefined ? crop.name : `${crop.name} (${crop.variety})`;
}

/**
 * What to list for an activity in a month, in the table's order. When a crop's plain timetable
 * and a variety's meet in a month (spring- and autumn-sown broad beans both picked in June), the
 * plain name is enough; two named varieties (summer and winter cauliflower) are both listed.
 */
export function cropsFor(
  activity: CropActivity,
  month: number,
  words: CropWords = asWritten,
): string[] {
  const listed = new Map<string, CropCalendar[]>();
  const labels: string[] = [];
  for (const crop of cropCalendars) {
    if (!crop[activity]?.includes(month)) continue;
    const name = crop.labels?.[activity] ?? crop.name;
    const sameName = listed.get(name) ?? [];
    const plainAlready = sameName.some((other) => other.variety === undefined);
    if (plainAlready || (sameName.length > 0 && crop.variety === undefined)) continue;
    listed.set(name, [...sameName, crop]);
    labels.push(cropLabel(crop, activity, month, words));
  }
  return labels;
}
