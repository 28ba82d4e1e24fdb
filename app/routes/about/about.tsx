import { ArrowLeftRight, Carrot, HandCoins, HeartHandshake, Recycle, Sprout } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatPence } from "~/components/format-money";
import { TrugIllustration } from "~/components/illustrations";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/about";

const PATH = "/about";
const crumbs = [{ label: "Home", to: "/" }, { label: "About Glut" }];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return { appUrl: env.APP_URL, membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "About Glut: home-grown food, shared with neighbours",
    description:
      "Why Glut exists, what it is for, and how it is paid for: a UK community for sharing garden and allotment surplus, free or as a swap.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

const benefits = [
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
      <section aria-labelledby="hero-title" className="bg-leaf-soft">
        <Container className="grid items-center gap-8 py-10 md:grid-cols-[3fr_2fr] md:py-14">
          <div className="flex flex-col gap-4">
            <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={PATH} />
            <h1 id="hero-title" className="text-4xl sm:text-5xl">
              About Glut
            </h1>
            <p className="max-w-prose text-lg text-ink">
              Glut is a UK community where gardeners and allotment holders give away or swap what
              they grow: fresh produce, seeds, cuttings, seedlings and plants.
            </p>
          </div>
          <TrugIllustration className="mx-auto w-full max-w-xs" />
        </Container>
      </section>

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
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="flex flex-col gap-2 rounded-card border border-line bg-card p-5 shadow-sm shadow-soil/10"
              >
                <benefit.icon aria-hidden="true" className="size-7 text-leaf" />
                <h3 className="text-xl">{benefit.title}</h3>
                <p className="text-ink-muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="cta-title" className="bg-leaf text-white">
        <Container className="flex flex-col items-center gap-4 py-14 text-center">
          <h2 id="cta-title" className="text-3xl text-white">
            Join the community
          </h2>
          <p className="max-w-prose text-leaf-soft">
            Got more than you can eat, or hoping to find some fresh produce nearby? There is a place
            for you on Glut.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link to="/signup">Sign up</Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/how-it-works">How it works</Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
