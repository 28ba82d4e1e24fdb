import {
  ArrowRight,
  HeartHandshake,
  Home,
  Leaf,
  MapPin,
  School,
  Users,
  UsersRound,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { CommunityIllustration } from "~/components/illustrations/community";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { type Feature, FeatureGrid } from "~/components/page-sections/feature-grid";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { topCitiesByPopulation } from "~/data/cities-by-population";
import { cityNamesIn, mutatePlacesAfterYn } from "~/data/welsh-place-names";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/community-groups";

const PATH = "/community-groups";
const SIGNUP_HREF = "/signup?type=community-group";

/** The specification's numbers: 6 cities in the food-bank block, 12 as group cards. */
const FOOD_BANK_CITY_COUNT = 6;
const GROUP_CITY_COUNT = 12;

export function loader({ context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "community");
  // A city in Wales by its Welsh name on a Welsh page (Caerdydd).
  const pick = (city: { name: string; slug: string; county: string }) => {
    const { name, slug, county } = cityNamesIn(lng, city);
    return { name, slug, county };
  };
  return {
    appUrl: getServices(context).env.APP_URL,
    foodBankCities: topCitiesByPopulation(FOOD_BANK_CITY_COUNT).map(pick),
    groupCities: topCitiesByPopulation(GROUP_CITY_COUNT).map(pick),
    lng,
    title: t("groups.title"),
    description: t("groups.description"),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

/** Each kind of group's icon and its words' keys, `groups.types.<key>Title` and `<key>Text`. */
const organisationTypes = [
  { icon: HeartHandshake, key: "foodBanks", to: "/food-banks" },
  { icon: Home, key: "centres" },
  { icon: School, key: "youth" },
  { icon: UsersRound, key: "senior" },
  { icon: Leaf, key: "environment" },
  { icon: Users, key: "shelters" },
] as const;

export default function CommunityGroups({ loaderData }: Route.ComponentProps) {
  const { appUrl, foodBankCities, groupCities, lng } = loaderData;
  const { t } = useTranslation("community");
  const crumbs = [{ label: t("crumbs.home"), to: "/" }, { label: t("common:nav.communityGroups") }];
  const features: Feature[] = organisationTypes.map((type) => ({
    icon: type.icon,
    title: t(`groups.types.${type.key}Title`),
    text: t(`groups.types.${type.key}Text`),
    to: "to" in type ? type.to : undefined,
  }));
  // 'yn {{city}}' with a Welsh place name mutated as Welsh writes it: 'yng Nghaerdydd'.
  const inCity = (key: "groups.foodBanksIn" | "groups.groupsIn", city: string) => {
    const text = t(key, { city });
    return lng === "cy" ? mutatePlacesAfterYn(text) : text;
  };
  return (
    <>
      <PageHero
        title={t("groups.heading")}
        above={<Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={PATH} />}
        lead={t("groups.lead")}
        art={<CommunityIllustration className="mx-auto w-full max-w-xs" />}
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={SIGNUP_HREF}>{t("groups.register")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/community-partnership">{t("groups.earn")}</Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="types-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="types-title" className="text-3xl">
            {t("groups.typesTitle")}
          </h2>
          <FeatureGrid features={features} />
        </Container>
      </section>

      <section aria-labelledby="food-banks-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-6 py-12">
          <div className="flex flex-col gap-2">
            <h2 id="food-banks-title" className="text-3xl">
              {t("groups.foodBanksTitle")}
            </h2>
            <p className="max-w-prose text-ink-muted">{t("groups.foodBanksText")}</p>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {foodBankCities.map((city) => (
              <li key={city.slug}>
                <Link
                  to={`/food-banks/${city.slug}`}
                  className="flex min-h-11 items-center gap-2 rounded-card border border-line bg-card p-3 font-semibold no-underline hover:border-leaf"
                >
                  <HeartHandshake aria-hidden="true" className="size-5 shrink-0 text-leaf" />
                  {inCity("groups.foodBanksIn", city.name)}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/food-banks" className="inline-flex items-center gap-1 font-semibold">
              {t("groups.allFoodBanks")} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </Container>
      </section>

      <section aria-labelledby="cities-title">
        <Container className="flex flex-col gap-6 py-12">
          <div className="flex flex-col gap-2">
            <h2 id="cities-title" className="text-3xl">
              {t("groups.citiesTitle")}
            </h2>
            <p className="max-w-prose text-ink-muted">{t("groups.citiesText")}</p>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {groupCities.map((city) => (
              <li key={city.slug} className="rounded-card border border-line bg-card p-4">
                <h3 className="text-lg">{inCity("groups.groupsIn", city.name)}</h3>
                <p className="flex items-center gap-1.5 text-sm text-ink-muted">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  {city.county}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CallToActionBand title={t("groups.ctaTitle")} text={t("groups.ctaText")}>
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to={SIGNUP_HREF}>{t("groups.register")}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/how-it-works">{t("groups.howGlutWorks")}</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
