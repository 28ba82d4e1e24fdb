import type { City, PopulationBasis } from "~/data/cities";
import { formatPopulation } from "./city-search";

// A population is shown with what it counts and when (decision 0083): the figures in the cities
// data are on four bases, and a bare number would invite comparing unlike things.

type CityPopulation = Pick<City, "name" | "population" | "populationBasis">;

function basisText(name: string, basis: PopulationBasis): string {
  switch (basis) {
    case "councilArea2024":
      // London's figure is the 32 boroughs and the City together.
      return name === "London"
        ? "Greater London, mid-2024 estimate"
        : `${name} council area, mid-2024 estimate`;
    case "builtUpArea2021":
      return `${name} built-up area, Census 2021`;
    case "locality2020":
      return `${name} locality, mid-2020 estimate`;
    case "settlement2021":
      return `${name} settlement, Census 2021`;
  }
}

/** 'population 845,189 (Leeds council area, mid-2024 estimate)'. */
export function populationWithBasis(city: CityPopulation): string {
  return `population ${formatPopulation(city.population)} (${basisText(city.name, city.populationBasis)})`;
}
