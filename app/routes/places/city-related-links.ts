import { Carrot, HeartHandshake, MapPin, Shovel, Users } from "lucide-react";
import {
  allotmentsHref,
  cityPath,
  FREE_FOOD_PATH,
  foodBanksPath,
  freeFoodPath,
} from "~/places/place-links";
import type { RelatedLink } from "~/places/place-page-parts";

interface Place {
  name: string;
  slug: string;
}

const allotments = (city: Place): RelatedLink => ({
  to: allotmentsHref(city.name),
  label: "Allotments",
  text: `Council plots in ${city.name}`,
  icon: Shovel,
});

const foodBanks = (city: Place): RelatedLink => ({
  to: foodBanksPath(city.slug),
  label: "Food banks",
  text: `Emergency food in ${city.name}`,
  icon: HeartHandshake,
});

/** Where to go next from a city's page: its free food, allotments, food banks and groups. */
export function cityRelatedLinks(city: Place): RelatedLink[] {
  return [
    {
      to: freeFoodPath(city.slug),
      label: `Free food in ${city.name}`,
      text: "Produce growers are giving away",
      icon: Carrot,
    },
    allotments(city),
    foodBanks(city),
    {
      to: "/community-groups",
      label: "Community groups",
      text: "Organisations sharing food",
      icon: Users,
    },
  ];
}

/** Where to go next from a city's free-food page: all it shares, its allotments and food banks. */
export function freeFoodRelatedLinks(city: Place): RelatedLink[] {
  return [
    {
      to: cityPath(city.slug),
      label: `${city.name} growers`,
      text: "Everything shared, free or to swap",
      icon: MapPin,
    },
    allotments(city),
    foodBanks(city),
    {
      to: FREE_FOOD_PATH,
      label: "Free food elsewhere",
      text: "Every UK city",
      icon: Carrot,
    },
  ];
}
