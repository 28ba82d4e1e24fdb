import { BookOpen, Carrot, HandCoins, School, ShieldCheck, Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
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
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/schools";

const PATH = "/schools";
/** Sign-up with the organisation type already set to school (the sign-up page reads it). */
const SCHOOL_SIGNUP_HREF = "/signup?organizationType=school";

export function loader({ context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "community");
  return {
    appUrl: getServices(context).env.APP_URL,
    lng,
    title: t("schools.title"),
    description: t("schools.description"),
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

/** Each use's icon and its words' keys, `schools.uses.<key>Title` and `<key>Text`. */
const uses = [
  { icon: Carrot, key: "harvest" },
  { icon: Sprout, key: "club" },
  { icon: BookOpen, key: "teach" },
  { icon: HandCoins, key: "raise" },
] as const;

/** The steps of joining, each its key in `schools.join`. */
const joinSteps = ["register", "reference", "verify"] as const;

export default function Schools({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("community");
  const crumbs = [{ label: t("crumbs.home"), to: "/" }, { label: t("common:nav.schools") }];
  const features: Feature[] = uses.map(({ icon, key }) => ({
    icon,
    title: t(`schools.uses.${key}Title`),
    text: t(`schools.uses.${key}Text`),
  }));
  return (
    <>
      <PageHero
        title={t("schools.heading")}
        above={<Breadcrumbs crumbs={crumbs} appUrl={loaderData.appUrl} currentPath={PATH} />}
        lead={t("schools.lead")}
        art={<SeedlingIllustration className="mx-auto hidden w-40 md:block" />}
        artColumn="quarter"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to={SCHOOL_SIGNUP_HREF}>
              <School aria-hidden="true" /> {t("schools.register")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/listings">{t("schools.seeSharing")}</Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="uses-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="uses-title" className="text-3xl">
            {t("schools.usesTitle")}
          </h2>
          <FeatureGrid features={features} columns={2} />
        </Container>
      </section>

      <section aria-labelledby="join-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="join-title" className="text-3xl">
            {t("schools.joinTitle")}
          </h2>
          <ol className="flex max-w-prose list-decimal flex-col gap-2 pl-6 text-lg">
            {joinSteps.map((step) => (
              <li key={step}>{t(`schools.join.${step}`)}</li>
            ))}
          </ol>
          <div className="flex max-w-prose items-start gap-3 rounded-card border border-line bg-card p-5">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-leaf" />
            <p>{t("schools.ageNote")}</p>
          </div>
        </Container>
      </section>

      <CallToActionBand title={t("schools.ctaTitle")} text={t("schools.ctaText")}>
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to={SCHOOL_SIGNUP_HREF}>{t("schools.signUp")}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/community-partnership">{t("schools.aboutPartnership")}</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
