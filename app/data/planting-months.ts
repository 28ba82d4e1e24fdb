import { type CropWords, cropsFor } from "./planting-crops";

/**
 * What to sow, plant and harvest in each month in the UK: a grower's calendar for an average
 * lowland garden or allotment in England and Wales (Scotland and the north run a week or two
 * later, the south-west a week or two earlier). The crop lists come from each crop's months in
 * `planting-crops.ts`; the month's focus, tips and activities are written here. Sources:
 * docs/decisions/0027-planting-reference-data.md (the months) and
 * docs/decisions/0081-planting-months-and-companion-evidence.md (each crop).
 *
 * "Sow under cover" means a greenhouse, polytunnel, cold frame, cloche or bright windowsill
 * (tender crops need a heated propagator early in the year). "Plant out" covers plants raised
 * earlier and sets, tubers, crowns, canes and bare-root fruit. A note in brackets qualifies the
 * crop before it; the crop itself is the text before the bracket.
 */
export interface MonthGuide {
  /** 1 = January. */
  month: number;
  name: string;
  /** The month's headline; the specification names January, April and August. */
  focus: string;
  sowUnderCover: string[];
  sowOutside: string[];
  plantOut: string[];
  harvest: string[];
  keyTips: string[];
  /** Garden jobs shown as their own list; the specification shows them for December. */
  activities: string[];
}

export type MonthText = Pick<MonthGuide, "month" | "name" | "focus" | "keyTips" | "activities">;

export const monthTexts: readonly MonthText[] = [
  {
    month: 1,
    name: "January",
    focus: "Planning & Preparation",
    keyTips: [
      "Plan this year's beds and order seeds and seed potatoes",
      "Set early seed potatoes to chit in a cool, light, frost-free place",
      "Cover a rhubarb crown with a forcing pot for early stems",
      "Prune apple and pear trees while they are dormant",
    ],
    activities: [],
  },
  {
    month: 2,
    name: "February",
    focus: "Early Sowings Under Cover",
    keyTips: [
      "Warm the soil with cloches or sheet covers two weeks before the first sowings",
      "Prune autumn-fruiting raspberries to the ground",
      "Keep chitting early potatoes",
      "Spread compost on beds that will be sown in spring",
    ],
    activities: [],
  },
  {
    month: 3,
    name: "March",
    focus: "Spring Sowing Begins",
    keyTips: [
      "Watch for late frosts and keep fleece handy",
      "Sow little and often for a steady supply",
      "Lift the last parsnips and leeks before they regrow",
      "Start putting slug defences around young plants",
    ],
    activities: [],
  },
  {
    month: 4,
    name: "April",
    focus: "Main Planting Season",
    keyTips: [
      "Harden off young plants for a week or two before they go outside",
      "Earth up potato shoots or cover them with fleece when frost threatens",
      "Support peas with twiggy sticks or netting",
      "Keep tender plants under cover until the last frost has passed",
    ],
    activities: [],
  },
  {
    month: 5,
    name: "May",
    focus: "Planting Out After the Frosts",
    keyTips: [
      "Wait for the last frost (mid to late May in most areas) before planting tender crops",
      "Put a collar round young brassicas against cabbage root fly",
      "Water seedlings in the evening in dry spells",
      "Net strawberries and soft fruit against birds",
    ],
    activities: [],
  },
  {
    month: 6,
    name: "June",
    focus: "Summer Sowing & Early Harvests",
    keyTips: [
      "Pinch out tomato side shoots and tie plants in as they grow",
      "Water and hoe little and often",
      "Stop cutting asparagus in mid June so the plants can recover",
      "Cover carrots with fine mesh against carrot fly",
    ],
    activities: [],
  },
  {
    month: 7,
    name: "July",
    focus: "Harvest & Succession Sowing",
    keyTips: [
      "Pick courgettes and beans young and often to keep them cropping",
      "Feed tomatoes weekly once the first fruits set",
      "Watch for potato blight in warm, wet weather",
      "Peg down strawberry runners to root new plants",
    ],
    activities: [],
  },
  {
    month: 8,
    name: "August",
    focus: "Main Harvest Time",
    keyTips: [
      "Lift onions once the tops fall over and dry them in the sun",
      "Prune summer raspberries after fruiting",
      "Water runner beans well so the flowers set",
      "Sow green manure on cleared beds",
    ],
    activities: [],
  },
  {
    month: 9,
    name: "September",
    focus: "Autumn Harvest & Storing",
    keyTips: [
      "Cure squash in the sun before the first frost, then store somewhere cool and dry",
      "Dry and store maincrop potatoes in paper or hessian sacks",
      "Clear spent crops and compost healthy material",
      "Order bare-root fruit for winter planting",
    ],
    activities: [],
  },
  {
    month: 10,
    name: "October",
    focus: "Plant for Next Year",
    keyTips: [
      "Lift and store maincrop carrots and beetroot before hard frosts",
      "Take down bean supports and save seed for next year",
      "Collect fallen leaves to make leaf mould",
      "Cut down asparagus foliage once it turns yellow",
    ],
    activities: [],
  },
  {
    month: 11,
    name: "November",
    focus: "Winter Preparation",
    keyTips: [
      "Net winter brassicas against pigeons",
      "Check stored crops and remove any that are rotting",
      "Mulch empty beds with compost or cover them for winter",
      "Insulate the greenhouse before the first hard frost",
    ],
    activities: [],
  },
  {
    month: 12,
    name: "December",
    focus: "Rest & Review",
    keyTips: [
      "Prune apple and pear trees while they are dormant",
      "Lift parsnips and leeks as you need them",
    ],
    activities: [
      "Review what grew well this year and plan next year's rotation",
      "Order seed catalogues and seed potatoes",
      "Clean and sharpen tools, and wash pots and seed trays",
      "Check stored potatoes, onions and squash for rot",
      "Keep off waterlogged or frozen soil",
      "Cover empty beds with mulch, cardboard or a sheet to protect the soil",
    ],
  },
];

/** A guide's words: its crops' and each month's own texts (the month's name, focus and tips). */
export interface GuideWords extends CropWords {
  month: (text: MonthText) => MonthText;
}

/** The month-by-month guide in `words`; without them, as written here (English). */
export function monthGuidesIn(words?: GuideWords): MonthGuide[] {
  return monthTexts.map((text) => ({
    ...(words ? words.month(text) : text),
    sowUnderCover: cropsFor("sowUnderCover", text.month, words),
    sowOutside: cropsFor("sowOutside", text.month, words),
    plantOut: cropsFor("plantOut", text.month, words),
    harvest: cropsFor("harvest", text.month, words),
  }));
}

export const monthGuides: readonly MonthGuide[] = /* @__PURE__ */ monthGuidesIn();

/** The guide for a month (1 to 12); the specification's fallback is June. */
export function monthGuide(month: number): MonthGuide {
  return monthGuides.find((guide) => guide.month === month) ?? (monthGuides[5] as MonthGuide);
}
