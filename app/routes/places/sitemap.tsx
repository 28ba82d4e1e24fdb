import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { placeNameIn } from "~/data/welsh-place-names";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { citiesAlphabetically } from "~/places/free-food-cities";
import { placesTIn, usePlacesT } from "~/places/place-words";
import { cityPageKinds, siteMapSections, totalPagesFigure } from "~/places/site-map";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/sitemap";

const PATH = "/sitemap";

/** Each kind of city page's link text, in the `places` catalogue; the city page is its name. */
const CITY_LINK_KEYS: Readonly<Record<string, string>> = {
  freeFood: "sitemap.cityFreeFood",
  foodBanks: "sitemap.cityFoodBanks",
};

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = placesTIn(getI18n(context).getFixedT(null, "places"), lng);
  // Places in Wales by their Welsh names on a Welsh page, A to Z by the names shown.
  const cities = citiesAlphabetically()
    .map((city) => ({ city, name: placeNameIn(lng, city) }))
    .sort((a, b) => a.name.localeCompare(b.name, FORMAT_LOCALE[lng]));
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("sitemap.title"),
    description: t("sitemap.description"),
    sections: siteMapSections.map((section) => ({
      key: section.key,
      title: t(`sitemap.sections.${section.key}`),
      links: section.links.map(({ key, path }) => ({ label: t(`sitemap.links.${key}`), path })),
    })),
    cityKinds: cityPageKinds.map((kind) => {
      const linkKey = CITY_LINK_KEYS[kind.key];
      return {
        key: kind.key,
        title: t(`sitemap.sections.${kind.key}`),
        links: cities.map(({ city, name }) => ({
          label: linkKey ? t(linkKey, { city: name }) : name,
          path: kind.path(city),
        })),
      };
    }),
    totalPages: totalPagesFigure(cities.length).toLocaleString(FORMAT_LOCALE[lng]),
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

/** A section's id, from its English title as before, so links to it keep working. */
const idFor = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

const englishTitles = new Map(
  [...siteMapSections, ...cityPageKinds].map((section) => [section.key, section.title]),
);
const sectionId = (key: string) => idFor(englishTitles.get(key) ?? key);

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { appUrl, sections, cityKinds, totalPages } = loaderData;
  const t = usePlacesT();
  const crumbs = [{ label: t("crumbs.home"), to: "/" }, { label: t("crumbs.sitemap") }];
  return (
    <Container className="flex flex-col gap-10 py-10">
      <div className="flex flex-col gap-4">
        <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={PATH} label={t("trail")} />
        <h1 className="text-4xl">{t("sitemap.heading")}</h1>
        <p className="max-w-prose text-lg">
          {t("sitemap.lead")} <strong>{totalPages}</strong>.
        </p>
      </div>

      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={sectionId(section.key)}>
            <h2 id={sectionId(section.key)} className="mb-2 text-2xl">
              {section.title}
            </h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="inline-flex min-h-11 items-center sm:min-h-8">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      {cityKinds.map((kind) => (
        <section key={kind.key} aria-labelledby={sectionId(kind.key)}>
          <h2 id={sectionId(kind.key)} className="mb-2 text-2xl">
            {kind.title}
          </h2>
          <ul className="columns-1 gap-6 sm:columns-2 lg:columns-4">
            {kind.links.map((link) => (
              <li key={link.path} className="break-inside-avoid">
                <Link to={link.path} className="inline-flex min-h-11 items-center sm:min-h-8">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
