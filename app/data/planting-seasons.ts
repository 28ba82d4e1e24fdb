/** The Seasonal View's four cards, as UK growers count the seasons (meteorological). */
export interface SeasonGuide {
  name: "Spring" | "Summer" | "Autumn" | "Winter";
  months: string;
  description: string;
  keyTasks: string[];
  vegetables: string[];
  fruits: string[];
}

export const seasonGuides: readonly SeasonGuide[] = [
  {
    name: "Spring",
    months: "March to May",
    description:
      "The soil warms, the days lengthen and sowing starts in earnest. Hardy crops go outside; tender ones start under cover and wait for the last frost.",
    keyTasks: [
      "Sow hardy crops outside as the soil warms",
      "Start tender crops under cover",
      "Plant potatoes, onion sets and shallots",
      "Harden off young plants before planting out",
      "Protect seedlings from late frosts and slugs",
    ],
    vegetables: [
      "Broad beans",
      "Peas",
      "Carrots",
      "Beetroot",
      "Lettuce",
      "Radishes",
      "Spinach",
      "Potatoes",
    ],
    fruits: ["Rhubarb", "Strawberry plants (planting)", "Raspberry canes (planting)"],
  },
  {
    name: "Summer",
    months: "June to August",
    description:
      "The plot is at its fullest. Keep on top of watering, weeding and picking, and sow now for autumn and winter crops.",
    keyTasks: [
      "Water in the evening or early morning",
      "Pick courgettes and beans often to keep them cropping",
      "Feed tomatoes and pinch out side shoots",
      "Plant out winter brassicas and leeks",
      "Sow spring cabbage and winter salads",
    ],
    vegetables: [
      "Tomatoes",
      "Courgettes",
      "Runner beans",
      "French beans",
      "Sweetcorn",
      "Cucumbers",
      "Onions",
      "Garlic",
    ],
    fruits: ["Strawberries", "Raspberries", "Gooseberries", "Currants", "Cherries", "Plums"],
  },
  {
    name: "Autumn",
    months: "September to November",
    description:
      "Harvest and store the main crops, then plant garlic, onion sets and hardy broad beans for next year.",
    keyTasks: [
      "Lift and store potatoes, carrots and beetroot",
      "Cure squash and pumpkins before the frosts",
      "Plant garlic and overwintering onion sets",
      "Sow hardy broad beans",
      "Plant bare-root fruit once the leaves fall",
    ],
    vegetables: [
      "Squash and pumpkins",
      "Maincrop potatoes",
      "Leeks",
      "Carrots",
      "Celeriac",
      "Kale",
    ],
    fruits: ["Apples", "Pears", "Autumn raspberries", "Blackberries"],
  },
  {
    name: "Winter",
    months: "December to February",
    description:
      "A quieter time for planning, pruning and preparing the soil, with hardy crops still standing in the ground to pick as needed.",
    keyTasks: [
      "Plan next year's beds and order seeds",
      "Prune apple and pear trees",
      "Plant bare-root fruit when the ground is workable",
      "Chit early seed potatoes",
      "Cover and mulch empty beds",
    ],
    vegetables: ["Brussels sprouts", "Parsnips", "Leeks", "Kale", "Winter cabbage", "Swede"],
    fruits: ["Forced rhubarb", "Stored apples"],
  },
];
