import { ArrowLeftRight, Carrot, HandCoins, HeartHandshake, Recycle, Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
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
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/about";

const PATH = "/about";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "pages");
  return {
    appUrl: env.APP_URL,
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
    lng,
    title: t("about.title"),
    description: t("about.description"),
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

/** Each benefit's icon and its words' keys, `about.benefits.<key>Title` and `<key>Text`. */
const benefits = [
  { icon: Recycle, key: "lessWaste" },
  { icon: Carrot, key: "freshFood" },
  { icon: HeartHandshake, key: "neighbours" },
  { icon: ArrowLeftRight, key: "swaps" },
  { icon: HandCoins, key: "groups" },
  { icon: Sprout, key: "growing" },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { appUrl, membershipPrice } = loaderData;
  const { t } = useTranslation("pages");
  const crumbs = [{ label: t("breadcrumb.home"), to: "/" }, { label: t("about.crumb") }];
  const worded: Feature[] = benefits.map(({ icon, key }) => ({
    icon,
    title: t(`about.benefits.${key}Title`),
    text: t(`about.benefits.${key}Text`),
  }));
  return (
    <>
      <PageHero
        title={t("about.heading")}
        above={
          <Breadcrumbs
            crumbs={crumbs}
            appUrl={appUrl}
            currentPath={PATH}
            label={t("breadcrumb.label")}
          />
        }
        lead={t("about.lead")}
        art={<TrugIllustration className="mx-auto w-full max-w-xs" />}
      />

      <section aria-labelledby="story-title">
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="story-title" className="text-3xl">
            {t("about.story.title")}
          </h2>
          <div className="flex max-w-prose flex-col gap-4 text-lg">
            <p>{t("about.story.feeling")}</p>
            <p>{t("about.story.meanwhile")}</p>
            <p>{t("about.story.missingLink")}</p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="mission-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-4 py-12">
          <h2 id="mission-title" className="text-3xl">
            {t("about.mission.title")}
          </h2>
          <p className="max-w-prose text-lg">{t("about.mission.text")}</p>
          <p className="max-w-prose text-ink-muted">
            {t("about.mission.paying", { price: membershipPrice })}
          </p>
        </Container>
      </section>

      <section aria-labelledby="benefits-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="benefits-title" className="text-3xl">
            {t("about.benefits.title")}
          </h2>
          <FeatureGrid features={worded} />
        </Container>
      </section>

      <CallToActionBand title={t("about.join.title")} text={t("about.join.text")}>
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">{t("about.join.signUp")}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/how-it-works">{t("about.join.howItWorks")}</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
