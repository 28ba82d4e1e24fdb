import { LogIn, MapPin, Tag, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListingTypeBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { ListingPreview } from "./listing-preview.server";

/** The path back to this listing after signing in. */
function signInHref(listingId: string): string {
  return `/login?redirectTo=${encodeURIComponent(`/listings/${listingId}`)}`;
}

/**
 * A listing as someone without an account sees it, from a shared link: its photo, title, type,
 * category and town, and how to join to contact the lister (decision 0070).
 */
export function ListingPreviewPage({
  listing,
}: {
  /** The preview with its category and type worded in the page's language (`loadPreview`). */
  listing: ListingPreview & { typeLabel: string };
}) {
  // The listing page is static: its words are the server's, which holds every catalogue.
  const { t } = useTranslation("myListings");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        {listing.photo ? (
          <img
            src={listing.photo.url}
            width={listing.photo.width}
            height={listing.photo.height}
            alt={listing.name}
            className="h-auto w-full rounded-card border border-line bg-cream-deep object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <ListingTypeBadge type={listing.type} label={listing.typeLabel} />
            </div>
            <h1 className="text-3xl break-words sm:text-4xl">{listing.name}</h1>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="inline-flex items-center gap-1.5 font-semibold [&_svg]:size-4">
              <Tag aria-hidden="true" /> {t("fields.category")}
            </dt>
            <dd className="break-words">{listing.category}</dd>
            <dt className="inline-flex items-center gap-1.5 font-semibold [&_svg]:size-4">
              <MapPin aria-hidden="true" /> {t("fields.location")}
            </dt>
            <dd className="break-words">{listing.location}</dd>
          </dl>
          <section
            aria-labelledby="join-to-contact"
            className="flex flex-col gap-3 rounded-card border border-line bg-card p-5"
          >
            <h2 id="join-to-contact" className="text-xl">
              {t("preview.joinTitle")}
            </h2>
            <p>{t("preview.joinText")}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/signup">
                  <UserPlus aria-hidden="true" /> {t("common:nav.join")}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={signInHref(listing.id)}>
                  <LogIn aria-hidden="true" /> {t("preview.signIn")}
                </Link>
              </Button>
            </div>
          </section>
        </div>
      </div>
    </Container>
  );
}
