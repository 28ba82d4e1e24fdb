import { Carrot, HeartHandshake, MapPin, Shovel, Users } from "lucide-react";
import {
  allotmentsHref,
  cityPath,
  FREE_FOOD_PATH,
  foodBanksPath,
  freeFoodPath,
} from "~/places/place-links";
import type { RelatedLink } from "~/places/place-page-parts";
import type { PlacesT } from "~/places/place-words";

interface Place {
  /** The English name, which the allotment directory's search is linked with. */
  name: string;
  /** The name in the page's language. */
  displayName: string;
  slug: string;
}

const allotments = (city: Place, t: PlacesT): RelatedLink => ({
  to: allotmentsHref(city.name),
  label: t("related.allotments"),
  text: t("related.allotmentsText", { city: city.displayName }),
  icon: Shovel,
});

const foodBanks = (city: Place, t: PlacesT): RelatedLink => ({
  to: foodBanksPath(city.slug),
  label: t("related.foodBanks"),
  text: t("related.foodBanksText", { city: city.displayName }),
  icon: HeartHandshake,
});

/** Where to go next from a city's page: its free food, allotments, food banks and groups. */
export function cityRelatedLinks(city: Place, t: PlacesT): RelatedLink[] {
  return [
    {
      to: freeFoodPath(city.slug),
      label: t("related.freeFood", { city: city.displayName }),
      text: t("related.freeFoodText"),
      icon: Carrot,
    },
    allotments(city, t),
    foodBanks(city, t),
    {
      to: "/community-groups",
      label: t("related.groups"),
      text: t("related.groupsText"),
      icon: Users,
    },
  ];
}

/** Where to go next from a city's free-food page: all it shares, its allotments and food banks. */
export function freeFoodRelatedLinks(city: Place, t: PlacesT): RelatedLink[] {
  return [
    {
      to: cityPath(city.slug),
      label: t("related.growers", { city: city.displayName }),
      text: t("related.growersText"),
      icon: MapPin,
    },
    allotments(city, t),
    foodBanks(city, t),
    {
      to: FREE_FOOD_PATH,
      label: t("related.elsewhere"),
      text: t("related.elsewhereText"),
      icon: Carrot,
    },
  ];
}
