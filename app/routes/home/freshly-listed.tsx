import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MapPinIllustration } from "~/components/illustrations/map-pin";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { ListingCard, type ListingCardData, listingGridClass } from "~/listings/listing-card";
import { cardWordsIn } from "~/listings/listing-card-words";

/**
 * The home page's 'Freshly Listed': the newest active listings as cards (their pages are for
 * members), an empty state when there are none, and a plain line if they could not be loaded.
 */
export function FreshlyListed({ listings }: { listings: ListingCardData[] | null }) {
  const { t } = useTranslation("pages");
  // The card's own words; the listing's name, town and lister are the member's, shown as written.
  const words = cardWordsIn(t);
  return (
    <section aria-labelledby="fresh-title" className="bg-cream-deep">
      <Container className="py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="fresh-title" className="text-3xl">
            {t("home.fresh.title")}
          </h2>
          {listings && listings.length > 0 ? (
            <Link to="/listings" className="inline-flex items-center gap-1.5 font-semibold">
              {t("home.fresh.seeEverything")} <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          ) : null}
        </div>
        {listings === null ? (
          <p className="mt-6 text-ink-muted">
            {t("home.fresh.failed")} <Link to="/listings">{t("home.fresh.failedBrowse")}</Link>{" "}
            {t("home.fresh.failedAfter")}
          </p>
        ) : listings.length === 0 ? (
          <div className="mt-6 flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
            <MapPinIllustration className="w-32" />
            <h3 className="text-xl">{t("home.fresh.emptyTitle")}</h3>
            <p className="max-w-prose text-ink-muted">{t("home.fresh.emptyText")}</p>
            <Button asChild>
              <Link to="/create-listing">{t("home.fresh.share")}</Link>
            </Button>
          </div>
        ) : (
          <ul className={cn("mt-6", listingGridClass)}>
            {listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} headingLevel="h3" words={words} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
