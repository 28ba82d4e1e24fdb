// Which of a food bank's needed items a grower's listing can honestly meet (issue 17 part 5,
// decision 0050). Food banks' lists (Give Food's "needs") are mostly tinned and dried goods:
// "Tinned potatoes", "Rice pudding", "Fruit juice", "UHT milk". Fresh produce meets only an item
// that asks for fresh produce, so an item is read by a whitelist: every word in it must be a
// produce name or a harmless word ("fresh", "loose", "and"); any other word ("tinned", "juice",
// "pudding", "waffles", "instant") and the item is not one a garden can answer.

/** The listing fields the matching reads. */
export interface ProduceListing {
  name: string;
  description: string | null;
  category: string;
}

interface Produce {
  /** The canonical name, as searches and tests use it. */
  key: string;
  /** How a food bank's list names it (lower case, singular and plural). */
  itemWords: readonly string[];
  /** How a grower names it in a listing's name or description (stems for the database's LIKE). */
  listingWords: readonly string[];
  /** Words that, just before the name in a listing, make it something else ("sweet potato"). */
  notAfter?: readonly string[];
}

/**
 * Fresh produce a UK garden or allotment grows and a food bank might ask for by name. Maintained
 * by hand: add a crop when a food bank's list names one that is missing.
 */
export const PRODUCE: readonly Produce[] = [
  {
    key: "potatoes",
    itemWords: ["potato", "potatoes"],
    listingWords: ["potato", "spud"],
    notAfter: ["sweet"],
  },
  {
    key: "onions",
    itemWords: ["onion", "onions"],
    listingWords: ["onion", "shallot"],
    notAfter: ["spring", "pickled", "silverskin"],
  },
  { key: "carrots", itemWords: ["carrot", "carrots"], listingWords: ["carrot"] },
  { key: "parsnips", itemWords: ["parsnip", "parsnips"], listingWords: ["parsnip"] },
  { key: "swede", itemWords: ["swede", "swedes"], listingWords: ["swede"] },
  { key: "turnips", itemWords: ["turnip", "turnips"], listingWords: ["turnip"] },
  { key: "leeks", itemWords: ["leek", "leeks"], listingWords: ["leek"] },
  { key: "cabbages", itemWords: ["cabbage", "cabbages"], listingWords: ["cabbage"] },
  {
    key: "cauliflowers",
    itemWords: ["cauliflower", "cauliflowers"],
    listingWords: ["cauliflower"],
  },
  { key: "broccoli", itemWords: ["broccoli"], listingWords: ["broccoli"] },
  { key: "beetroot", itemWords: ["beetroot", "beetroots"], listingWords: ["beetroot"] },
  { key: "garlic", itemWords: ["garlic"], listingWords: ["garlic"] },
  { key: "courgettes", itemWords: ["courgette", "courgettes"], listingWords: ["courgette"] },
  { key: "tomatoes", itemWords: ["tomato", "tomatoes"], listingWords: ["tomato"] },
  { key: "cucumbers", itemWords: ["cucumber", "cucumbers"], listingWords: ["cucumber"] },
  { key: "lettuce", itemWords: ["lettuce", "lettuces"], listingWords: ["lettuce"] },
  { key: "apples", itemWords: ["apple", "apples"], listingWords: ["apple"] },
  { key: "pears", itemWords: ["pear", "pears"], listingWords: ["pear"] },
  { key: "plums", itemWords: ["plum", "plums"], listingWords: ["plum"] },
];

/** What fresh produce of a kind a listing's category says it is. */
const FRESH_CATEGORIES = { vegetables: "Vegetables", fruit: "Fruits" } as const;
type FreshKind = keyof typeof FRESH_CATEGORIES;

/** Words an item may hold besides produce names without ceasing to be fresh produce. */
const HARMLESS_WORDS = new Set([
  "fresh",
  "loose",
  "local",
  "seasonal",
  "british",
  "uk",
  "new",
  "red",
  "white",
  "green",
  "baking",
  "cooking",
  "eating",
  "bag",
  "bags",
  "of",
  "and",
  "or",
  "any",
  "kg",
  "veg",
  "vegetable",
  "vegetables",
  "veggies",
  "fruit",
  "fruits",
  "produce",
]);

/**
 * In a listing, a produce name followed by one of these is something made from it ("apple
 * juice", "tomato chutney", "plum jam"), not the produce.
 */
const MADE_FROM = new Set([
  "juice",
  "jam",
  "jams",
  "jelly",
  "chutney",
  "sauce",
  "ketchup",
  "wine",
  "cider",
  "crisps",
  "seed",
  "seeds",
  "seedling",
  "seedlings",
  "plant",
  "plants",
  "sets",
]);

/** What one food-bank item asks for, when fresh produce can meet it. */
export interface ProduceNeed {
  /** The food bank's own words for the item, as its list gives them. */
  item: string;
  produce: readonly Produce[];
  fresh: readonly FreshKind[];
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "" && !/^\d+$/.test(word));
}

const produceByItemWord = new Map<string, Produce>();
for (const produce of PRODUCE) {
  for (const word of produce.itemWords) produceByItemWord.set(word, produce);
}

/**
 * What a food-bank item asks for that fresh produce can meet, or undefined when it asks for
 * anything else too (tinned, dried, juice, pudding…) or for nothing a garden grows. "Fruit" and
 * "vegetables" on their own are not enough: on these lists they usually mean tinned; they count
 * only with "fresh" (or as "fresh produce").
 */
export function produceNeed(item: string): ProduceNeed | undefined {
  const itemWords = words(item);
  if (itemWords.length === 0) return undefined;
  const produce = new Set<Produce>();
  for (const word of itemWords) {
    const named = produceByItemWord.get(word);
    if (named) produce.add(named);
    else if (!HARMLESS_WORDS.has(word)) return undefined;
  }
  const fresh = new Set<FreshKind>();
  if (itemWords.includes("fresh")) {
    const produceWord = itemWords.includes("produce");
    if (produceWord || itemWords.some((word) => /^(veg|vegetables?|veggies)$/.test(word))) {
      fresh.add("vegetables");
    }
    if (produceWord || itemWords.some((word) => /^fruits?$/.test(word))) fresh.add("fruit");
  }
  if (produce.size === 0 && fresh.size === 0) return undefined;
  return { item: item.trim(), produce: [...produce], fresh: [...fresh] };
}

/** The produce named in a listing's own words, not as part of something made from it. */
function listingNames(listing: ProduceListing, produce: Produce): boolean {
  const text = words(`${listing.name}\n${listing.description ?? ""}`);
  return text.some((word, index) => {
    const names = produce.listingWords.some(
      (stem) => word === stem || word === `${stem}s` || word === `${stem}es`,
    );
    if (!names) return false;
    const before = text[index - 1];
    const after = text[index + 1];
    if (before && produce.notAfter?.includes(before)) return false;
    return !(after && MADE_FROM.has(after));
  });
}

/** Whether a listing meets what an item asks for. */
export function meetsNeed(listing: ProduceListing, need: ProduceNeed): boolean {
  if (need.fresh.some((kind) => listing.category === FRESH_CATEGORIES[kind])) return true;
  return need.produce.some((produce) => listingNames(listing, produce));
}

/** The items of a food bank's needed list that fresh produce can meet, in the list's order. */
export function produceNeeds(neededItems: readonly string[]): ProduceNeed[] {
  return neededItems.flatMap((item) => produceNeed(item) ?? []);
}

/**
 * Whether a listing offers what the food bank already has too much of: its excess items (Give
 * Food's "excess", shown as "Well Stocked"), read by the same rules as its needs, so "Potatoes"
 * on that list keeps potato listings from being matched to it (issue 37 part 4, decision 0096).
 */
export function offersExcess(listing: ProduceListing, excessItems: readonly string[]): boolean {
  return produceNeeds(excessItems).some((excess) => meetsNeed(listing, excess));
}

/**
 * The food bank's items (its own words) that a listing meets, in its list's order; none when the
 * listing offers something on its excess list.
 */
export function itemsMetBy(
  listing: ProduceListing,
  neededItems: readonly string[],
  excessItems: readonly string[] = [],
): string[] {
  if (offersExcess(listing, excessItems)) return [];
  return produceNeeds(neededItems)
    .filter((need) => meetsNeed(listing, need))
    .map((need) => need.item);
}

/**
 * What to ask the database for before matching in TypeScript: listings whose text holds one of
 * `words` (stems, so "potato" finds "potatoes") or whose category is one of `categories`. Wider
 * than the match ("sweet potato" comes back and is then left out), never narrower.
 */
export function needSearchTerms(needs: readonly ProduceNeed[]): {
  words: string[];
  categories: string[];
} {
  const found = { words: new Set<string>(), categories: new Set<string>() };
  for (const need of needs) {
    for (const produce of need.produce) {
      for (const word of produce.listingWords) found.words.add(word);
    }
    for (const kind of need.fresh) found.categories.add(FRESH_CATEGORIES[kind]);
  }
  return { words: [...found.words], categories: [...found.categories] };
}

/**
 * A food bank's needs as /listings searches (word or category), one per item fresh produce can
 * meet: the seam for saved searches ("save a search for our needs"), which add `near` (the food
 * bank's district) and `within` (10 miles, as this feature uses).
 */
export function needsAsSearches(
  neededItems: readonly string[],
): Array<{ item: string; search?: string; category?: string }> {
  return produceNeeds(neededItems).flatMap((need) => [
    ...need.produce.map((produce) => ({
      item: need.item,
      search: produce.listingWords[0] as string,
    })),
    ...need.fresh.map((kind) => ({ item: need.item, category: FRESH_CATEGORIES[kind] })),
  ]);
}
