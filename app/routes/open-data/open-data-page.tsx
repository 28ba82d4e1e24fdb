import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Container, Section } from "~/components/ui/container";
import { FOOD_BANK_DATA_SOURCE } from "~/food-banks/data-credit";
import { NEEDS_RADIUS_MILES } from "~/food-banks/food-bank-links";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { alternatePath } from "~/i18n/languages";
import { shellMessage } from "~/i18n/meta-messages";
import { GLUT_LICENCE, OGL_V3 } from "~/open-data/attribution";
import { OPEN_DATA_RATE_LIMIT, SMALLEST_COUNT_SHOWN } from "~/open-data/open-data-limits";
import { API_BASE, OPEN_DATA_PAGE } from "~/open-data/open-data-paths";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/open-data-page";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "support");
  return {
    lng,
    title: t("openData.title"),
    description: t("openData.description"),
    // The postcode credit in the page's language, as the place pages say it.
    postcodeCredit: t("places:dataCredit"),
    appUrl: env.APP_URL,
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.openData") ?? "Open data",
    description: loaderData?.description ?? "",
    path: OPEN_DATA_PAGE,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

/** Each address and what it answers (`support:openData.endpoints.*`). */
const endpoints = [
  { path: "/food-banks", key: "foodBanks", geo: true },
  { path: "/food-banks/{id}", key: "foodBank", geo: false },
  { path: "/cities", key: "cities", geo: true },
  { path: "/allotment-councils", key: "allotmentCouncils", geo: false },
  { path: "/planting-calendar", key: "plantingCalendar", geo: false },
  { path: "/sharing", key: "sharing", geo: true },
] as const;

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-3xl">
      {children}
    </h2>
  );
}

export default function OpenDataPage({ loaderData }: Route.ComponentProps) {
  const { appUrl, postcodeCredit, lng } = loaderData;
  const { t } = useTranslation("support");
  const crumbs = [{ label: t("contact.home"), to: "/" }, { label: t("openData.crumb") }];
  const api = `${appUrl}${API_BASE}`;
  // In the page's language: a Welsh page offers the widget in Welsh (`?lng=cy`).
  const widgetSnippet = `<iframe src="${appUrl}${alternatePath("/embed/food-bank/YOUR-ID", lng)}" title="${t("openData.widgetFrameTitle")}" width="100%" height="110" style="border:0"></iframe>`;
  return (
    <>
      <Section className="pb-6 sm:pb-8">
        <Container className="flex flex-col gap-5">
          <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={OPEN_DATA_PAGE} />
          <h1 className="text-4xl sm:text-5xl">{t("openData.heading")}</h1>
          <p className="max-w-prose text-lg">{t("openData.lead")}</p>
        </Container>
      </Section>

      <Container className="flex max-w-prose flex-col gap-10 pb-12">
        <section aria-labelledby="api-title" className="flex flex-col gap-4">
          <Heading id="api-title">{t("openData.api")}</Heading>
          <p>
            <Trans
              t={t}
              i18nKey="openData.apiIntro"
              values={{ api }}
              components={[
                <code key="api" />,
                <code key="get" />,
                <a key="geojson" href={`${API_BASE}/cities?format=geojson`}>
                  <code />
                </a>,
              ]}
            />
          </p>
          <ul className="flex flex-col gap-3">
            {endpoints.map((endpoint) => (
              <li key={endpoint.path}>
                {endpoint.path.includes("{") ? (
                  <code>{`${API_BASE}${endpoint.path}`}</code>
                ) : (
                  <a href={`${API_BASE}${endpoint.path}`}>
                    <code>{`${API_BASE}${endpoint.path}`}</code>
                  </a>
                )}
                {endpoint.geo ? t("openData.jsonOrGeo") : t("openData.json")}:{" "}
                {t(`openData.endpoints.${endpoint.key}`)}
              </li>
            ))}
          </ul>
          <p>
            <Trans
              t={t}
              i18nKey="openData.openApi"
              components={[<Link key="openapi" to={`${API_BASE}/openapi.json`} reloadDocument />]}
            />
          </p>
          <p>{t("openData.places", { smallest: SMALLEST_COUNT_SHOWN })}</p>
        </section>

        <section aria-labelledby="limits-title" className="flex flex-col gap-4">
          <Heading id="limits-title">{t("openData.limits")}</Heading>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              <Trans
                t={t}
                i18nKey="openData.rateLimit"
                values={{ max: OPEN_DATA_RATE_LIMIT.max }}
                components={[<code key="429" />, <code key="retry" />]}
              />
            </li>
            <li>
              <Trans
                t={t}
                i18nKey="openData.etag"
                components={[<code key="etag" />, <code key="match" />, <code key="304" />]}
              />
            </li>
            <li>
              <Trans t={t} i18nKey="openData.cors" components={[<code key="cors" />]} />
            </li>
          </ul>
        </section>

        <section aria-labelledby="licence-title" className="flex flex-col gap-4">
          <Heading id="licence-title">{t("openData.licence")}</Heading>
          <p>
            <Trans t={t} i18nKey="openData.attribution" components={[<code key="field" />]} />
          </p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              <Trans
                t={t}
                i18nKey="openData.giveFood"
                values={{ name: FOOD_BANK_DATA_SOURCE.name }}
                components={[
                  <a key="source" href={FOOD_BANK_DATA_SOURCE.url}>
                    {FOOD_BANK_DATA_SOURCE.name}
                  </a>,
                ]}
              />
            </li>
            <li>
              <Trans
                t={t}
                i18nKey="openData.glutData"
                values={{ licence: GLUT_LICENCE.name }}
                components={[
                  <a key="licence" href={GLUT_LICENCE.url}>
                    {GLUT_LICENCE.name}
                  </a>,
                ]}
              />
            </li>
            <li>
              <Trans
                t={t}
                i18nKey="openData.populations"
                values={{ licence: OGL_V3.name }}
                components={[
                  <a key="ogl" href={OGL_V3.url}>
                    {OGL_V3.name}
                  </a>,
                ]}
              />
            </li>
            <li>{postcodeCredit}</li>
          </ul>
        </section>

        <section aria-labelledby="feeds-title" className="flex flex-col gap-4">
          <Heading id="feeds-title">{t("openData.feeds")}</Heading>
          <p>
            <Trans
              t={t}
              i18nKey="openData.feedsText"
              values={{ path: "/food-bank/{id}/needs.atom" }}
              components={[<code key="feed" />]}
            />
          </p>
        </section>

        <section aria-labelledby="widget-title" className="flex flex-col gap-4">
          <Heading id="widget-title">{t("openData.widget")}</Heading>
          <p>
            <Trans
              t={t}
              i18nKey="openData.widgetText"
              values={{ miles: NEEDS_RADIUS_MILES }}
              components={[<Link key="find" to="/food-banks" />]}
            />
          </p>
          <pre className="overflow-x-auto rounded-md bg-cream-deep p-4 text-sm whitespace-pre-wrap break-all">
            <code>{widgetSnippet}</code>
          </pre>
        </section>
      </Container>
    </>
  );
}
