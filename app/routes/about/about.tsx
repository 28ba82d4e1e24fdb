import { ArrowLeftRight, Carrot, HandCoins, HeartHandshake, Recycle, Sprout } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { TrugIllustration } from "~/components/illustrations/trug";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { type Feature, FeatureGrid } from "~/components/page-sections/feature-grid";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/about";

const PATH = "/about";
const crumbs = [{ label: "Home", to: "/" }, { label: "About Glut" }];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return { appUrl: env.APP_URL, membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE) };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "About Glut: home-grown food, shared with neighbours",
    description:
      "Why Glut exists, what it is for, and how it is paid for: a UK community for sharing garden and allotment surplus, free or as a swap.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

const benefits: Feature[] = [
  {
    icon: Recycle,
    title: "Less food wasted",
    text: "Surplus that would have gone on the compost heap feeds someone nearby instead.",
  },
  {
    icon: Carrot,
    title: "Fresh food for more people",
    text: "Free listings mean anyone can enjoy fresh, local fruit and vegetables, whatever their budget.",
  },
  {
    icon: HeartHandshake,
    title: "Neighbours who know each other",
    text: "A bag of beans at the door is a good start to a conversation, and often a friendship.",
  },
  {
    icon: ArrowLeftRight,
    title: "Swaps that save money",
    text: "Trade spare seeds, cuttings and seedlings instead of buying new each spring.",
  },
  {
    icon: HandCoins,
    title: "Support for local groups",
    text: "Food banks, schools and community groups join free and earn from every member they bring.",
  },
  {
    icon: Sprout,
    title: "Better growing, together",
    text: "A UK planting calendar and a members’ forum help you get more from every plot.",
  },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { appUrl, membershipPrice } = loaderData;
  return (
    <>
      <PageHero
        title="About Glut"
        above={<Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={PATH} />}
        lead="Glut is a UK community where gardeners and allotment holders give away or swap what they grow: fresh produce, seeds, cuttings, seedlings and plants."
        art={<TrugIllustration className="mx-auto w-full max-w-xs" />}
      />

      <section aria-labelledby="story-title">
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="story-title" className="text-3xl">
            Our story
          </h2>
          <div className="flex max-w-prose flex-col gap-4 text-lg">
            <p>
              Anyone who grows their own knows the feeling. For months you wait, then everything
              ripens in the same fortnight: a glut of courgettes, more runner beans than you can
              pick, a tree bending under its plums. You give some to friends, freeze some, and the
              rest too often ends up on the compost heap.
            </p>
            <p>
              Meanwhile, a few streets away, someone would love a bag of fresh beans, a handful of
              tomato seedlings or a cutting from your best rose. They just have no way of knowing it
              is there.
            </p>
            <p>Glut is the missing link: one place to say “I have too much” and “I’d love some”.</p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="mission-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="mission-title" className="text-3xl">
            Our mission
          </h2>
          <p className="max-w-prose text-lg">
            To make sharing home-grown food and plants as easy as putting them on the doorstep, so
            less goes to waste and more people eat fresh, local food.
          </p>
          <p className="max-w-prose text-ink-muted">
            Personal members pay {membershipPrice} a year. That keeps every account a real person
            and pays for running the site. There are no adverts and nothing is sold on Glut:
            everything is free or a swap. Food banks, schools, community groups, charities and other
            organisations join free once we have verified them.
          </p>
        </Container>
      </section>

      <section aria-labelledby="benefits-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="benefits-title" className="text-3xl">
            Why share on Glut
          </h2>
          <FeatureGrid features={benefits} />
        </Container>
      </section>

      <CallToActionBand
        title="Join the community"
        text="Got more than you can eat, or hoping to find some fresh produce nearby? There is a place for you on Glut."
      >
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">Sign up</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/how-it-works">How it works</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
