import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { MapPinSprite } from "~/components/ui/map-pin-sprite";
import { TileLink } from "./tile-link";

export interface CityTile {
  name: string;
  slug: string;
  county: string;
}

/** Tiles for the UK's biggest cities, each the way into that city's page. */
export function GrowingNearYou({ cities }: { cities: readonly CityTile[] }) {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="cities-title" className="bg-cream-deep">
      <Container className="py-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="cities-title" className="text-3xl">
              {t("home.cities.title")}
            </h2>
            <p className="text-ink-muted">{t("home.cities.text")}</p>
          </div>
          <Link to="/locations" className="font-semibold">
            {t("home.cities.viewAll")}
          </Link>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.slug}>
              <TileLink
                to={`/city/${city.slug}`}
                icon={MapPinSprite}
                title={city.name}
                text={city.county}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
