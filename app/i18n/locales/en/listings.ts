// Listings' shared words in English (decision 0098): the categories and types members choose
// from, and a listing card's own words around the member's (its name, town and lister stay as
// written). The pages that show a listing, the emails that describe one and the forms that make one
// all take these from here. The specification's words, word for word.
export default {
  categories: {
    Vegetables: "Vegetables",
    Fruits: "Fruits",
    Herbs: "Herbs",
    Seedlings: "Seedlings & Plants",
    Seeds: "Seeds",
    Other: "Other",
  },
  types: {
    Free: "Free",
    Swap: "Swap",
  },
  card: {
    example: "Example",
    reserved: "Reserved",
    listedBy: "Listed by {{name}}",
    today: "Today",
    daysAgo_one: "{{count}} day ago",
    daysAgo_other: "{{count}} days ago",
    weeksAgo_one: "{{count}} week ago",
    weeksAgo_other: "{{count}} weeks ago",
    availableUntil: "Available until {{date}}",
    lessThanAMile: "less than a mile away",
    aboutMiles_one: "about {{count}} mile away",
    aboutMiles_other: "about {{count}} miles away",
  },
};
