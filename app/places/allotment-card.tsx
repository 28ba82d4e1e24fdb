import { ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { usePlacesT } from "~/places/place-words";
import { type AllotmentEntry, allotmentCitySlug } from "./allotments";

/**
 * One council's allotments: where, how to reach it, and the way to apply. `named` is the
 * council, city and county as the page calls them (Welsh names on a Welsh page).
 */
export function AllotmentCard({
  entry,
  named,
}: {
  entry: AllotmentEntry;
  named: { councilName: string; city: string; county: string };
}) {
  const t = usePlacesT();
  const slug = allotmentCitySlug(entry);
  const headingId = `allotment-${entry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-card p-5 shadow-sm shadow-soil/10"
    >
      <h3 id={headingId} className="text-xl leading-tight">
        {named.councilName}
      </h3>
      <p className="flex items-start gap-1.5 text-ink-muted">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {named.city}, {named.county}
        </span>
      </p>
      {entry.contactEmail || entry.contactPhone ? (
        <ul className="flex flex-col gap-1">
          {entry.contactEmail ? (
            <li className="flex items-center gap-1.5">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-leaf" />
              <a href={`mailto:${entry.contactEmail}`} className="break-all">
                {entry.contactEmail}
              </a>
            </li>
          ) : null}
          {entry.contactPhone ? (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-leaf" />
              <a href={`tel:${entry.contactPhone.replace(/\s/g, "")}`}>{entry.contactPhone}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="text-ink">{entry.notes}</p>
      <div className="mt-auto flex flex-col gap-3 pt-2">
        <Button asChild className="self-start">
          <a href={entry.applicationUrl} target="_blank" rel="noopener noreferrer">
            {t("allotments.card.contact")} <ExternalLink aria-hidden="true" />
            <span className="sr-only">
              {t("allotments.card.contactHidden", { council: named.councilName })}
            </span>
          </a>
        </Button>
        {slug ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to={`/city/${slug}`} className="font-semibold">
              {t("allotments.card.growers", { city: named.city })}
            </Link>
            <Link to={`/free-food/${slug}`} className="font-semibold">
              {t("allotments.card.freeFood", { city: named.city })}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
