import { Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { Breadcrumbs, type Crumb } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { JsonLd } from "~/components/json-ld";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/container";
import { findPlace } from "~/data/uk-places.server";
import { FoodBankCard } from "~/food-banks/food-bank-card";
import { aboutMilesIn, foodBankHref, NEEDS_RADIUS_MILES } from "~/food-banks/food-bank-links";
import { foodBankNamesIn } from "~/food-banks/food-bank-names";
import { foodBankPoint, getFoodBank, growersOffering } from "~/food-banks/food-bank-needs.server";
import { FoodBankDataCredit } from "~/food-banks/food-bank-page-sections";
import { needsAsSearches, produceNeeds } from "~/food-banks/produce-needs";
import { foodBankCityHref } from "~/food-banks/suggest-cities";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { alternatePath } from "~/i18n/languages";
import { MapPanel } from "~/maps/map-panel";
import { MapPanelScript } from "~/maps/map-panel-script";
import { mapPointAttributes, spreadPoints } from "~/maps/map-points";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { requireMember } from "~/membership/member-gate.server";
import { needsFeedPath } from "~/open-data/open-data-paths";
import { foodBankStructuredData } from "~/open-data/structured-data";
import { findCityBySlug } from "~/places/cities";
import { MAX_SAVED_SEARCHES, savedSearchMessages } from "~/saved-searches/saved-search-schema";
import { SavedSearchError, saveNeedSearches } from "~/saved-searches/saved-searches.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/food-bank";

/** The saved-search service's refusals this action can meet, and their catalogue keys. */
const SERVICE_REFUSALS: Record<string, string> = {
  [savedSearchMessages.foodBanksOnly]: "saveNeeds.foodBanksOnly",
  [savedSearchMessages.noNeedsToSave]: "saveNeeds.noNeedsToSave",
  [savedSearchMessages.limit]: "saveNeeds.limit",
};

/** Signed in as a food-bank organisation: the page offers to save searches for its needs. */
function isFoodBankOrganisation(context: Route.LoaderArgs["context"]): boolean {
  const profile = getCurrentUser(context)?.profile;
  return Boolean(profile?.isOrganization && profile.organizationType === "food-bank");
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const foodBank = await getFoodBank(db, params.sourceId);
  if (!foodBank) throw data(null, { status: 404 });
  const city = foodBank.citySlug ? findCityBySlug(foodBank.citySlug) : undefined;
  const { sourceId, citySlug: _citySlug, ...stored } = foodBank;
  const lng = getLanguage(context);
  // Called by its Welsh name on a Welsh page, when Give Food gives one.
  const card = foodBankNamesIn(stored, lng);
  // Without the listings of members the viewer blocked (decision 0074).
  const offered = await growersOffering(
    db,
    foodBank,
    await membersHiddenFrom(db, getCurrentUser(context)?.id ?? null),
  );
  // The food bank and the growers near it on a map (decision 0097): districts' centres, spread
  // where several share one.
  const points = spreadPoints([
    { id: foodBank.id, point: foodBankPoint(foodBank.postcode) },
    ...offered.flatMap((offer) => offer.listings),
  ]);
  const t = getI18n(context).getFixedT(null, "foodBanks");
  const name = card.organisationName;
  return {
    lng,
    description: t("foodBank.description", { name }),
    feedTitle: t("foodBank.feedTitle", { name }),
    mapTiles: mapTilesOf(env),
    mapPoint: points.get(foodBank.id) ?? null,
    appUrl: env.APP_URL,
    path: foodBankHref(sourceId),
    // The feed in the page's language (`?lng=cy` on a Welsh page).
    feedPath: alternatePath(needsFeedPath(sourceId), lng),
    // The food bank as a schema.org Organization with its address (decision 0096).
    structuredData: foodBankStructuredData(card, foodBankHref(sourceId), env.APP_URL),
    city: city ? { name: city.name, slug: city.slug } : null,
    foodBank: card,
    needsProduce: produceNeeds(foodBank.neededItems).length > 0,
    canSaveNeeds:
      isFoodBankOrganisation(context) && needsAsSearches(foodBank.neededItems).length > 0,
    offered: offered.map((offer) => ({
      ...offer,
      listings: offer.listings.map(({ point: _centre, ...listing }) => ({
        ...listing,
        point: points.get(listing.id) ?? null,
      })),
    })),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

/**
 * 'Save a search for our needs' in one click (issue 17): an approved food-bank organisation gets
 * a daily search within the needs radius of this food bank's district for each need growers can
 * meet. The gate admits members and approved organisations; the service refuses anyone who is
 * not a food bank (403), so a forged request saves nothing.
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const t = getI18n(context).getFixedT(null, "foodBanks");
  const member = await requireMember(context, url, "foodBanks:saveNeeds.foodBanksOnly");
  const { db, toasts } = getServices(context);
  await readForm(request, context);
  const foodBank = await getFoodBank(db, params.sourceId);
  if (!foodBank) throw data(null, { status: 404 });
  const place = findPlace(foodBank.postcode ?? "");
  try {
    if (!place) throw new SavedSearchError(t("saveNeeds.noNeedsToSave"), 400);
    const tally = await saveNeedSearches(db, member, {
      near: place.label,
      withinMiles: NEEDS_RADIUS_MILES,
      needs: needsAsSearches(foodBank.neededItems),
    });
    const saved = t("saveNeeds.saved", {
      count: tally.saved,
      name: foodBankNamesIn(foodBank, getLanguage(context)).organisationName,
    });
    return toasts.redirect("/saved-searches", {
      type: "success",
      title: t("saveNeeds.title"),
      description:
        tally.overLimit > 0
          ? `${saved} ${t("saveNeeds.overLimit", { number: tally.overLimit, max: MAX_SAVED_SEARCHES })}`
          : saved,
    });
  } catch (error) {
    if (error instanceof SavedSearchError) {
      // The service's refusals are worded in English; the page's language words them here.
      const message = SERVICE_REFUSALS[error.message];
      return data(
        { error: message ? t(message, { max: MAX_SAVED_SEARCHES }) : error.message },
        { status: error.status },
      );
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData)
    return [{ title: "Food Bank Not Found | Glut" }, { name: "robots", content: "noindex" }];
  const { foodBank, appUrl, path, feedPath, description, feedTitle, lng } = loaderData;
  return [
    ...pageMeta({ title: foodBank.organisationName, description, path, appUrl, lng }),
    // Its needs as an Atom feed, for feed readers (decision 0096).
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: feedTitle,
      href: new URL(feedPath, `${appUrl}/`).toString(),
    },
  ];
};

export default function FoodBankPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    appUrl,
    path,
    feedPath,
    structuredData,
    city,
    foodBank,
    needsProduce,
    offered,
    canSaveNeeds,
    mapTiles,
    mapPoint,
  } = loaderData;
  const { t } = useTranslation("foodBanks");
  const crumbs: Crumb[] = [{ label: t("breadcrumb"), to: "/food-banks" }];
  if (city) crumbs.push({ label: city.name, to: foodBankCityHref(city.slug) });
  crumbs.push({ label: foodBank.organisationName });
  return (
    <>
      <JsonLd data={structuredData} />
      <Section className="pb-6 sm:pb-8">
        <Container className="flex flex-col gap-5">
          <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={path} label={t("trail")} />
          <h1 className="text-4xl break-words sm:text-5xl">{foodBank.organisationName}</h1>
        </Container>
      </Section>

      <Container className="flex flex-col gap-8 pb-12" id="food-bank-map-places">
        <div
          className="max-w-2xl"
          {...mapPointAttributes(mapPoint)}
          data-map-main=""
          data-map-label={foodBank.organisationName}
          data-map-href=""
        >
          <FoodBankCard foodBank={foodBank} level={2} />
        </div>
        {mapPoint ? (
          <MapPanel
            listId="food-bank-map-places"
            tiles={mapTiles}
            label={t("foodBank.mapLabel", { name: foodBank.organisationName })}
            words={{
              show: t("map.show"),
              hide: t("map.hide"),
              loading: t("map.loading"),
              failed: t("map.failed"),
              shown: { one: t("map.placesShownOne"), other: t("map.placesShownOther") },
              cluster: t("map.placesCluster"),
            }}
          />
        ) : null}

        <section aria-labelledby="growers-title" className="flex flex-col gap-4">
          <h2 id="growers-title" className="flex items-center gap-2 text-3xl">
            <Sprout aria-hidden="true" className="size-7 shrink-0 text-leaf" />
            {t("foodBank.growersTitle")}
          </h2>
          {offered.length > 0 ? (
            <>
              <p className="max-w-prose text-lg">
                {t("foodBank.offering", {
                  items: offered
                    .map(({ item, count }) => `${item.toLowerCase()} (${count})`)
                    .join(", "),
                })}
              </p>
              <ul className="flex flex-col gap-4" aria-label={t("foodBank.offeredItems")}>
                {offered.map((offer) => (
                  <li key={offer.item} className="flex flex-col gap-1.5">
                    <h3 className="text-lg">
                      {offer.item} ({offer.count})
                    </h3>
                    <ul className="flex flex-col gap-1">
                      {offer.listings.map((listing) => (
                        <li key={listing.id} {...mapPointAttributes(listing.point)}>
                          <Link to={`/listings/${listing.id}`}>{listing.name}</Link>,{" "}
                          {t("foodBank.away", { distance: aboutMilesIn(t, listing.miles) })}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          ) : needsProduce ? (
            <p className="max-w-prose text-lg">
              {t("foodBank.noneNear", { miles: NEEDS_RADIUS_MILES })}
            </p>
          ) : (
            <p className="max-w-prose text-lg">{t("foodBank.notProduce")}</p>
          )}
          <p className="max-w-prose text-ink-muted">
            {t("foodBank.explainer", { miles: NEEDS_RADIUS_MILES })}
          </p>
          <div>
            <Button asChild variant="outline">
              <Link to="/create-listing">{t("foodBank.listSurplus")}</Link>
            </Button>
          </div>
          {actionData?.error ? (
            <Alert variant="error">
              <AlertDescription>{actionData.error}</AlertDescription>
            </Alert>
          ) : null}
          {canSaveNeeds ? (
            <Form method="post" className="flex flex-col gap-2">
              <p className="max-w-prose">
                {t("foodBank.saveIntro", { miles: NEEDS_RADIUS_MILES })}
              </p>
              <div>
                <Button type="submit">{t("foodBank.saveButton")}</Button>
              </div>
            </Form>
          ) : null}
        </section>

        <section aria-labelledby="reuse-title" className="flex flex-col gap-2">
          <h2 id="reuse-title" className="text-2xl">
            {t("foodBank.reuseTitle")}
          </h2>
          <p className="max-w-prose">
            <a href={feedPath}>{t("foodBank.feedLink")}</a>
            {t("foodBank.reuseMiddle")}
            <Link to="/open-data">{t("foodBank.widgetLink")}</Link>
            {t("foodBank.reuseEnd")}
          </p>
        </section>

        <FoodBankDataCredit />
      </Container>
      {mapPoint ? <MapPanelScript /> : null}
    </>
  );
}
