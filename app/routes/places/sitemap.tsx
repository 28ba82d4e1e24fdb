import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { citiesAlphabetically } from "~/places/free-food-cities";
import { cityPageKinds, siteMapSections, totalPagesFigure } from "~/places/site-map";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/sitemap";

const PATH = "/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const cities = citiesAlphabetically();
  return {
    appUrl: env.APP_URL,
    sections: siteMapSections.map((section) => ({
      title: section.title,
      links: section.links.map(({ label, path }) => ({ label, path })),
    })),
    cityKinds: cityPageKinds.map((kind) => ({
      title: kind.title,
      links: cities.map((city) => ({ label: kind.label(city), path: kind.path(city) })),
    })),
    totalPages: totalPagesFigure(cities.length).toLocaleString("en-GB"),
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Sitemap",
    description:
      "Every page on Glut: browsing produce, free food, food banks and allotments in each UK city, community pages, your account and our policies.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

const crumbs = [{ label: "Home", to: "/" }, { label: "Sitemap" }];

const idFor = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { appUrl, sections, cityKinds, totalPages } = loaderData;
  return (
    <Container className="flex flex-col gap-10 py-10">
      <div className="flex flex-col gap-4">
        <Breadcrumbs crumbs={crumbs} appUrl={appUrl} currentPath={PATH} />
        <h1 className="text-4xl">Sitemap</h1>
        <p className="max-w-prose text-lg">
          Every page on Glut in one place. Total pages: <strong>{totalPages}</strong>.
        </p>
      </div>

      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={idFor(section.title)}>
            <h2 id={idFor(section.title)} className="mb-2 text-2xl">
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
        <section key={kind.title} aria-labelledby={idFor(kind.title)}>
          <h2 id={idFor(kind.title)} className="mb-2 text-2xl">
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
