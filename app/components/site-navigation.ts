import { TOP_CITIES } from "~/data/top-cities";

export interface NavLink {
  label: string;
  to: string;
}

export interface NavMenu {
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

/** "Messages" for screen readers, with the unread count when there is one. */
export function messagesLinkLabel(unread: number): string {
  if (unread <= 0) return "Messages";
  return `Messages, ${unread} unread`;
}

export const HEADER_CITY_COUNT = 8;
export const FOOTER_CITY_COUNT = 20;
export const FOOTER_POPULAR_COUNT = 8;

export const primaryLinks: NavLink[] = [
  { label: "Browse Produce", to: "/listings" },
  { label: "Free Food", to: "/free-food" },
];

export const headerMenus: NavMenu[] = [
  {
    label: "Locations",
    links: [
      { label: "View All Locations", to: "/locations" },
      ...TOP_CITIES.slice(0, HEADER_CITY_COUNT).map((city) => ({
        label: city.name,
        to: `/city/${city.slug}`,
      })),
    ],
  },
  {
    label: "Community",
    links: [
      { label: "Groups", to: "/community-groups" },
      { label: "Food Banks", to: "/food-banks" },
      { label: "Partnership", to: "/community-partnership" },
    ],
  },
  {
    label: "Resources",
    links: [
      { label: "Planting Calendar", to: "/planting-calendar" },
      { label: "How It Works", to: "/how-it-works" },
      { label: "Contact", to: "/contact" },
    ],
  },
];
