import { type City, cities } from "~/data/cities";

export type { City };

const bySlug = new Map(cities.map((city) => [city.slug, city]));

export function findCityBySlug(slug: string): City | undefined {
  return bySlug.get(slug.toLowerCase());
}
