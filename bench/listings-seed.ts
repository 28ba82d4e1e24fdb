// Fills the benchmark database with listings that look like Glut's: UK garden produce in the
// real categories, given away or swapped in UK cities (more in bigger ones), mostly active,
// posted over two years, about half with photos. One INSERT … SELECT generate_series per table,
// with the listings' secondary indexes dropped during the load and rebuilt from their own
// definitions afterwards (building an index once is far quicker than updating it a million times).
import { cities } from "~/data/cities";
import type { BenchDatabase } from "./bench-database.ts";

/** What people grow and share, with the category each is listed under. */
const produce: readonly (readonly [string, string])[] = [
  ["Tomatoes", "Vegetables"],
  ["Cherry tomatoes", "Vegetables"],
  ["Courgettes", "Vegetables"],
  ["Runner beans", "Vegetables"],
  ["Broad beans", "Vegetables"],
  ["French beans", "Vegetables"],
  ["Potatoes", "Vegetables"],
  ["Onions", "Vegetables"],
  ["Garlic", "Vegetables"],
  ["Leeks", "Vegetables"],
  ["Carrots", "Vegetables"],
  ["Beetroot", "Vegetables"],
  ["Kale", "Vegetables"],
  ["Cabbages", "Vegetables"],
  ["Lettuces", "Vegetables"],
  ["Spinach", "Vegetables"],
  ["Rainbow chard", "Vegetables"],
  ["Cucumbers", "Vegetables"],
  ["Butternut squash", "Vegetables"],
  ["Pumpkins", "Vegetables"],
  ["Sweetcorn", "Vegetables"],
  ["Peas", "Vegetables"],
  ["Radishes", "Vegetables"],
  ["Parsnips", "Vegetables"],
  ["Purple sprouting broccoli", "Vegetables"],
  ["Kohlrabi", "Vegetables"],
  ["Apples", "Fruits"],
  ["Bramley apples", "Fruits"],
  ["Pears", "Fruits"],
  ["Plums", "Fruits"],
  ["Damsons", "Fruits"],
  ["Blackberries", "Fruits"],
  ["Raspberries", "Fruits"],
  ["Strawberries", "Fruits"],
  ["Gooseberries", "Fruits"],
  ["Redcurrants", "Fruits"],
  ["Blackcurrants", "Fruits"],
  ["Rhubarb", "Fruits"],
  ["Cherries", "Fruits"],
  ["Basil", "Herbs"],
  ["Mint", "Herbs"],
  ["Flat-leaf parsley", "Herbs"],
  ["Coriander", "Herbs"],
  ["Rosemary", "Herbs"],
  ["Thyme", "Herbs"],
  ["Sage", "Herbs"],
  ["Chives", "Herbs"],
  ["Bay leaves", "Herbs"],
  ["Tomato seedlings", "Seedlings"],
  ["Courgette plants", "Seedlings"],
  ["Strawberry runners", "Seedlings"],
  ["Lavender cuttings", "Seedlings"],
  ["Chilli plants", "Seedlings"],
  ["Leek seedlings", "Seedlings"],
  ["Brassica plug plants", "Seedlings"],
  ["Runner bean seeds", "Seeds"],
  ["Sunflower seeds", "Seeds"],
  ["Heritage tomato seeds", "Seeds"],
  ["Calendula seeds", "Seeds"],
  ["Sweet pea seeds", "Seeds"],
  ["Garden compost", "Other"],
  ["Well-rotted manure", "Other"],
  ["Terracotta pots", "Other"],
  ["Bamboo canes", "Other"],
  ["Hen eggs", "Other"],
];

const qualifiers = ["", "", "Homegrown", "Organic", "Surplus", "Fresh", "Allotment", "Spare"];
const openers = [
  "Too many {p} this year.",
  "A glut of {p} from the allotment.",
  "Spare {p} from my back garden.",
  "Picked this morning: {p}.",
  "More {p} than we can eat.",
  "Grown without pesticides: {p}.",
  "Our neighbours are sick of {p}, so over to you.",
];
const middles = [
  "",
  " Happy to swap for eggs or jam.",
  " Bring your own bag.",
  " Would love some seeds in return.",
  " Free to a good home.",
  " Enough for a family of four.",
];
const closers = [
  "",
  " Collection only, evenings and weekends.",
  " Porch pickup, just knock.",
  " Message me and I will reply the same day.",
  " Near the station.",
];
const quantities = ["About 2 kg", "A carrier bag full", "6 plants", "A few bunches", "1 tray", ""];
const firstNames = ["Annie", "Bill", "Chloe", "Dev", "Eilidh", "Femi", "Gareth", "Hannah", "Imran"];

/** City names, each repeated by its population (at least once), so London is the likeliest. */
function weightedCities() {
  return cities.flatMap((city) =>
    Array.from({ length: Math.max(1, Math.round(city.population / 50_000)) }, () => city),
  );
}

function weightedLocations(): string[] {
  return weightedCities().map((city) => city.name);
}

/** The same picks' centres, so a listing's point is its town's, scattered a few miles about it. */
function weightedCentres(): { latitudes: number[]; longitudes: number[] } {
  const picked = weightedCities();
  return {
    latitudes: picked.map((city) => city.latitude),
    longitudes: picked.map((city) => city.longitude),
  };
}

/** A deterministic pseudo-random pick from array parameter `param`, varied by `salt`. */
const hash = (salt: number) => `(hashint8(i::bigint * 16 + ${salt}) & 2147483647)`;
const pick = (param: string, salt: number) =>
  `(${param}::text[])[1 + ${hash(salt)} % cardinality(${param}::text[])]`;

async function seedOwners(database: BenchDatabase, owners: number) {
  await database.query(
    `insert into users (id, name, email, email_verified)
     select 'bench-owner-' || i, ${pick("$2", 1)} || ' ' || i, 'bench-owner-' || i || '@example.org', true
     from generate_series(1, $1::int) as i`,
    [owners, firstNames],
  );
  await database.query(
    `insert into profiles (id, username, forum_username, location)
     select u.id, u.name, u.name, null from users u where u.id like 'bench-owner-%'`,
  );
}

// Up to about 4 miles either way of the town's centre, as its districts' centres spread.
const LATITUDE = `(($11::float8[])[location_index] + ((${hash(13)} % 1000) / 1000.0 - 0.5) * 0.12)`;
const LONGITUDE = `(($12::float8[])[location_index] + ((${hash(14)} % 1000) / 1000.0 - 0.5) * 0.2)`;

async function insertListings(database: BenchDatabase, count: number, owners: number) {
  await database.query(
    `insert into listings (user_id, name, description, category, type, location, quantity,
       harvest_date, status, created_at, updated_at, latitude, longitude, earth_point)
     select 'bench-owner-' || (1 + h_owner % $2::int),
       case when qualifier = '' then item else qualifier || ' ' || lower(item) end,
       replace(opener, '{p}', lower(item)) || middle || closer,
       category,
       case when h_type % 10 < 6 then 'Free' else 'Swap' end,
       location,
       nullif(quantity, ''),
       case when h_type % 2 = 0 then current_date - (h_type % 30)::int end,
       case when h_status % 100 < 85 then 'active'
            when h_status % 100 < 95 then 'swapped'
            when h_status % 100 < 98 then 'unavailable'
            else 'completed' end,
       posted, posted,
       ${LATITUDE}, ${LONGITUDE}, ll_to_earth(${LATITUDE}, ${LONGITUDE})
     from (
       select i,
         ($3::text[])[p] as item, ($4::text[])[p] as category,
         ${pick("$5", 3)} as qualifier, ${pick("$6", 4)} as opener,
         ${pick("$7", 5)} as middle, ${pick("$8", 6)} as closer,
         ${pick("$9", 7)} as location, 1 + ${hash(7)} % cardinality($9::text[]) as location_index,
         ${pick("$10", 8)} as quantity,
         ${hash(9)} as h_owner, ${hash(10)} as h_type, ${hash(11)} as h_status,
         now() - (i::float8 / $1::int) * interval '730 days' - ${hash(12)} % 600 * interval '1 second' as posted
       from (select i, 1 + ${hash(2)} % cardinality($3::text[]) as p
             from generate_series(1, $1::int) as i) as numbered
     ) as listing`,
    [
      count,
      owners,
      produce.map(([item]) => item),
      produce.map(([, category]) => category),
      qualifiers,
      openers,
      middles,
      closers,
      weightedLocations(),
      quantities,
      weightedCentres().latitudes,
      weightedCentres().longitudes,
    ],
  );
}

async function insertPhotos(database: BenchDatabase) {
  // About six in ten listings have one to three photos (the files need not exist: the browse
  // page only links to thumbnails).
  await database.query(
    `insert into listing_images (listing_id, position, large_key, thumb_key, width, height)
     select l.id, position, 'listings/' || l.id || '/' || position || '-large.webp',
       'listings/' || l.id || '/' || position || '-thumb.webp', 1600, 1200
     from listings l
     cross join generate_series(0, 2) as position
     where (hashtext(l.id::text) & 2147483647) % 10 < 6
       and position <= (hashtext(l.id::text) & 2147483647) % 3`,
  );
}

/** The indexes on `table` that no constraint owns: those can be dropped and rebuilt. */
async function secondaryIndexes(database: BenchDatabase, table: string) {
  return database.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
     where schemaname = 'public' and tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
}

export interface SeedReport {
  listings: number;
  active: number;
  owners: number;
  photos: number;
  seconds: number;
}

/** Adds `count` listings and their owners, rebuilds the indexes, then VACUUM ANALYZE. */
export async function seedListings(
  database: BenchDatabase,
  count: number,
  log: (line: string) => void,
): Promise<SeedReport> {
  const started = performance.now();
  const owners = Math.max(1, Math.ceil(count / 25));
  const step = (label: string) =>
    log(`  ${label} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const indexes = await secondaryIndexes(database, "listings");
  for (const index of indexes) await database.exec(`drop index "${index.name}"`);
  await seedOwners(database, owners);
  step(`${owners} owners`);
  await insertListings(database, count, owners);
  step(`${count} listings`);
  await insertPhotos(database);
  step("photos");
  // More memory for sorting makes the index builds much quicker (this session only).
  const memory = database.kind === "pglite" ? "128MB" : "512MB";
  for (const index of indexes) {
    await database.exec(`set maintenance_work_mem = '${memory}'; ${index.definition}`);
    step(`index ${index.name}`);
  }
  for (const table of ["users", "profiles", "listings", "listing_images"]) {
    await database.exec(`vacuum analyze ${table}`);
  }
  step("vacuum analyze");
  const [counts] = await database.query<{ listings: number; active: number; photos: number }>(
    `select (select count(*) from listings)::int as listings,
       (select count(*) from listings where status = 'active')::int as active,
       (select count(*) from listing_images)::int as photos`,
  );
  return {
    listings: counts?.listings ?? 0,
    active: counts?.active ?? 0,
    owners,
    photos: counts?.photos ?? 0,
    seconds: (performance.now() - started) / 1000,
  };
}
