import { ArrowRight, Carrot } from "lucide-react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { SeedlingIllustration } from "~/components/illustrations/seedling";
import { ActionRow } from "~/components/page-sections/action-row";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/allotments";
import { AllotmentDirectory } from "./allotment-directory";
import { AllotmentSocietyBand, BeforeYouApply } from "./allotment-guidance";

const PATH = "/allotments";
const crumbs = [{ label: "Home", to: "/" }, { label: "Allotments" }];

export function loader({ context }: Route.LoaderArgs) {
  return { appUrl: getServices(context).env.APP_URL };
}

// A static page (decisions 0057, 0059): the directory filters as you type with a small inline
// script, not React.
export const handle = staticPage;

// The directory's data is in the page, so a new search in the address needs nothing from the
// server; leaving and coming back does.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Council allotments across the UK: where to apply for a plot",
    description:
      "Find your council's allotment page in London, England, Scotland, Wales and Northern Ireland: how to apply, who keeps the waiting list and how to get in touch.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

export default function Allotments({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Find a council allotment"
        above={<Breadcrumbs crumbs={crumbs} appUrl={loaderData.appUrl} currentPath={PATH} />}
        lead="An allotment gives you room to grow far more than a back garden. A full-size plot is typically 250–300 square metres, and many councils also let half plots and smaller starter plots. Find your council below to see how to apply and who keeps the waiting list."
        art={<SeedlingIllustration className="mx-auto hidden w-40 md:block" />}
        artColumn="quarter"
      />

      <AllotmentDirectory />

      <BeforeYouApply />

      <AllotmentSocietyBand />

      <section aria-labelledby="more-title">
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="more-title" className="text-2xl">
            Already growing?
          </h2>
          <p className="max-w-prose text-ink-muted">
            Too many courgettes on the plot? Share them with people nearby, or see what other
            growers have to spare.
          </p>
          <ActionRow>
            <Button asChild>
              <Link to="/listings">
                <Carrot aria-hidden="true" /> Browse produce
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/how-it-works">
                How Glut works <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </ActionRow>
        </Container>
      </section>
    </>
  );
}
