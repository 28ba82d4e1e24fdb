/**
 * The 20 most populous places of `cities.ts`, name and slug only: what the header's Locations
 * menu and the footer link to on every page. Kept as a short list so that every page's
 * JavaScript does not carry the whole cities table (19 KB) to show 20 links (decision 0032);
 * top-cities.test.ts checks it against the table, so it cannot drift.
 */
export const TOP_CITIES: readonly { name: string; slug: string }[] = [
  { name: "London", slug: "london" },
  { name: "Birmingham", slug: "birmingham" },
  { name: "Leeds", slug: "leeds" },
  { name: "Glasgow", slug: "glasgow" },
  { name: "Manchester", slug: "manchester" },
  { name: "Sheffield", slug: "sheffield" },
  { name: "Bradford", slug: "bradford" },
  { name: "Edinburgh", slug: "edinburgh" },
  { name: "Liverpool", slug: "liverpool" },
  { name: "Bristol", slug: "bristol" },
  { name: "Leicester", slug: "leicester" },
  { name: "Cardiff", slug: "cardiff" },
  { name: "Coventry", slug: "coventry" },
  { name: "Wakefield", slug: "wakefield" },
  { name: "Belfast", slug: "belfast" },
  { name: "Wigan", slug: "wigan" },
  { name: "Dudley", slug: "dudley" },
  { name: "Nottingham", slug: "nottingham" },
  { name: "Newcastle upon Tyne", slug: "newcastle-upon-tyne" },
  { name: "Doncaster", slug: "doncaster" },
];
