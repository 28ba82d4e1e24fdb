// The planting calendar (/planting-calendar), its garden tracker and calendar feed, in English
// (decision 0098): the page's words as they were, word for word. The guide's own texts (crops,
// months, seasons, regions, plants) are made from the data modules, so English cannot drift from
// them; the Welsh catalogue gives each its Welsh.
import { growingRegions } from "~/data/growing-regions";
import {
  badCompanions,
  type CompanionRow,
  companionPlantingSummary,
  evidenceLabels,
  goodCompanions,
} from "~/data/planting-companions";
import { cropCalendars } from "~/data/planting-crops";
import { monthTexts } from "~/data/planting-months";
import { commonPlants, plantingCategories } from "~/data/planting-plants";
import { seasonGuides } from "~/data/planting-seasons";

const same = (names: Iterable<string | undefined>) =>
  Object.fromEntries(
    [...new Set(names)].filter((name) => name !== undefined).map((name) => [name, name]),
  );

/** Each pair's note, by its plant and companion. */
const notesOf = (rows: readonly CompanionRow[]) =>
  Object.fromEntries(
    rows
      .filter((row) => row.others.some((pair) => pair.note !== undefined))
      .map((row) => [
        row.plant,
        Object.fromEntries(
          row.others.flatMap((pair) => (pair.note === undefined ? [] : [[pair.name, pair.note]])),
        ),
      ]),
  );

const numbered = (items: readonly string[]) =>
  Object.fromEntries(items.map((item, index) => [String(index + 1), item]));

/**
 * The guide's own texts, made from the data modules. Made in a call marked pure, so a browser
 * bundle that imports a module which only might need this catalogue leaves it and the data out.
 */
function guideTexts() {
  return {
    regions: Object.fromEntries(
      growingRegions.map((region) => [region.id, { name: region.name, covers: region.covers }]),
    ),
    /** A crop's name in the month-by-month guide and the seasons, by its English name. */
    crops: same([
      ...cropCalendars.flatMap((crop) => [crop.name, ...Object.values(crop.labels ?? {})]),
      ...seasonGuides.flatMap((season) => [...season.vegetables, ...season.fruits]),
    ]),
    /** The brackets after a crop: its variety, and a note for one month. */
    cropNotes: same(
      cropCalendars.flatMap((crop) => [
        ...(crop.variety ? [crop.variety] : []),
        ...Object.values(crop.notes ?? {}).flatMap((byMonth) => Object.values(byMonth ?? {})),
      ]),
    ),
    months: Object.fromEntries(
      monthTexts.map((text) => [
        String(text.month),
        { focus: text.focus, tips: numbered(text.keyTips), activities: numbered(text.activities) },
      ]),
    ),
    seasons: Object.fromEntries(
      seasonGuides.map((season) => [
        season.name,
        {
          name: season.name,
          months: season.months,
          description: season.description,
          tasks: numbered(season.keyTasks),
        },
      ]),
    ),
    /** The tracker's common plants, offered as the plant name. */
    plants: same(commonPlants.map((plant) => plant.name)),
    categories: same(plantingCategories),
    /** The companion tables' own texts: what it can do, the evidence, the plants, the notes. */
    companionData: {
      summary: numbered(companionPlantingSummary),
      evidence: { ...evidenceLabels },
      names: same(
        [...goodCompanions, ...badCompanions].flatMap((row) => [
          row.plant,
          ...row.others.map((pair) => pair.name),
        ]),
      ),
      notes: { good: notesOf(goodCompanions), bad: notesOf(badCompanions) },
    },
  };
}

const pageTexts = {
  meta: {
    title: "Fruit & Veg Planting Calendar for the UK",
    description:
      "What to sow, plant out and harvest each month in UK gardens and allotments, a seasonal planner, companion planting tables and a garden tracker saved to your account.",
  },
  page: {
    heading: "Interactive Fruit & Veg Planting Calendar",
    intro: "What to sow, plant out and harvest each month in UK gardens and allotments.",
    introSignedIn:
      "What to sow, plant out and harvest each month in UK gardens and allotments, and a tracker for what is growing in yours.",
    views: "Planting calendar views",
    tabsLabel: "Calendar views",
  },
  tabs: {
    garden: "My Garden",
    monthly: "Monthly View",
    seasonal: "Seasonal View",
    yearly: "Yearly Overview",
  },
  cards: {
    garden: {
      title: "My Garden Tracker",
      text: "Keep track of what you planted and when it should be ready.",
    },
    monthly: {
      title: "What to Plant Now",
      text: "This month's sowing, planting and harvesting in the UK.",
    },
    seasonal: {
      title: "Seasonal Planner",
      text: "The jobs and crops of spring, summer, autumn and winter.",
    },
    companionTitle: "Companion Planting",
    companionText: "Which plants help each other, and which to keep apart.",
    companionDescription: "Plants that grow well together, and ones to keep apart.",
  },
  region: {
    heading: "Your growing region: {{name}}",
    source: {
      chosen: "the region you chose",
      district: "from the postcode district or town you gave",
      saved: "your saved region",
      default: "the calendar's own region; choose yours below",
    },
    sourceFromPlace: "{{place}}, {{source}}. {{name}} covers {{covers}}.",
    sourceLine: "{{source}}. {{name}} covers {{covers}}.",
    suggestion:
      "Your profile location, {{place}}, is in {{region}}: save it as your region to move your calendar and harvest dates.",
    choice: "Growing region",
    save: "Save my region",
    show: "Show this region",
    district: "Or find it from your postcode district or town",
    districtPlaceholder: "LS6 or Leeds",
    find: "Find my region",
    summaryName: "Dates for {{name}}",
    summary:
      ": last frost on average around {{lastFrost}}, first frost around {{firstFrost}} (Met Office records for {{stations}}, 1991–2020); sowing outside, planting out and harvests {{shift}}.",
    shiftNone: "follow the dates shown",
    shiftLater_one: "run about {{count}} week later than in southern and central England",
    shiftLater_other: "run about {{count}} weeks later than in southern and central England",
    shiftEarlier_one: "run about {{count}} week earlier than in southern and central England",
    shiftEarlier_other: "run about {{count}} weeks earlier than in southern and central England",
    stationsAnd: " and ",
    districtNotFound:
      "We could not find that postcode district or town. Try the first half of your postcode, like LS6.",
    unknown: "Please choose one of the growing regions.",
    saved: "Your growing region is now {{name}}",
  },
  monthly: {
    heading: "What to Plant in {{month}} {{year}}",
    otherMonths: "Other months",
    sowUnderCover: "Sow Under Cover",
    sowOutside: "Sow Outside",
    plantOut: "Plant Out",
    harvest: "Ready to Harvest",
    activities: "Garden Activities",
    tips: "Key tips for {{month}}",
  },
  seasonal: {
    heading: "The growing year, season by season",
    spring:
      "In {{region}}, plant tender crops out after the last frost, on average around {{date}}.",
    autumn:
      "In {{region}}, the first frost comes on average around {{date}}: pick tender crops and bring squashes in before it.",
    keyTasks: "Key tasks",
    vegetables: "Vegetables",
    fruits: "Fruits",
  },
  yearly: {
    heading: "Your growing year {{year}} at a glance",
    tip: "Tip: print this page for a one-page wall chart for the shed.",
    sowUnderCover: "Sow under cover",
    sowOutside: "Sow outside",
    plant: "Plant",
    harvest: "Harvest",
    label: "{{label}}: ",
  },
  garden: {
    add: "Add a planting",
    edit: "Edit {{plant}}",
    regionDates: "Suggested harvest dates are for your region, {{region}}.",
    regionLater_one:
      "Suggested harvest dates are for your region, {{region}}: {{count}} week later than in southern and central England.",
    regionLater_other:
      "Suggested harvest dates are for your region, {{region}}: {{count}} weeks later than in southern and central England.",
    regionEarlier_one:
      "Suggested harvest dates are for your region, {{region}}: {{count}} week earlier than in southern and central England.",
    regionEarlier_other:
      "Suggested harvest dates are for your region, {{region}}: {{count}} weeks earlier than in southern and central England.",
    typedKept: "Dates you type yourself are kept as they are.",
    myPlantings: "My plantings",
    emptyTitle: "Nothing planted yet",
    emptyText: "Add what you have sown or planted above, and we will count down to harvest.",
    count_one: "{{count}} planting, soonest harvest first",
    count_other: "{{count}} plantings, soonest harvest first",
    feedTitle: "Harvest dates in your calendar",
    feedText:
      "Subscribe to your private calendar address in Google Calendar, Apple Calendar or Outlook and your expected harvest dates appear there. Anyone with the address can see them: keep it to yourself, and reset it if it gets out.",
    feedAddress: "Your calendar address",
    feedReset: "Reset the address",
    feedGet: "Get my calendar address",
    signInTitle: "Sign in to use My Garden",
    signInText:
      "Keep track of what you have planted and when it should be ready, saved to your free Glut account. The monthly, seasonal and yearly guides are open to everyone.",
    signIn: "Sign in",
    signUp: "Create a free account",
  },
  card: {
    harvestHidden: "Harvest: ",
    category: "Category",
    planted: "Planted",
    harvest: "Harvest",
    quantity: "Quantity",
    noDate: "No date set",
    reminderOn: "Harvest reminder on",
    surplus: "List your surplus",
    surplusHidden: " of {{plant}}",
    edit: "Edit",
    editHidden: " {{plant}}",
    deleteTitle: "Delete this planting?",
    deleteDescription: "“{{plant}}” will be removed from your garden for good.",
    deletePanel: "It will be removed from your garden for good.",
    overdue: "Overdue",
    today: "Ready today!",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
  },
  form: {
    plantName: "Plant name (required)",
    plantHintSowing: "{{plant}}: about {{days}} days from sowing.",
    plantHintPlanting: "{{plant}}: about {{days}} days from planting out.",
    plantHint: "Choose a common plant to fill in its category and harvest date.",
    variety: "Variety",
    plantedDate: "Planted date (required)",
    expectedHarvestDate: "Expected harvest date",
    harvestHint: "Leave it empty for a common plant and we work it out.",
    category: "Category",
    quantity: "Quantity",
    quantityPlaceholder: "e.g. 2 rows, 6 plants",
    location: "Location",
    locationPlaceholder: "e.g. Plot 14, Leeds",
    notes: "Notes",
    remind: "Email me the morning it should be ready",
    saving: "Saving…",
    saveChanges: "Save changes",
    add: "Add planting",
    cancel: "Cancel",
  },
  forms: {
    plantNameRequired: "Please enter the plant name.",
    plantNameTooLong: "Plant name must be at most {{max}} characters.",
    plantedDateRequired: "Please enter the date you planted it.",
    date: "Enter a real date, like 2026-04-14.",
    harvestBeforePlanting: "The expected harvest date cannot be before the planted date.",
    varietyTooLong: "Variety must be at most {{max}} characters.",
    quantityTooLong: "Quantity must be at most {{max}} characters.",
    locationTooLong: "Location must be at most {{max}} characters.",
    notesTooLong: "Notes must be at most {{max}} characters.",
    category: "Please choose a category.",
  },
  outcomes: {
    added: "Planting added",
    updated: "Planting updated",
    deleted: "Planting deleted",
    feedCreated: "Your calendar address is ready",
    feedReset: "Your calendar address has been reset",
    notYours: "You can only change your own plantings.",
    notFound: "That planting no longer exists.",
    unknownIntent: "Something went wrong with that form. Please try again.",
  },
  errors: {
    regionTitle: "That growing region is not available",
    plantingTitle: "That planting is not available",
  },
  guide: {
    heading: "A UK planting guide for gardens and allotments",
    intro:
      "This calendar sets out what to sow under cover, sow outside, plant out and harvest in each month of the UK growing year. It is written for southern and central England; choose your growing region, or give your postcode district, and the calendar moves to your region's average last and first frosts, from the Met Office's 1991–2020 weather station records. Your seed packets and your own plot are the final word.",
    whyTitle: "Why use a planner?",
    why: "A plan keeps the beds full without gluts and gaps: sow little and often, start tender crops in time for the last frost, and know what to clear ready for autumn planting. Writing down what you planted, and when, makes next year easier.",
    doesTitle: "What this calendar does",
    does1: "A month-by-month guide, a seasonal view and a printable year at a glance.",
    does2: "Companion planting tables: good neighbours and ones to keep apart.",
    does3:
      "With a free Glut account, a garden tracker saved to your account: what you planted, when, and roughly when to expect a harvest, from typical growing times.",
    does4:
      "An optional email on the morning a crop should be ready, and a private calendar feed of your harvest dates for your phone.",
    does5: "One tap from a harvest to a listing, so your surplus reaches neighbours.",
    tipsTitle: "Seasonal tips",
    tips: "In spring, warm the soil with cloches before early sowings and harden off young plants. In summer, water in the cool of the day and pick often. In autumn, plant garlic and onion sets for next year. In winter, plan, prune fruit trees and order seed.",
  },
  companions: {
    heading: "Companion Planting",
    text: "Plants that grow well together, and ones to keep apart.",
    good: "Good companions",
    bad: "Bad companions",
    plant: "Plant",
    growsWith: "Grows well with",
    keepAway: "Keep away from",
    ukNames:
      "Bush beans are dwarf French beans, pole beans are climbing beans, and corn is sweetcorn.",
    sources: "Sources",
    source: "(source)",
    sourceLabel: "(source) for {{plant}} and {{other}}: {{short}}",
  },
  feed: {
    name: "Glut harvests",
    summary: "Harvest: {{plant}}",
    summaryVariety: "Harvest: {{plant}} ({{variety}})",
    expected: "Expected harvest of {{plant}}, planted {{planted}}.",
    where: "Where: {{location}}.",
    surplus: "Got more than you need? List your surplus: {{url}}",
  },
};

/** The page's words and the guide's texts, in one catalogue. */
function withGuideTexts<T extends object>(texts: T) {
  return { ...texts, ...guideTexts() };
}

// One call on a constant, marked pure (see guideTexts).
export default /* @__PURE__ */ withGuideTexts(pageTexts);
