/**
 * The ONS English regions in the ONS order, then the nations, each with the key its name has in
 * a catalogue (`regions.*`): the order the directories list them in and the one place that names
 * them.
 */
export const UK_REGION_KEYS: Readonly<Record<string, string>> = {
  "North East": "northEast",
  "North West": "northWest",
  "Yorkshire and The Humber": "yorkshire",
  "East Midlands": "eastMidlands",
  "West Midlands": "westMidlands",
  "East of England": "eastOfEngland",
  London: "london",
  "South East": "southEast",
  "South West": "southWest",
  Wales: "wales",
  Scotland: "scotland",
  "Northern Ireland": "northernIreland",
};
