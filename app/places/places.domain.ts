import { defineDomain } from "~/server/domain";
import * as citiesTables from "./cities.table";
import { seedCities } from "./seed-cities.server";

/** UK cities and the pages about them. */
export const placesDomain = defineDomain({
  name: "places",
  tables: [citiesTables],
  referenceSeeders: [seedCities],
});
