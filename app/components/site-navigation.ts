import { useTranslation } from "react-i18next";
import { TOP_CITIES } from "~/data/top-cities";
import { WELSH_PLACE_NAMES } from "~/data/welsh-place-names";

/**
 * A link of the site's navigation. `label` is a key of the `common` catalogue (decision 0098),
 * except a city's, which is its name (`named`).
 */
export interface NavLink {
  label: string;
  to: string;
  named?: boolean;
  /** A named place's Welsh name, where it has one. */
  cy?: string;
}

export interface NavMenu {
  id: "locations" | "community" | "resources";
  label: string;
  links: NavLink[];
}

/** The signed-in person as the layout shows them. */
export interface LayoutUser {
  username: string | null;
  email: string;
  location: string | null;
  /** Messages from others not yet read, for the header's badge. */
  unreadMessages: number;
}

export const HEADER_CITY_COUNT = 8;
export const FOOTER_CITY_COUNT = 20;
export const FOOTER_POPULAR_COUNT = 8;

export const primaryLinks: NavLink[] = [
  { label: "nav.browseProduce", to: "/listings" },
  { label: "nav.freeFood", to: "/free-food" },
];

export const headerMenus: NavMenu[] = [
  {
    id: "locations",
    label: "nav.locations",
    links: [
      { label: "nav.viewAllLocations", to: "/locations" },
      ...TOP_CITIES.slice(0, HEADER_CITY_COUNT).map((city) => ({
        label: city.name,
        to: `/city/${city.slug}`,
        named: true,
        cy: WELSH_PLACE_NAMES[city.slug],
      })),
    ],
  },
  {
    id: "community",
    label: "nav.community",
    links: [
      { label: "nav.groups", to: "/community-groups" },
      { label: "nav.foodBanks", to: "/food-banks" },
      { label: "nav.partnership", to: "/community-partnership" },
    ],
  },
  {
    id: "resources",
    label: "nav.resources",
    links: [
      { label: "nav.plantingCalendar", to: "/planting-calendar" },
      { label: "nav.howItWorks", to: "/how-it-works" },
      { label: "nav.contact", to: "/contact" },
    ],
  },
];

/** A link's words in the page's language. */
export function useLinkLabel(): (link: NavLink) => string {
  const { t, i18n } = useTranslation();
  return (link) => {
    if (!link.named) return t(link.label);
    return (i18n.language === "cy" && link.cy) || link.label;
  };
}
