import { Carrot, HeartHandshake, Shovel, Users } from "lucide-react";
import { allotmentsHref, foodBanksPath, freeFoodPath } from "~/places/place-links";
import type { RelatedLink } from "~/places/place-page-parts";

/** Where to go next from a city's page: its free food, allotments, food banks and groups. */
export function cityRelatedLinks(city: { name: string; slug: string }): RelatedLink[] {
  return [
    {
      to: freeFoodPath(city.slug),
      label: `Free food in ${city.name}`,
      text: "Produce growers are giving away",
      icon: Carrot,
    },
    {
      to: allotmentsHref(city.name),
      label: "Allotments",
      text: `Council plots in ${city.name}`,
      icon: Shovel,
    },
    {
      to: foodBanksPath(city.slug),
      label: "Food banks",
      text: `Emergency food in ${city.name}`,
      icon: HeartHandshake,
    },
    {
      to: "/community-groups",
      label: "Community groups",
      text: "Organisations sharing food",
      icon: Users,
    },
  ];
}
