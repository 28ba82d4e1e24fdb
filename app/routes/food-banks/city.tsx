import { Apple, HandCoins, HandHeart, Package, RotateCcw, SearchX } from "lucide-react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/container";
import { DetailsAccordion, DetailsAccordionItem } from "~/components/ui/details-accordion";
import { nearbyCities } from "~/food-banks/city-placement";
import { foodBankCityHref } from "~/food-banks/city-search";
import { emergencySupportFor } from "~/food-banks/emergency-support";
import {
  FoodBankCard,
  type FoodBankCardData,
  FoodBankCardSkeleton,
} from "~/food-banks/food-bank-card";
import { FOOD_BANKS_FETCH_ERROR } from "~/food-banks/food-bank-messages";
import { EmergencySupport, FoodBankDataCredit } from "~/food-banks/food-bank-page-sections";
import { listFoodBanksForCity } from "~/food-banks/food-banks.server";
import { findCityBySlug } from "~/places/cities";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/city";

/** Skeleton cards while another city's food banks load (part 2 §9). */
const SKELETON_CARDS = 6;
const NEARBY_CITIES = 4;

export async function loader({ context, params }: Route.LoaderArgs) {
  const city = findCityBySlug(params.citySlug);
  if (!city) throw data(null, { status: 404 });
  const { db, env, logger } = getServices(context);
  const page = {
    appUrl: env.APP_URL,
    city: { name: city.name, slug: city.slug, county: city.county },
    support: emergencySupportFor(city.country),
    nearby: nearbyCities(city, NEARBY_CITIES).map(({ name, slug }) => ({ name, slug })),
  };
  try {
    const foodBanks: FoodBankCardData[] | null = await listFoodBanksForCity(db, city.slug);
    return { ...page, foodBanks };
  } catch (error) {
    logger.error({ err: error, city: city.slug }, FOOD_BANKS_FETCH_ERROR);
    // The rest of the page (emergency numbers above all) still helps; only the list failed.
    return data({ ...page, foodBanks: null as FoodBankCardData[] | null }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Page not found | Glut" }];
  const { city, appUrl } = loaderData;
  return pageMeta({
    title: `Food Banks in ${city.name}`,
    description: `Food banks in and around ${city.name}, ${city.county}: what they need, what they have plenty of, how to contact them and how to get a referral.`,
    path: foodBankCityHref(city.slug),
    appUrl,
  });
};

export default function FoodBanksInCity({ loaderData }: Route.ComponentProps) {
  const { appUrl, city, support, foodBanks, nearby } = loaderData;
  const path = foodBankCityHref(city.slug);
  const navigation = useNavigation();
  const location = useLocation();
  // Moving to another city's page: its list is on its way.
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/food-banks/") &&
    navigation.location.pathname !== location.pathname;
  return (
    <>
      <Section className="pb-6 sm:pb-8">
        <Container className="flex flex-col gap-5">
          <Breadcrumbs
            crumbs={[{ label: "Food Banks", to: "/food-banks" }, { label: city.name }]}
            appUrl={appUrl}
            currentPath={path}
          />
          <h1 className="text-4xl sm:text-5xl">Food Banks in {city.name}</h1>
          <p className="max-w-prose text-lg">
            Food banks in and around {city.name}, {city.county}, with what each one needs donated,
            what it has plenty of, and how to get in touch. If you need food, most food banks ask
            for a referral first: the emergency support below can help you get one.
          </p>
        </Container>
      </Section>

      <Container>
        <EmergencySupport contacts={support} headingId="emergency-title" />
      </Container>

      <Section aria-labelledby="list-title" id="food-bank-list">
        <Container className="flex flex-col gap-5">
          <h2 id="list-title" className="text-3xl">
            Food banks near {city.name}
          </h2>
          <div aria-live="polite" aria-busy={loading}>
            {loading ? (
              <p className="font-semibold">Loading food banks…</p>
            ) : foodBanks && foodBanks.length > 0 ? (
              <p className="font-semibold">
                {foodBanks.length} food {foodBanks.length === 1 ? "bank" : "banks"} listed
              </p>
            ) : null}
          </div>
          {loading ? (
            <ul
              className="grid gap-5 md:grid-cols-2 lg:grid-cols-3"
              data-testid="food-bank-skeletons"
            >
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index}>
                  <FoodBankCardSkeleton />
                </li>
              ))}
            </ul>
          ) : foodBanks === null ? (
            <LoadError />
          ) : foodBanks.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
              <SearchX aria-hidden="true" className="size-10 text-leaf" />
              <p className="max-w-prose text-lg">
                No food banks currently listed for {city.name}. Contact local services or check back
                later.
              </p>
            </div>
          ) : (
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {foodBanks.map((foodBank) => (
                <li key={foodBank.id}>
                  <FoodBankCard foodBank={foodBank} />
                </li>
              ))}
            </ul>
          )}
          <nav aria-labelledby="nearby-title" className="flex flex-col gap-2">
            <h3 id="nearby-title" className="text-lg">
              Food banks in nearby cities
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

      <Section aria-labelledby="faq-title" className="bg-card">
        <Container className="flex max-w-3xl flex-col gap-4">
          <h2 id="faq-title" className="text-3xl">
            Questions about food banks
          </h2>
          <DetailsAccordion name="food-bank-faq">
            <DetailsAccordionItem title="Do I need a referral?" defaultOpen>
              <p>
                Most food banks, including those in the Trussell network, ask for a referral
                (sometimes called a voucher) from someone who knows your situation: your GP, a
                health visitor, a social worker, Citizens Advice, your child’s school or the
                council. Some independent food banks welcome people without one, so if you cannot
                get a referral, contact the food bank and ask.
              </p>
            </DetailsAccordionItem>
            <DetailsAccordionItem title="What will I receive?">
              <p>
                Usually a parcel of about 3 days of emergency food: tins, dried food and long-life
                milk, planned to make balanced meals. Many food banks add fresh produce, toiletries
                or baby supplies when they have them, and can point you to help with the problem
                behind the crisis, such as benefits or debt.
              </p>
            </DetailsAccordionItem>
            <DetailsAccordionItem title="How often can I use a food bank?">
              <p>
                Food banks are there for emergencies, and each one sets its own limits on how many
                parcels it can give. If you need help again, talk to the food bank or the person who
                referred you: they can help with longer-term support too.
              </p>
            </DetailsAccordionItem>
            <DetailsAccordionItem title="Is it free?">
              <p>
                Yes. Food from a food bank is always free. Food banks are run by charities, churches
                and volunteers, and the food is given by people in your community.
              </p>
            </DetailsAccordionItem>
          </DetailsAccordion>
        </Container>
      </Section>

      <Section aria-labelledby="support-title">
        <Container className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="support-title" className="text-3xl">
              Support food banks in {city.name}
            </h2>
            <p className="max-w-prose text-ink-muted">
              Food banks run on what their community gives. Each food bank’s card above shows what
              it needs most and links to its own website.
            </p>
          </div>
          <ul className="grid gap-5 md:grid-cols-3">
            <SupportWay
              icon={Package}
              title="Donate food"
              text="Give what a food bank is short of: check its ‘Currently Needed’ list and leave its ‘Well Stocked’ items for another time."
              linkText="See what is needed"
            />
            <SupportWay
              icon={HandCoins}
              title="Make a donation"
              text="Money lets a food bank buy whatever is running low. Give through the food bank’s own website."
              linkText="Find a food bank’s website"
            />
            <SupportWay
              icon={HandHeart}
              title="Volunteer"
              text="Food banks need people to sort donations, pack parcels and welcome visitors. Ask your local food bank how to help."
              linkText="Contact a food bank"
            />
          </ul>
        </Container>
      </Section>

      <Section aria-labelledby="produce-title" className="pt-0 sm:pt-0">
        <Container>
          <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-leaf-soft p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <Apple aria-hidden="true" className="mt-1 size-8 shrink-0 text-leaf" />
              <div className="flex flex-col gap-1">
                <h2 id="produce-title" className="text-2xl">
                  Free fresh produce in {city.name}
                </h2>
                <p className="max-w-prose">
                  Local gardeners and allotment holders give away their spare fruit and vegetables
                  on Glut, free to anyone who can collect.
                </p>
              </div>
            </div>
            <Button asChild size="lg">
              <Link to={`/free-food/${city.slug}`}>Free food in {city.name}</Link>
            </Button>
          </div>
        </Container>
      </Section>

      <Container className="flex flex-col gap-8 pb-12">
        <nav aria-labelledby="related-title" className="flex flex-col gap-3">
          <h2 id="related-title" className="text-2xl">
            More for {city.name}
          </h2>
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
            <li>
              <Link to={`/free-food/${city.slug}`}>Free food in {city.name}</Link>
            </li>
            <li>
              <Link to={`/city/${city.slug}`}>Garden produce in {city.name}</Link>
            </li>
            <li>
              <Link to="/community-groups">Community groups</Link>
            </li>
          </ul>
        </nav>
        <FoodBankDataCredit />
      </Container>
    </>
  );
}

function SupportWay({
  icon: Icon,
  title,
  text,
  linkText,
}: {
  icon: typeof Package;
  title: string;
  text: string;
  linkText: string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-card p-5">
      <Icon aria-hidden="true" className="size-7 text-leaf" />
      <h3 className="text-xl">{title}</h3>
      <p className="flex-1">{text}</p>
      <a href="#food-bank-list" className="font-semibold">
        {linkText}
      </a>
    </li>
  );
}

function LoadError() {
  const location = useLocation();
  return (
    <Alert variant="error">
      <AlertTitle>
        <span className="text-xl">{FOOD_BANKS_FETCH_ERROR}</span>
      </AlertTitle>
      <AlertDescription>
        <p>
          Something went wrong on our side while loading this list. The services above can still
          help you find a food bank.
        </p>
        <div className="mt-4">
          <Button asChild>
            {/* A full reload: it works without JavaScript and retries everything. */}
            <a href={`${location.pathname}${location.search}`}>
              <RotateCcw aria-hidden="true" /> Try Again
            </a>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
