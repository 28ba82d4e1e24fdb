import { BookOpen, Carrot, HandCoins, School, ShieldCheck, Sprout } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { SeedlingIllustration } from "~/components/illustrations/seedling";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { type Feature, FeatureGrid } from "~/components/page-sections/feature-grid";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/schools";

const PATH = "/schools";
const crumbs = [{ label: "Home", to: "/" }, { label: "Schools" }];
/** Sign-up with the organisation type already set to school (the sign-up page reads it). */
const SCHOOL_SIGNUP_HREF = "/signup?organizationType=school";

export function loader({ context }: Route.LoaderArgs) {
  return { appUrl: getServices(context).env.APP_URL };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Glut for schools: share your school garden, grow with your community",
    description:
      "Schools join Glut free: share the harvest from your school garden, find seeds and seedlings for growing clubs, and raise funds through our partnership.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

const uses: Feature[] = [
  {
    icon: Carrot,
    title: "Share your school garden’s harvest",
    text: "Crops rarely wait for term time. List what is ready so it goes to families and neighbours instead of going to waste over the holidays.",
  },
  {
    icon: Sprout,
    title: "Stock your growing club",
    text: "Local growers often have spare seeds, seedlings and cuttings that are just right for a school plot or a classroom windowsill.",
  },
  {
    icon: BookOpen,
    title: "Teach where food comes from",
    text: "Our UK planting calendar shows what to sow and harvest each month, ready for lessons and after-school clubs.",
  },
  {
    icon: HandCoins,
    title: "Raise money for your school",
    text: "Through the community partnership, your school earns from every member who joins Glut with its referral link and pays for their first year.",
  },
];

const joinSteps = [
  "Register your school with a member of staff’s email address.",
  "Add your school’s reference number if it has one (in England, its six-digit URN) so we can check who you are.",
  "We verify every organisation by hand, usually within 1-2 business days. Then your school uses Glut free.",
];

export default function Schools({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Glut for schools"
        above={<Breadcrumbs crumbs={crumbs} appUrl={loaderData.appUrl} currentPath={PATH} />}
        lead="Share what your school garden grows, find plants and seeds for your growing club, and bring your school community together around fresh food. Schools join free."
        art={<SeedlingIllustration className="mx-auto hidden w-40 md:block" />}
        artColumn="quarter"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={SCHOOL_SIGNUP_HREF}>
              <School aria-hidden="true" /> Register your school
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/listings">See what growers are sharing</Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="uses-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="uses-title" className="text-3xl">
            How schools use Glut
          </h2>
          <FeatureGrid features={uses} columns={2} />
        </Container>
      </section>

      <section aria-labelledby="join-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="join-title" className="text-3xl">
            Joining as a school
          </h2>
          <ol className="flex max-w-prose list-decimal flex-col gap-2 pl-6 text-lg">
            {joinSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="flex max-w-prose items-start gap-3 rounded-card border border-line bg-card p-5">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-leaf" />
            <p>
              Glut is for people aged 16 and over, so a member of staff runs your school’s account
              and arranges any collections. Pupils take part through your school, not with accounts
              of their own.
            </p>
          </div>
        </Container>
      </section>

      <CallToActionBand
        title="Ready to grow with your community?"
        text="Registering is free, and once we have verified your school Glut costs it nothing."
      >
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to={SCHOOL_SIGNUP_HREF}>Sign up your school</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/community-partnership">About the partnership</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
