import {
  Apple,
  CalendarDays,
  Flower2,
  Handshake,
  MessageCircle,
  Search,
  ShieldCheck,
  Sprout,
  UserPlus,
  Wheat,
} from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { HandsIllustration } from "~/components/illustrations/hands";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { type Feature, FeatureGrid } from "~/components/page-sections/feature-grid";
import { NumberedSteps, type Step } from "~/components/page-sections/numbered-steps";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/how-it-works";

const PATH = "/how-it-works";
const crumbs = [{ label: "Home", to: "/" }, { label: "How It Works" }];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return { appUrl: env.APP_URL, membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE) };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "How Glut works: share, swap and stay safe",
    description:
      "Six steps from signing up to eating what a neighbour grew: what you can share on Glut, how collections and swaps work, and our community guidelines.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

function steps(membershipPrice: string): Step[] {
  return [
    {
      icon: UserPlus,
      title: "Sign up and create your profile",
      text: `Join as a personal member for ${membershipPrice} a year, or register your organisation free. Add your town so people nearby can find what you share.`,
    },
    {
      icon: Sprout,
      title: "Share from your garden",
      text: "List your surplus in a minute or two: a photo, what it is, where to collect it, and whether it is free or a swap.",
    },
    {
      icon: Search,
      title: "Browse and discover",
      text: "Search by town, by category or by type, or see what growers near you are giving away today.",
    },
    {
      icon: MessageCircle,
      title: "Connect and communicate",
      text: "Message the grower through Glut to ask questions and agree the details. We email you when a reply arrives.",
    },
    {
      icon: Handshake,
      title: "Arrange collection or swap",
      text: "Agree a time and a place: the allotment gate, the doorstep or somewhere public. A swap is whatever you both think fair.",
    },
    {
      icon: CalendarDays,
      title: "Grow and enjoy",
      text: "Cook it, preserve it or plant it on. Then plan next season with the planting calendar, and share your own surplus in turn.",
    },
  ];
}

const categories: Feature[] = [
  {
    icon: Apple,
    title: "Fresh produce",
    text: "Vegetables, fruit and herbs: the courgettes, beans, apples and plums that all ripen at once.",
  },
  {
    icon: Wheat,
    title: "Seeds and bulbs",
    text: "Seeds you have saved, spare packets, and bulbs and tubers lifted and divided in autumn.",
  },
  {
    icon: Sprout,
    title: "Cuttings and seedlings",
    text: "The tomato and chilli seedlings you sowed too many of, rooted cuttings and young plants ready to go out.",
  },
  {
    icon: Flower2,
    title: "Flowers and plants",
    text: "Divided perennials, self-sown seedlings, houseplant offsets and cut flowers from the garden.",
  },
];

const safetyTips = [
  {
    title: "Meet somewhere sensible",
    text: "Collect in daylight, from a doorstep, an allotment gate or a public place. Let someone know where you are going.",
  },
  {
    title: "Check before you eat",
    text: "Wash produce before eating it, ask the grower about anything you are unsure of, and never eat a plant you cannot identify.",
  },
  {
    title: "Keep it on Glut",
    text: "Use Glut’s messages until you are happy to share other details, and tell us about anything that worries you.",
  },
];

const guidelines = [
  "Describe what you share honestly, including its condition and when it was picked.",
  "Nothing is sold on Glut: listings are free or a swap, and personal accounts may not trade as a business.",
  "Turn up when you said you would, or message in good time if plans change.",
  "Be kind and patient with everyone, whatever their experience of growing.",
  "Do not share plants known to be invasive, such as Japanese knotweed, or anything you are unsure is safe.",
  "Mark a listing as swapped or unavailable once it has gone, so nobody makes a wasted trip.",
];

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { appUrl, membershipPrice } = loaderData;
  return (
    <>
      <PageHero
        title="How Glut works"
        above={<Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={PATH} />}
        lead="Glut puts growers with more than they can use in touch with neighbours who would love it. Here is how sharing works, from signing up to sitting down to eat."
        art={<HandsIllustration className="mx-auto hidden w-40 md:block" />}
        artColumn="quarter"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to="/signup">Join Glut</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/listings">Browse produce</Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="steps-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="steps-title" className="text-3xl">
            Six steps to sharing
          </h2>
          <NumberedSteps steps={steps(membershipPrice)} look="detailed" />
        </Container>
      </section>

      <section aria-labelledby="categories-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="categories-title" className="text-3xl">
            What you can share
          </h2>
          <FeatureGrid features={categories} columns={4} flat />
        </Container>
      </section>

      <section aria-labelledby="safety-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="safety-title" className="text-3xl">
            Staying safe
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {safetyTips.map((tip) => (
              <li
                key={tip.title}
                className="flex flex-col gap-2 rounded-card border border-line p-5"
              >
                <h3 className="flex items-center gap-2 text-xl">
                  <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-leaf" />
                  {tip.title}
                </h3>
                <p className="text-ink-muted">{tip.text}</p>
              </li>
            ))}
          </ul>
          <p className="text-ink-muted">
            Something not right? <Link to="/contact">Contact us</Link> and we will look into it.
          </p>
        </Container>
      </section>

      <section
        id="community-guidelines"
        aria-labelledby="guidelines-title"
        className="scroll-mt-4 bg-cream-deep"
      >
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="guidelines-title" className="text-3xl">
            Community guidelines
          </h2>
          <p className="max-w-prose text-ink-muted">
            Glut works because members look out for each other. When you join, you agree to:
          </p>
          <ul className="flex max-w-prose list-disc flex-col gap-2 pl-6">
            {guidelines.map((guideline) => (
              <li key={guideline}>{guideline}</li>
            ))}
          </ul>
          <p className="max-w-prose text-ink-muted">
            Our moderators may take down listings or posts that break these guidelines.
          </p>
        </Container>
      </section>

      <CallToActionBand
        title="Ready to share your surplus?"
        text={<>Join for {membershipPrice} a year, or see what growers near you have to spare.</>}
      >
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">Join Glut</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/listings">Browse produce</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
