import { Apple, RotateCcw, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, useLocation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import loadingSkeletonsScript from "~/components/loading-skeletons.island.ts?inline-script";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/container";
import { nearbyCities } from "~/food-banks/city-placement";
import { emergencySupportFor } from "~/food-banks/emergency-support";
import {
  FoodBankCard,
  type FoodBankCardData,
  FoodBankCardSkeleton,
} from "~/food-banks/food-bank-card";
import { foodBankHref } from "~/food-banks/food-bank-links";
import { FOOD_BANKS_FETCH_ERROR } from "~/food-banks/food-bank-messages";
import { foodBankNamesIn } from "~/food-banks/food-bank-names";
import { foodBankPoint } from "~/food-banks/food-bank-needs.server";
import { EmergencySupport, FoodBankDataCredit } from "~/food-banks/food-bank-page-sections";
import { FoodBankQuestions } from "~/food-banks/food-bank-questions";
import { listFoodBanksForCity } from "~/food-banks/food-banks.server";
import { foodBankCityHref } from "~/food-banks/suggest-cities";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { MapPanel } from "~/maps/map-panel";
import { MapPanelScript } from "~/maps/map-panel-script";
import { type MapPoint, mapPointAttributes, spreadPoints } from "~/maps/map-points";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { findCityBySlug } from "~/places/cities";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/city";
import { SupportFoodBanks } from "./support-food-banks";

/** Skeleton cards while another city's food banks load (part 2 §9). */
const SKELETON_CARDS = 6;
const NEARBY_CITIES = 4;

type ListedFoodBank = FoodBankCardData & { href?: string; point: MapPoint | null };

export async function loader({ context, params }: Route.LoaderArgs) {
  const city = findCityBySlug(params.citySlug);
  if (!city) throw data(null, { status: 404 });
  const { db, env, logger } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "foodBanks");
  const page = {
    appUrl: env.APP_URL,
    lng,
    title: t("city.title", { city: city.name }),
    description: t("city.description", { city: city.name, county: city.county }),
    city: { name: city.name, slug: city.slug, county: city.county },
    support: emergencySupportFor(city.country, t),
    nearby: nearbyCities(city, NEARBY_CITIES).map(({ name, slug }) => ({ name, slug })),
    mapTiles: mapTilesOf(env),
  };
  try {
    const listed = await listFoodBanksForCity(db, city.slug);
    // Drawn at their districts' centres, spread where several share one (decision 0097).
    const points = spreadPoints(
      listed.map(({ id, postcode }) => ({ id, point: foodBankPoint(postcode) })),
    );
    const foodBanks: ListedFoodBank[] | null = listed.map(({ sourceId, ...foodBank }) => ({
      // Called by its Welsh name on a Welsh page, when Give Food gives one.
      ...foodBankNamesIn(foodBank, lng),
      href: foodBankHref(sourceId),
      point: points.get(foodBank.id) ?? null,
    }));
    return { ...page, foodBanks };
  } catch (error) {
    logger.error({ err: error, city: city.slug }, FOOD_BANKS_FETCH_ERROR);
    // The rest of the page (emergency numbers above all) still helps; only the list failed.
    return data({ ...page, foodBanks: null as ListedFoodBank[] | null }, { status: 500 });
  }
}

export const headers = publicPageHeaders;

// Sent without React (decision 0057): the nearby cities' skeletons and the map are inline scripts.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [
      { title: `${shellMessage(matches, "errors.notFoundTitle") ?? "Page not found"} | Glut` },
    ];
  const { city, appUrl, title, description, lng } = loaderData;
  return pageMeta({ title, description, path: foodBankCityHref(city.slug), appUrl, lng });
};

export default function FoodBanksInCity({ loaderData }: Route.ComponentProps) {
  const { appUrl, city, support, foodBanks, nearby, mapTiles } = loaderData;
  const path = foodBankCityHref(city.slug);
  const { t } = useTranslation("foodBanks");
  // Moving to another city's page, loading-skeletons.island.ts shows skeletons while its list is
  // on its way.
  return (
    <>
      <Section className="pb-6 sm:pb-8">
        <Container className="flex flex-col gap-5">
          <Breadcrumbs
            crumbs={[{ label: t("breadcrumb"), to: "/food-banks" }, { label: city.name }]}
            appUrl={appUrl}
            currentPath={path}
            label={t("trail")}
          />
          <h1 className="text-4xl sm:text-5xl">{t("city.title", { city: city.name })}</h1>
          <p className="max-w-prose text-lg">
            {t("city.intro", { city: city.name, county: city.county })}
          </p>
        </Container>
      </Section>

      <Container>
        <EmergencySupport contacts={support} headingId="emergency-title" />
      </Container>

      <Section aria-labelledby="list-title" id="food-bank-list">
        <Container className="flex flex-col gap-5">
          <h2 id="list-title" className="text-3xl">
            {t("city.listTitle", { city: city.name })}
          </h2>
          <div
            aria-live="polite"
            aria-busy={false}
            data-skeletons-status=""
            data-loading={t("city.loading")}
          >
            {foodBanks && foodBanks.length > 0 ? (
              <p className="font-semibold">{t("city.listed", { count: foodBanks.length })}</p>
            ) : null}
          </div>
          <div data-skeletons-results="" className="flex flex-col gap-5">
            {foodBanks === null ? (
              <LoadError />
            ) : foodBanks.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
                <SearchX aria-hidden="true" className="size-10 text-leaf" />
                <p className="max-w-prose text-lg">{t("city.none", { city: city.name })}</p>
              </div>
            ) : (
              <>
                {foodBanks.some((foodBank) => foodBank.point) ? (
                  <MapPanel
                    listId="food-bank-cards"
                    tiles={mapTiles}
                    label={t("city.mapLabel")}
                    words={{
                      show: t("map.show"),
                      hide: t("map.hide"),
                      loading: t("map.loading"),
                      failed: t("map.failed"),
                      shown: {
                        one: t("map.foodBanksShownOne"),
                        other: t("map.foodBanksShownOther"),
                      },
                      cluster: t("map.foodBanksCluster"),
                    }}
                  />
                ) : null}
                <ul id="food-bank-cards" className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                  {foodBanks.map((foodBank) => (
                    <li key={foodBank.id} {...mapPointAttributes(foodBank.point)}>
                      <FoodBankCard foodBank={foodBank} href={foodBank.href} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <template data-skeletons="">
            <SkeletonList />
          </template>
          <nav
            aria-labelledby="nearby-title"
            className="flex flex-col gap-2"
            data-skeletons-trigger=""
          >
            <h3 id="nearby-title" className="text-lg">
              {t("city.nearbyTitle")}
            </h3>
            <ul className="flex flex-wrap gap-3">
              {nearby.map((other) => (
                <li key={other.slug}>
                  <Button asChild variant="outline">
                    <Link to={foodBankCityHref(other.slug)}>{other.name}</Link>
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </Section>

      <FoodBankQuestions />

      <SupportFoodBanks cityName={city.name} />

      <Section aria-labelledby="produce-title" className="pt-0 sm:pt-0">
        <Container>
          <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-leaf-soft p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <Apple aria-hidden="true" className="mt-1 size-8 shrink-0 text-leaf" />
              <div className="flex flex-col gap-1">
                <h2 id="produce-title" className="text-2xl">
                  {t("city.produceTitle", { city: city.name })}
                </h2>
                <p className="max-w-prose">{t("city.produceText")}</p>
              </div>
            </div>
            <Button asChild size="lg">
              <Link to={`/free-food/${city.slug}`}>{t("city.freeFood", { city: city.name })}</Link>
            </Button>
          </div>
        </Container>
      </Section>

      <Container className="flex flex-col gap-8 pb-12">
        <nav aria-labelledby="related-title" className="flex flex-col gap-3">
          <h2 id="related-title" className="text-2xl">
            {t("city.moreTitle", { city: city.name })}
          </h2>
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
            <li>
              <Link to={`/free-food/${city.slug}`}>{t("city.freeFood", { city: city.name })}</Link>
            </li>
            <li>
              <Link to={`/city/${city.slug}`}>{t("city.gardenProduce", { city: city.name })}</Link>
            </li>
            <li>
              <Link to="/community-groups">{t("city.communityGroups")}</Link>
            </li>
          </ul>
        </nav>
        <FoodBankDataCredit />
      </Container>
      <InlineScript code={loadingSkeletonsScript} />
      {foodBanks?.some((foodBank) => foodBank.point) ? <MapPanelScript /> : null}
    </>
  );
}

function SkeletonList() {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="food-bank-skeletons">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <FoodBankCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

function LoadError() {
  const { t } = useTranslation("foodBanks");
  const location = useLocation();
  return (
    <Alert variant="error">
      <AlertTitle>
        <span className="text-xl">{t("city.loadError")}</span>
      </AlertTitle>
      <AlertDescription>
        <p>{t("city.loadErrorText")}</p>
        <div className="mt-4">
          <Button asChild>
            {/* A full reload: it works without JavaScript and retries everything. */}
            <a href={`${location.pathname}${location.search}`}>
              <RotateCcw aria-hidden="true" /> {t("city.tryAgain")}
            </a>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
