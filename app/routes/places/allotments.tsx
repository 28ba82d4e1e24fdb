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
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { placesTIn, usePlacesT } from "~/places/place-words";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/allotments";
import { AllotmentDirectory } from "./allotment-directory";
import { AllotmentSocietyBand, BeforeYouApply } from "./allotment-guidance";

const PATH = "/allotments";

export function loader({ context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const t = placesTIn(getI18n(context).getFixedT(null, "places"), lng);
  return {
    appUrl: getServices(context).env.APP_URL,
    lng,
    title: t("allotments.title"),
    description: t("allotments.description"),
  };
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
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

export default function Allotments({ loaderData }: Route.ComponentProps) {
  const t = usePlacesT();
  const crumbs = [{ label: t("crumbs.home"), to: "/" }, { label: t("crumbs.allotments") }];
  return (
    <>
      <PageHero
        title={t("allotments.heading")}
        above={
          <Breadcrumbs
            crumbs={crumbs}
            appUrl={loaderData.appUrl}
            currentPath={PATH}
            label={t("trail")}
          />
        }
        lead={t("allotments.lead")}
        art={<SeedlingIllustration className="mx-auto hidden w-40 md:block" />}
        artColumn="quarter"
      />

      <AllotmentDirectory lng={loaderData.lng} />

      <BeforeYouApply />

      <AllotmentSocietyBand />

      <section aria-labelledby="more-title">
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="more-title" className="text-2xl">
            {t("allotments.moreTitle")}
          </h2>
          <p className="max-w-prose text-ink-muted">{t("allotments.moreText")}</p>
          <ActionRow>
            <Button asChild>
              <Link to="/listings">
                <Carrot aria-hidden="true" /> {t("allotments.browse")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/how-it-works">
                {t("allotments.howGlutWorks")} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </ActionRow>
        </Container>
      </section>
    </>
  );
}
