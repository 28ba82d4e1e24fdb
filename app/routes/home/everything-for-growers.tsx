import { BookOpen, CalendarDays, Carrot, HeartHandshake, Shovel, Store, Users } from "lucide-react";
import type { ComponentProps } from "react";
import { Container } from "~/components/ui/container";
import { TileLink } from "./tile-link";

const features: ComponentProps<typeof TileLink>[] = [
  {
    to: "/listings",
    icon: Store,
    title: "Browse produce",
    text: "Everything members are sharing right now.",
  },
  {
    to: "/planting-calendar",
    icon: CalendarDays,
    title: "Planting calendar",
    text: "What to sow and plant this month in the UK.",
  },
  {
    to: "/how-it-works",
    icon: BookOpen,
    title: "How it works",
    text: "Sharing, swapping and staying safe, step by step.",
  },
  {
    to: "/free-food",
    icon: Carrot,
    title: "Free food",
    text: "Free produce in your city, given by local growers.",
  },
  {
    to: "/community-groups",
    icon: Users,
    title: "Community groups",
    text: "Groups and organisations sharing near you.",
  },
  {
    to: "/allotments",
    icon: Shovel,
    title: "Allotments",
    text: "How to apply for a plot with your council.",
  },
  {
    to: "/food-banks",
    icon: HeartHandshake,
    title: "Food banks",
    text: "Find a food bank and what it needs this week.",
  },
];

/** The rest of Glut, one tile a part: browsing, the calendar, free food, groups and more. */
export function EverythingForGrowers() {
  return (
    <section aria-labelledby="features-title">
      <Container className="py-12">
        <h2 id="features-title" className="text-3xl">
          Everything for growers and neighbours
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.to}>
              <TileLink {...feature} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
