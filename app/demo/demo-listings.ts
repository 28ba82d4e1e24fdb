import type { ListingCategory, ListingType } from "~/listings/listing-schema";
import type { ListingStatus } from "~/listings/listing-status";
import { ukCalendarDay } from "~/listings/relative-date";
import type { DemoMemberKey } from "./demo-members.server";
import type { PhotoSpec } from "./photo-scene";

// What the demo members offer. A UK garden has different things to give in January and in
// August, so each listing names the months it makes sense in, and the demo shows those in
// season when it is seeded: courgettes in August, leeks and rhubarb crowns in January.

export interface DemoListing {
  /** Stable and unique: it seeds the listing's pictures, so they are the same on every install. */
  key: string;
  member: DemoMemberKey;
  name: string;
  category: ListingCategory;
  type: ListingType;
  quantity?: string;
  description: string;
  /** The months (1 to 12) a UK grower would have this to give. */
  months: readonly number[] | "all year";
  /** Days after it was listed that it is ready (0: the same day); none for things that keep. */
  readyAfterDays?: number;
  /** 0 to 3. A close-up shows the photo before it, closer. */
  photos: readonly PhotoSpec[];
}

/** The most the demo lists at once, and the fewest it aims for in any month. */
export const DEMO_LISTINGS_MAX = 24;
export const DEMO_LISTINGS_MIN = 18;
/** The oldest few have already gone: a marketplace where nothing is ever taken looks dead. */
export const DEMO_SWAPPED = 2;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const wrapping = (from: number, to: number) =>
  from <= to ? range(from, to) : [...range(from, 12), ...range(1, to)];

/** The same scene again, closer: the second photo of a listing. */
function andCloser(spec: PhotoSpec): PhotoSpec[] {
  return [spec, { ...spec, closeUp: true }];
}

/** In the order the demo prefers them: the first in season are the newest listings. */
export const demoListings: readonly DemoListing[] = [
  {
    key: "courgettes",
    member: "bev",
    name: "Courgettes, too many again",
    category: "Vegetables",
    type: "Free",
    quantity: "About 8, and one marrow",
    description:
      "Two plants and I still can't keep up. Mostly finger to forearm size, picked this morning, plus a yellow one and a marrow that hid under the leaves while I was away. Bring a bag and take as many as you'll use.",
    months: [7, 8, 9],
    readyAfterDays: 0,
    photos: [
      {
        subject: "courgette",
        count: 7,
        holder: "trug",
        backdrop: "grass",
        extras: [{ subject: "courgetteFlower", count: 1 }],
      },
      {
        subject: "courgette",
        count: 7,
        holder: "trug",
        backdrop: "grass",
        extras: [{ subject: "courgetteFlower", count: 1 }],
        closeUp: true,
      },
      { subject: "goldenCourgette", count: 4, holder: "crate", backdrop: "linen" },
    ],
  },
  {
    key: "rhubarb-crowns",
    member: "rab",
    name: "Rhubarb crowns",
    category: "Seedlings",
    type: "Swap",
    quantity: "3 crowns",
    description:
      "Dividing an old clump that has outgrown its corner. Each piece has two or three fat buds. Plant with the buds just at the surface and don't pull any stalks in the first year. I'd love raspberry canes or currant cuttings in return, but ask anyway.",
    months: wrapping(11, 3),
    photos: [{ subject: "rhubarbCrown", count: 3, holder: "paper", backdrop: "soil" }],
  },
  {
    key: "tomato-seedlings",
    member: "gita",
    name: "Tomato seedlings",
    category: "Seedlings",
    type: "Free",
    quantity: "12 plants",
    description:
      "Gardener's Delight and Moneymaker, sown in March and potted on into 9 cm pots. Hardened off and ready to go out once the frosts are over. I sowed far too many, as usual.",
    months: [4, 5, 6],
    readyAfterDays: 0,
    photos: [{ subject: "tomatoSeedling", count: 15, holder: "tray", backdrop: "bench" }],
  },
  {
    key: "runner-beans",
    member: "priya",
    name: "Runner beans",
    category: "Vegetables",
    type: "Free",
    quantity: "About 1 kg a week",
    description:
      "Picking every other day and the freezer is full. Young and stringless if you take them this week. Evenings are best for collecting.",
    months: [7, 8, 9],
    readyAfterDays: 0,
    photos: [{ subject: "runnerBean", count: 16, holder: "plate", backdrop: "gingham" }],
  },
  {
    key: "bean-seeds",
    member: "sian",
    name: "Saved runner bean seeds",
    category: "Seeds",
    type: "Swap",
    quantity: "About 40 seeds",
    description:
      "Saved from last summer's best plants, dried on the vine and kept in a tin. Scarlet flowers and long pods. Looking for any climbing beans or squash seed you have saved yourself.",
    months: "all year",
    photos: [
      {
        subject: "seedPacket",
        count: 3,
        holder: "none",
        backdrop: "oak",
        extras: [{ subject: "beanSeed", count: 24 }],
      },
    ],
  },
  {
    key: "tomatoes",
    member: "gita",
    name: "Greenhouse tomatoes",
    category: "Vegetables",
    type: "Swap",
    quantity: "2 punnets a week",
    description:
      "Cherry tomatoes and a few big ones from the greenhouse, more than we can eat. Happy to swap for chard, kale, herbs or anything green.",
    months: [7, 8, 9, 10],
    readyAfterDays: 0,
    photos: [
      { subject: "cherryTomato", count: 26, holder: "punnet", backdrop: "slate" },
      {
        subject: "tomato",
        count: 11,
        holder: "bowl",
        backdrop: "linen",
        extras: [{ subject: "yellowTomato", count: 1 }],
      },
    ],
  },
  {
    key: "bramleys",
    member: "owen",
    name: "Bramley apples",
    category: "Fruits",
    type: "Free",
    quantity: "A crate (about 10 kg)",
    description:
      "Cooking apples from an old tree at the end of the garden. Some windfalls with bruises, fine for stewing, crumble or chutney. They keep in a cool shed well into the new year. Please bring a box.",
    months: wrapping(8, 2),
    readyAfterDays: 0,
    photos: [
      ...andCloser({ subject: "bramley", count: 16, holder: "crate", backdrop: "grass" }),
      { subject: "bramley", count: 5, holder: "plate", backdrop: "linen" },
    ],
  },
  {
    key: "leeks",
    member: "rab",
    name: "Leeks",
    category: "Vegetables",
    type: "Free",
    quantity: "About 15",
    description:
      "The last row needs clearing before spring. Some thin, some fat, all good in soup. I'll dig them when you come so they stay fresh.",
    months: wrapping(10, 3),
    readyAfterDays: 0,
    photos: [{ subject: "leek", count: 4, holder: "paper", backdrop: "bench" }],
  },
  {
    key: "mint",
    member: "priya",
    name: "Mint, cut or rooted",
    category: "Herbs",
    type: "Free",
    quantity: "As much as you like",
    description:
      "Mint that escaped its pot years ago. I can cut you a bunch for the kitchen or dig up a few rooted runners to plant. Keep it in a pot, learn from me.",
    months: range(4, 10),
    readyAfterDays: 0,
    photos: [{ subject: "mint", count: 7, holder: "none", backdrop: "linen" }],
  },
  {
    key: "rosemary-sage",
    member: "owen",
    name: "Rosemary and sage",
    category: "Herbs",
    type: "Free",
    quantity: "A bunch of each",
    description:
      "Both evergreen, so there is always some. Cut to order when you call round, or take a few non-flowering shoots to root on a windowsill.",
    months: "all year",
    readyAfterDays: 0,
    photos: [
      {
        subject: "rosemary",
        count: 6,
        holder: "paper",
        backdrop: "slate",
        extras: [{ subject: "labelTag", count: 1 }],
      },
      { subject: "sage", count: 5, holder: "none", backdrop: "bench" },
    ],
  },
  {
    key: "rhubarb",
    member: "rab",
    name: "Rhubarb, pulled today",
    category: "Fruits",
    type: "Free",
    quantity: "About 1.5 kg",
    description:
      "The first stalks came from under a forcing bucket; the rest are coming thick and fast now. Leaves off, ready for crumble. The leaves are poisonous, so they go on my compost.",
    months: range(2, 7),
    readyAfterDays: 0,
    photos: [{ subject: "rhubarbStalk", count: 6, holder: "paper", backdrop: "bench" }],
  },
  {
    key: "strawberry-runners",
    member: "bev",
    name: "Strawberry runners in pots",
    category: "Seedlings",
    type: "Free",
    quantity: "10 small plants",
    description:
      "Runners pegged into pots in July and well rooted now. Plant them out this autumn and they should fruit next summer.",
    months: [7, 8, 9],
    readyAfterDays: 0,
    photos: [{ subject: "strawberryPlant", count: 6, holder: "none", backdrop: "soil" }],
  },
  {
    key: "kale",
    member: "bev",
    name: "Kale, all winter",
    category: "Vegetables",
    type: "Free",
    description:
      "Cavolo nero and curly kale. It keeps on coming however much we pick, so help yourself to a bagful.",
    months: wrapping(10, 3),
    readyAfterDays: 0,
    photos: [{ subject: "kaleLeaf", count: 6, holder: "none", backdrop: "oak" }],
  },
  {
    key: "plums",
    member: "owen",
    name: "Victoria plums",
    category: "Fruits",
    type: "Free",
    quantity: "Loads",
    description:
      "The branches are bending. Pick your own from the stepladder or I'll have a bag ready. The wasps have had a few, so check them over.",
    months: [8, 9],
    readyAfterDays: 0,
    photos: [{ subject: "plum", count: 24, holder: "bowl", backdrop: "oak" }],
  },
  {
    key: "manure",
    member: "rab",
    name: "Well-rotted horse manure",
    category: "Other",
    type: "Free",
    quantity: "As many bags as you can carry",
    description:
      "From a friend's stables, stacked for over a year so it's ready to dig in or spread as a mulch. Bring your own bags and a spade.",
    months: "all year",
    photos: [{ subject: "compost", count: 70, holder: "sack", backdrop: "grass" }],
  },
  {
    key: "sweet-peas",
    member: "bev",
    name: "Sweet pea plants",
    category: "Seedlings",
    type: "Free",
    quantity: "15 plants",
    description:
      "Sown in October in deep pots, pinched out and bushy. Mixed colours, all scented. Ready to go out against a fence or up a wigwam.",
    months: [3, 4, 5],
    readyAfterDays: 0,
    photos: [{ subject: "sweetPeaSeedling", count: 15, holder: "tray", backdrop: "oak" }],
  },
  {
    key: "chard",
    member: "gita",
    name: "Rainbow chard",
    category: "Vegetables",
    type: "Free",
    quantity: "A carrier bag",
    description:
      "Red, yellow and white stems. It grows back faster than we can eat it. Stems and leaves both cook well.",
    months: range(3, 11),
    readyAfterDays: 0,
    photos: [{ subject: "chardLeaf", count: 7, holder: "none", backdrop: "slate" }],
  },
  {
    key: "pots",
    member: "gita",
    name: "Terracotta pots",
    category: "Other",
    type: "Free",
    quantity: "About 20",
    description:
      "Clearing out the shed: pots from 7 cm to 20 cm across. A few are chipped but they all hold compost. Take the lot or just what you need.",
    months: "all year",
    photos: [{ subject: "terracottaPot", count: 9, holder: "none", backdrop: "bench" }],
  },
  {
    key: "potatoes",
    member: "rab",
    name: "Second early potatoes",
    category: "Vegetables",
    type: "Swap",
    quantity: "5 kg bag",
    description:
      "Dug this morning and still muddy. Waxy, good boiled or in salads. I'd swap for onions or garlic.",
    months: [7, 8, 9, 10],
    readyAfterDays: 0,
    photos: [{ subject: "potato", count: 18, holder: "crate", backdrop: "soil" }],
  },
  {
    key: "squash",
    member: "priya",
    name: "Winter squash",
    category: "Vegetables",
    type: "Free",
    quantity: "4 squash",
    description:
      "Cured in the polytunnel until the skins went hard, so they'll keep for months somewhere cool. Roast them, or make soup.",
    months: wrapping(9, 2),
    readyAfterDays: 0,
    photos: [{ subject: "squash", count: 3, holder: "none", backdrop: "grass" }],
  },
  {
    key: "sunflower-seeds",
    member: "owen",
    name: "Sunflower seeds",
    category: "Seeds",
    type: "Free",
    quantity: "A whole head",
    description:
      "From our tallest sunflowers last summer, dried on the head in the shed. Sow them in April, or put them out for the birds.",
    months: "all year",
    photos: [
      {
        subject: "sunflowerHead",
        count: 1,
        holder: "none",
        backdrop: "linen",
        extras: [{ subject: "sunflowerSeed", count: 30 }],
      },
    ],
  },
  {
    key: "raspberry-canes",
    member: "priya",
    name: "Raspberry canes",
    category: "Seedlings",
    type: "Swap",
    quantity: "10 canes",
    description:
      "Autumn-fruiting canes that came up in the path. Dug with good roots and wrapped in damp newspaper. Swap for rhubarb or currant cuttings if you have them.",
    months: wrapping(11, 3),
    readyAfterDays: 0,
    photos: [
      {
        subject: "caneBundle",
        count: 2,
        holder: "none",
        backdrop: "soil",
        extras: [{ subject: "labelTag", count: 1 }],
      },
    ],
  },
  {
    key: "garlic",
    member: "sian",
    name: "Garlic, dried",
    category: "Vegetables",
    type: "Swap",
    quantity: "10 bulbs",
    description:
      "Hardneck garlic, dried in the shed for a month. Keep the biggest cloves back and plant them in the autumn. I'd swap for seeds or a squash.",
    months: [7, 8, 9, 10],
    photos: [{ subject: "garlic", count: 8, holder: "paper", backdrop: "oak" }],
  },
  {
    key: "strawberries",
    member: "bev",
    name: "Strawberries",
    category: "Fruits",
    type: "Swap",
    quantity: "A punnet a day",
    description:
      "More than we can eat from the allotment, picked each morning. Swap for anything you have grown.",
    months: [6, 7],
    readyAfterDays: 0,
    photos: [{ subject: "strawberry", count: 16, holder: "punnet", backdrop: "gingham" }],
  },
  {
    key: "saved-seeds",
    member: "sian",
    name: "Saved seeds to swap",
    category: "Seeds",
    type: "Swap",
    quantity: "6 packets",
    description:
      "Seed saved from open-pollinated plants: tomato, calendula and nasturtium, each in a labelled envelope with the year. Swap for any seed you have saved yourself.",
    months: "all year",
    photos: [],
  },
  {
    key: "spider-plants",
    member: "sian",
    name: "Spider plant babies",
    category: "Seedlings",
    type: "Free",
    quantity: "5 pots",
    description: "Houseplant offsets, potted up and rooted. Easy on any windowsill.",
    months: "all year",
    photos: [{ subject: "spiderPlant", count: 5, holder: "none", backdrop: "linen" }],
  },
  {
    key: "purple-sprouting",
    member: "gita",
    name: "Purple sprouting broccoli",
    category: "Vegetables",
    type: "Free",
    quantity: "A big bunch a week",
    description:
      "The best thing in the hungry gap. Snap the spears yourself; the more you pick, the more it makes.",
    months: [2, 3, 4],
    readyAfterDays: 0,
    photos: [{ subject: "purpleSprouting", count: 8, holder: "none", backdrop: "oak" }],
  },
  {
    key: "leaf-mould",
    member: "owen",
    name: "Leaf mould",
    category: "Other",
    type: "Free",
    quantity: "6 bags",
    description:
      "Two years old, dark and crumbly. Good as a mulch, or sieved and mixed into seed compost.",
    months: "all year",
    photos: [],
  },
  {
    key: "beetroot",
    member: "priya",
    name: "Beetroot",
    category: "Vegetables",
    type: "Swap",
    quantity: "2 bunches",
    description:
      "Golf-ball to tennis-ball size. The young leaves are good in salads too. Swap for anything.",
    months: range(6, 10),
    readyAfterDays: 0,
    photos: [{ subject: "beetroot", count: 5, holder: "none", backdrop: "slate" }],
  },
  {
    key: "jerusalem-artichokes",
    member: "bev",
    name: "Jerusalem artichokes",
    category: "Vegetables",
    type: "Free",
    quantity: "About 2 kg",
    description:
      "Dug as you need them. Nutty roasted or in soup. Fair warning: plant one and you'll have them for ever.",
    months: wrapping(11, 2),
    readyAfterDays: 0,
    photos: [{ subject: "jerusalemArtichoke", count: 16, holder: "bowl", backdrop: "slate" }],
  },
  {
    key: "radishes",
    member: "sian",
    name: "Radishes",
    category: "Vegetables",
    type: "Free",
    quantity: "A row's worth",
    description:
      "I sowed a whole row at once, which I say every year I won't do. Crisp and peppery; pull them yourself.",
    months: range(5, 9),
    readyAfterDays: 0,
    photos: [{ subject: "radish", count: 14, holder: "plate", backdrop: "linen" }],
  },
  {
    key: "lettuce-plugs",
    member: "sian",
    name: "Lettuce plugs",
    category: "Seedlings",
    type: "Free",
    quantity: "15 plugs",
    description: "Little Gem and a red oak-leaf, grown in modules and ready to plant out.",
    months: [4, 5, 6],
    readyAfterDays: 0,
    photos: [{ subject: "lettuceSeedling", count: 15, holder: "tray", backdrop: "bench" }],
  },
  {
    key: "parsnips",
    member: "rab",
    name: "Parsnips",
    category: "Vegetables",
    type: "Free",
    quantity: "About 10",
    description:
      "Sweeter now the frosts have been at them. Long, and a bit forked where they hit a stone.",
    months: wrapping(11, 2),
    readyAfterDays: 0,
    photos: [{ subject: "parsnip", count: 5, holder: "paper", backdrop: "slate" }],
  },
  {
    key: "eating-apples",
    member: "bev",
    name: "Eating apples",
    category: "Fruits",
    type: "Swap",
    quantity: "A bagful",
    description:
      "Crisp and sweet from a small tree, never sprayed, a few marks here and there. I'd swap for jam jars with lids, or anything from your plot.",
    months: [9, 10, 11],
    readyAfterDays: 0,
    photos: [{ subject: "redApple", count: 10, holder: "bowl", backdrop: "linen" }],
  },
  {
    key: "blackberries",
    member: "rab",
    name: "Blackberries, pick your own",
    category: "Fruits",
    type: "Free",
    description: "A thornless blackberry along the back fence. Come and pick; bring a tub.",
    months: [8, 9],
    readyAfterDays: 0,
    photos: [{ subject: "blackberry", count: 40, holder: "punnet", backdrop: "slate" }],
  },
  {
    key: "comfrey",
    member: "priya",
    name: "Comfrey leaves",
    category: "Other",
    type: "Free",
    quantity: "A sackful",
    description:
      "For making liquid feed, or lining the potato trench. Cut on the day you come. Wear gloves; the leaves are hairy.",
    months: range(5, 9),
    readyAfterDays: 0,
    photos: [],
  },
  {
    key: "fuchsia-cuttings",
    member: "gita",
    name: "Rooted fuchsia cuttings",
    category: "Seedlings",
    type: "Free",
    quantity: "9 cuttings",
    description:
      "Hardy fuchsia, rooted in a jar on the windowsill. Pot them up and they'll flower next year.",
    months: range(5, 9),
    readyAfterDays: 0,
    photos: [{ subject: "cutting", count: 9, holder: "paper", backdrop: "oak" }],
  },
  {
    key: "seed-potatoes",
    member: "owen",
    name: "Seed potatoes, chitting",
    category: "Seeds",
    type: "Free",
    quantity: "About 20 tubers",
    description:
      "I bought a bag of certified seed potatoes and only have room for half. They are chitting on the windowsill and will be ready to plant in a few weeks.",
    months: [2, 3, 4],
    photos: [{ subject: "chittingPotato", count: 15, holder: "tray", backdrop: "bench" }],
  },
  {
    key: "hazel-poles",
    member: "sian",
    name: "Hazel poles and pea sticks",
    category: "Other",
    type: "Free",
    quantity: "About 30 poles",
    description:
      "Cut from a neighbour's hazel this winter: poles of 2 to 2.5 metres for bean wigwams, and the brushy tops for pea sticks.",
    months: wrapping(12, 4),
    photos: [{ subject: "hazelPoles", count: 2, holder: "none", backdrop: "grass" }],
  },
  {
    key: "sprouts",
    member: "bev",
    name: "Brussels sprouts",
    category: "Vegetables",
    type: "Free",
    quantity: "3 stalks",
    description:
      "Firm little sprouts, better after a frost. I'll cut a whole stalk for you, or pick a bagful.",
    months: wrapping(11, 2),
    readyAfterDays: 0,
    photos: [{ subject: "brusselsSprout", count: 30, holder: "bowl", backdrop: "slate" }],
  },
  {
    key: "parsley",
    member: "priya",
    name: "Flat and curly parsley",
    category: "Herbs",
    type: "Free",
    quantity: "A bunch or two",
    description: "Self-seeded all over the polytunnel. Cut to order when you come.",
    months: range(3, 11),
    readyAfterDays: 0,
    photos: [{ subject: "parsley", count: 6, holder: "plate", backdrop: "oak" }],
  },
  {
    key: "basil",
    member: "gita",
    name: "Basil",
    category: "Herbs",
    type: "Swap",
    quantity: "4 bunches",
    description:
      "Sweet basil from the greenhouse, more than even we can turn into pesto. Swap for a few chillies or anything else.",
    months: range(6, 9),
    readyAfterDays: 0,
    photos: [{ subject: "basil", count: 6, holder: "plate", backdrop: "slate" }],
  },
  {
    key: "lettuces",
    member: "rab",
    name: "Lettuces",
    category: "Vegetables",
    type: "Free",
    quantity: "6 heads",
    description: "Butterhead lettuces all hearting up at once. Cut them fresh when you come.",
    months: range(5, 9),
    readyAfterDays: 0,
    photos: [{ subject: "lettuce", count: 3, holder: "none", backdrop: "soil" }],
  },
];

/** A demo listing placed in time: when it was listed, when it is ready, whether it has gone. */
export interface ScheduledDemoListing {
  listing: DemoListing;
  createdAt: Date;
  harvestDate: string | null;
  status: ListingStatus;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ukMonth = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", month: "numeric" });

/** The listings in season on the UK calendar at `now`, in the order the demo prefers them. */
export function demoListingsInSeason(now: Date): DemoListing[] {
  const month = Number(ukMonth.format(now));
  return demoListings
    .filter((listing) => listing.months === "all year" || listing.months.includes(month))
    .slice(0, DEMO_LISTINGS_MAX);
}

/** Small and stable per listing, so listing times do not fall on the hour. */
function jitterHours(key: string): number {
  let hash = 0;
  for (const character of key) hash = (hash * 31 + character.charCodeAt(0)) % 997;
  return (hash % 60) / 10;
}

/**
 * The demo as it stands at `now`: the listings in season, newest first, listed a day or so
 * apart over the last few weeks. The oldest have been swapped already.
 */
export function scheduleDemoListings(now: Date): ScheduledDemoListing[] {
  const chosen = demoListingsInSeason(now);
  return chosen.map((listing, index) => {
    const createdAt = new Date(
      now.getTime() - (3 + index * 27 + jitterHours(listing.key)) * HOUR_MS,
    );
    const harvestDate =
      listing.readyAfterDays === undefined
        ? null
        : ukCalendarDay(new Date(createdAt.getTime() + listing.readyAfterDays * DAY_MS));
    const status: ListingStatus = index >= chosen.length - DEMO_SWAPPED ? "swapped" : "active";
    return { listing, createdAt, harvestDate, status };
  });
}
