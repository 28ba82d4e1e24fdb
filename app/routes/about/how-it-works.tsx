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
import { useTranslation } from "react-i18next";
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
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/how-it-works";

const PATH = "/how-it-works";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "pages");
  return {
    appUrl: env.APP_URL,
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
    lng,
    title: t("howItWorks.title"),
    description: t("howItWorks.description"),
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

/** Each step's icon and its words' keys, `howItWorks.steps.<key>Title` and `<key>Text`. */
const steps = [
  { icon: UserPlus, key: "signUp" },
  { icon: Sprout, key: "share" },
  { icon: Search, key: "browse" },
  { icon: MessageCircle, key: "connect" },
  { icon: Handshake, key: "arrange" },
  { icon: CalendarDays, key: "enjoy" },
] as const;

/** Each category's icon and its words' keys, `howItWorks.categories.<key>Title` and `<key>Text`. */
const categories = [
  { icon: Apple, key: "produce" },
  { icon: Wheat, key: "seeds" },
  { icon: Sprout, key: "seedlings" },
  { icon: Flower2, key: "plants" },
] as const;

/** Each tip's words' keys, `howItWorks.safety.<key>Title` and `<key>Text`. */
const safetyTips = ["meet", "check", "keep"] as const;

/** Each guideline's key in `howItWorks.guidelines`. */
const guidelines = ["honest", "notSold", "turnUp", "kind", "invasive", "markGone"] as const;

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { appUrl, membershipPrice } = loaderData;
  const { t } = useTranslation("pages");
  const crumbs = [{ label: t("breadcrumb.home"), to: "/" }, { label: t("howItWorks.crumb") }];
  const wordedSteps: Step[] = steps.map(({ icon, key }) => ({
    icon,
    title: t(`howItWorks.steps.${key}Title`, { price: membershipPrice }),
    text: t(`howItWorks.steps.${key}Text`, { price: membershipPrice }),
  }));
  const wordedCategories: Feature[] = categories.map(({ icon, key }) => ({
    icon,
    title: t(`howItWorks.categories.${key}Title`),
    text: t(`howItWorks.categories.${key}Text`),
  }));
  return (
    <>
      <PageHero
        title={t("howItWorks.heading")}
        above={
          <Breadcrumbs
            crumbs={crumbs}
            appUrl={appUrl}
            currentPath={PATH}
            label={t("breadcrumb.label")}
          />
        }
        lead={t("howItWorks.lead")}
        art={<HandsIllustration className="mx-auto hidden w-40 md:block" />}
        artColumn="quarter"
      >
        <ActionRow>
          <Button asChild size="lg">
            <Link to="/signup">{t("howItWorks.join")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/listings">{t("howItWorks.browse")}</Link>
          </Button>
        </ActionRow>
      </PageHero>

      <section aria-labelledby="steps-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="steps-title" className="text-3xl">
            {t("howItWorks.steps.title")}
          </h2>
          <NumberedSteps steps={wordedSteps} look="detailed" />
        </Container>
      </section>

      <section aria-labelledby="categories-title" className="bg-cream-deep">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="categories-title" className="text-3xl">
            {t("howItWorks.categories.title")}
          </h2>
          <FeatureGrid features={wordedCategories} columns={4} flat />
        </Container>
      </section>

      <section aria-labelledby="safety-title">
        <Container className="flex flex-col gap-6 py-12">
          <h2 id="safety-title" className="text-3xl">
            {t("howItWorks.safety.title")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {safetyTips.map((tip) => (
              <li key={tip} className="flex flex-col gap-2 rounded-card border border-line p-5">
                <h3 className="flex items-center gap-2 text-xl">
                  <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-leaf" />
                  {t(`howItWorks.safety.${tip}Title`)}
                </h3>
                <p className="text-ink-muted">{t(`howItWorks.safety.${tip}Text`)}</p>
              </li>
            ))}
          </ul>
          <p className="text-ink-muted">
            {t("howItWorks.safety.notRight")}{" "}
            <Link to="/contact">{t("howItWorks.safety.contact")}</Link>{" "}
            {t("howItWorks.safety.lookInto")}
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
            {t("howItWorks.guidelines.title")}
          </h2>
          <p className="max-w-prose text-ink-muted">{t("howItWorks.guidelines.intro")}</p>
          <ul className="flex max-w-prose list-disc flex-col gap-2 pl-6">
            {guidelines.map((guideline) => (
              <li key={guideline}>{t(`howItWorks.guidelines.${guideline}`)}</li>
            ))}
          </ul>
          <p className="max-w-prose text-ink-muted">{t("howItWorks.guidelines.moderators")}</p>
        </Container>
      </section>

      <CallToActionBand
        title={t("howItWorks.ready.title")}
        text={t("howItWorks.ready.text", { price: membershipPrice })}
      >
        <ActionRow>
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">{t("howItWorks.join")}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/listings">{t("howItWorks.browse")}</Link>
          </Button>
        </ActionRow>
      </CallToActionBand>
    </>
  );
}
