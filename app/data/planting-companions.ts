/**
 * The companion planting tables. The pairs are the specification's, word for word (part 2 §2),
 * with its American names, which the dialog explains in UK terms (bush beans are dwarf French
 * beans, pole beans climbing beans, corn sweetcorn). Each pair says how good the evidence for it
 * is and where that judgement comes from; docs/decisions/0081-planting-months-and-companion-evidence.md
 * explains the choices.
 */
export type EvidenceLevel = "supported" | "traditional" | "contested";

/** How each evidence level is written on the page: in words, never by colour alone. */
export const evidenceLabels: Readonly<Record<EvidenceLevel, string>> = {
  supported: "Supported by trials",
  traditional: "Traditional (widely repeated, little evidence)",
  contested: "Contested",
};

export interface CompanionSource {
  /** A few words naming the source beside each pair. */
  short: string;
  title: string;
  url: string;
}

export const companionSources = {
  marigoldTrial: {
    short: "Newcastle University trial, 2019",
    title:
      "Conboy and others (Newcastle University), 'Companion planting with French marigolds protects tomato plants from glasshouse whiteflies through the emission of airborne limonene', PLOS ONE, 2019",
    url: "https://doi.org/10.1371/journal.pone.0213071",
  },
  blight: {
    short: "Which? Gardening and the RHS on blight",
    title:
      "Which? Gardening, 'Tomato blight' (late blight is the same disease as potato blight: keep tomatoes well away from potatoes); RHS blight advice, via Blightwatch, 2016",
    url: "https://gardening.which.co.uk/hc/en-gb/articles/214058505-Tomato-blight",
  },
  carrotFlyTrials: {
    short: "carrot fly trials",
    title:
      "Uvah and Coaker, 'Effect of mixed cropping on some insect pests of carrots and onions', 1984 (fewer carrot fly only while the onions were young, none once they bulbed); Geoff Hamilton's and Charles Dowding's trials, reported in the Telegraph, 2013 (no protection)",
    url: "https://www.telegraph.co.uk/gardening/gardeningadvice/10075491/Companion-planting-friends-with-benefits-for-your-garden.html",
  },
  carrotFlyHosts: {
    short: "RHS carrot fly project",
    title:
      "RHS and Warwick Crop Centre, 'Testing barrier methods for the protection of carrots from the carrot fly', 2016: the fly's larvae also feed on parsnip, parsley, celery and celeriac",
    url: "https://www.rhs.org.uk/science/plant-health-in-gardens/entomology/rhs-projects-on-plant-pests/carrot-fly-barrier",
  },
  folklore: {
    short: "the RHS and Garden Organic on companion planting",
    title:
      "Sarah Raven, 'Companion planting: protect with plants', quoting the RHS's chief entomologist Andrew Halstead ('mainly folklore not science') and Garden Organic, then HDRA (controlled trials not yet done for most pairs)",
    url: "https://www.sarahraven.com/articles/companion_planting_-_protect_with_plants.htm",
  },
} as const satisfies Record<string, CompanionSource>;

export type CompanionSourceId = keyof typeof companionSources;

export interface CompanionPair {
  /** The companion, in the specification's words. */
  name: string;
  evidence: EvidenceLevel;
  source: CompanionSourceId;
  /** What the evidence says, in a few words, where there is more than folklore. */
  note?: string;
}

export interface CompanionRow {
  plant: string;
  others: CompanionPair[];
}

/** A pair with nothing behind it but repetition. */
const traditional = (name: string, note?: string): CompanionPair => ({
  name,
  evidence: "traditional",
  source: "folklore",
  ...(note === undefined ? {} : { note }),
});

export const goodCompanions: readonly CompanionRow[] = [
  {
    plant: "Tomatoes",
    others: [
      traditional("Basil"),
      traditional("Carrots"),
      {
        name: "Marigolds",
        evidence: "supported",
        source: "marigoldTrial",
        note: "French marigolds cut glasshouse whitefly on tomatoes in greenhouse trials; plant them from the start",
      },
    ],
  },
  {
    plant: "Lettuce",
    others: [
      traditional("Carrots"),
      traditional("Radishes"),
      traditional("Strawberries"),
      traditional("Cucumbers"),
    ],
  },
  {
    plant: "Bush beans",
    others: [
      traditional("Potatoes"),
      traditional("Carrots"),
      traditional("Cucumbers"),
      traditional("Corn"),
      traditional("Strawberries"),
    ],
  },
  {
    plant: "Carrots",
    others: [
      traditional("Beans"),
      traditional("Lettuce"),
      {
        name: "Onions",
        evidence: "contested",
        source: "carrotFlyTrials",
        note: "said to keep carrot fly away; one trial found fewer flies only while the onions were young, others found no protection. Fine mesh is what keeps it off",
      },
      traditional("Rosemary"),
      traditional("Sage"),
    ],
  },
  {
    plant: "Cucumbers",
    others: [
      traditional("Beans"),
      traditional("Corn"),
      traditional("Peas"),
      traditional("Radishes"),
      traditional("Sunflowers"),
    ],
  },
  {
    plant: "Peppers",
    others: [
      traditional("Basil"),
      traditional("Carrots"),
      traditional("Onions"),
      traditional("Tomatoes"),
    ],
  },
];

export const badCompanions: readonly CompanionRow[] = [
  {
    plant: "Beans",
    others: [traditional("Onions"), traditional("Garlic"), traditional("Peppers")],
  },
  {
    plant: "Potatoes",
    others: [
      {
        name: "Tomatoes",
        evidence: "supported",
        source: "blight",
        note: "both get blight, which spreads between them, so keep them apart",
      },
      traditional("Cucumbers"),
      traditional("Sunflowers"),
    ],
  },
  {
    plant: "Onions and garlic",
    others: [traditional("Beans"), traditional("Peas")],
  },
  {
    plant: "Cabbage family",
    others: [traditional("Strawberries"), traditional("Tomatoes"), traditional("Pole beans")],
  },
  {
    plant: "Carrots",
    others: [
      traditional("Dill"),
      {
        name: "Celery",
        evidence: "traditional",
        source: "carrotFlyHosts",
        note: "no trials of the pair, but carrot fly attacks both",
      },
    ],
  },
];

/**
 * What companion planting can and cannot do, said plainly on the page: most of the tables is
 * gardeners' lore, and the few pairs with evidence behind them are marked.
 */
export const companionPlantingSummary: readonly string[] = [
  'Most of these pairs are garden lore: widely repeated, but rarely tested. The RHS\'s chief entomologist called companion planting "mainly folklore not science". Each pair below says how good the evidence is and where that comes from.',
  "What it can do: French marigolds among greenhouse tomatoes keep glasshouse whitefly down, and keeping potatoes away from tomatoes is sound because the same blight attacks both. Flowers among the vegetables also feed bees and the hoverflies whose larvae eat aphids.",
  "What it cannot do: no companion replaces crop rotation, netting or fine mesh. Onions among carrots did not reliably stop carrot fly in trials; a fine mesh cover keeps it off.",
];
