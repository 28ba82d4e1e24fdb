import { BookOpen, CalendarDays, Carrot, HeartHandshake, Shovel, Store, Users } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Container } from "~/components/ui/container";
import { TileLink } from "./tile-link";

type Feature = Omit<ComponentProps<typeof TileLink>, "title" | "text"> & {
  /** Its title and line, `home.features.<key>Title` and `<key>Text` in the catalogue. */
  key: string;
};

const features: Feature[] = [
  { to: "/listings", icon: Store, key: "browse" },
  { to: "/planting-calendar", icon: CalendarDays, key: "calendar" },
  { to: "/how-it-works", icon: BookOpen, key: "how" },
  { to: "/free-food", icon: Carrot, key: "freeFood" },
  { to: "/community-groups", icon: Users, key: "groups" },
  { to: "/allotments", icon: Shovel, key: "allotments" },
  { to: "/food-banks", icon: HeartHandshake, key: "foodBanks" },
];

/** The rest of Glut, one tile a part: browsing, the calendar, free food, groups and more. */
export function EverythingForGrowers() {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="features-title">
      <Container className="py-12">
        <h2 id="features-title" className="text-3xl">
          {t("home.features.title")}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, ...feature }) => (
            <li key={feature.to}>
              <TileLink
                {...feature}
                title={t(`home.features.${key}Title`)}
                text={t(`home.features.${key}Text`)}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
