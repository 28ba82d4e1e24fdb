import { CalendarClock, Eye, MapPin, Pencil, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { Badge, ListingTypeBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DeleteControl } from "./delete-listing-controls";
import { isListingStatus, type ListingStatus, nextStatuses } from "./listing-status";
import { FailureAlert, useFailureToast } from "./manage-failure";
import { MANAGE_INTENTS, type ManageActionData, type ManagedListing } from "./manage-listing-text";

const statusLook: Record<
  ListingStatus,
  { badge: "success" | "info" | "neutral" | "warning"; card: string; photo: string }
> = {
  active: { badge: "success", card: "border-line bg-card", photo: "" },
  // Done with: a dashed, quieter card and a grey photo; swapped in sky, completed in cream.
  swapped: { badge: "info", card: "border-dashed border-sky/50 bg-sky-soft", photo: "grayscale" },
  completed: {
    badge: "neutral",
    card: "border-dashed border-line bg-cream-deep",
    photo: "grayscale",
  },
  unavailable: { badge: "warning", card: "border-line bg-card", photo: "opacity-70" },
};

/** One of the member's listings, with its status buttons, Edit, View and Delete. */
export function ManagedCard({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation("myListings");
  const statusFetcher = useFetcher<ManageActionData>({ key: `status-${listing.id}` });
  const pendingStatus = statusFetcher.formData?.get("status");
  const shownStatus = isListingStatus(pendingStatus) ? pendingStatus : listing.status;
  const busy = statusFetcher.state !== "idle";
  const failure = statusFetcher.state === "idle" ? statusFetcher.data?.failure : undefined;
  useFailureToast(failure);
  const look = statusLook[shownStatus];
  const renewFetcher = useFetcher<ManageActionData>({ key: `renew-${listing.id}` });
  const renewing = renewFetcher.state !== "idle";
  const renewFailure = renewFetcher.state === "idle" ? renewFetcher.data?.failure : undefined;
  useFailureToast(renewFailure);
  const expired = listing.expired && shownStatus === "active";

  return (
    <article
      aria-labelledby={`listing-${listing.id}-title`}
      data-status={shownStatus}
      data-expired={expired ? "true" : undefined}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-card border-2 shadow-sm shadow-soil/10",
        expired ? "border-dashed border-line bg-cream-deep" : look.card,
      )}
    >
      <img
        src={listing.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn(
          "aspect-4/3 w-full bg-cream-deep object-cover",
          expired ? "grayscale" : look.photo,
        )}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <ListingTypeBadge type={listing.type} label={t(`listings:types.${listing.type}`)} />
          <Badge variant={expired ? "warning" : look.badge}>
            <span className="sr-only">{t("card.status")}</span>
            {expired ? t("card.expired") : t(`statuses.${shownStatus}`)}
          </Badge>
        </div>
        <h2
          id={`listing-${listing.id}-title`}
          className="text-lg leading-tight font-bold break-words text-soil"
        >
          {listing.name}
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {listing.location}
          </span>
          <span>{listing.posted}</span>
        </p>
        {listing.availableUntil ? (
          <p className="inline-flex items-center gap-1.5 text-ink-muted">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {expired
              ? t("card.expiredUntil", { date: listing.availableUntil })
              : t("listings:card.availableUntil", { date: listing.availableUntil })}
          </p>
        ) : null}
        {listing.hiddenReason !== null ? (
          <p className="rounded-lg border border-sun bg-sun-soft p-2 text-sun-ink">
            <span className="font-semibold">{t("card.hidden")}</span> {listing.hiddenReason}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/listings/${listing.id}`}>
              <Eye aria-hidden="true" /> {t("card.view")}
              <span className="sr-only"> {listing.name}</span>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/listings/${listing.id}/edit`}>
              <Pencil aria-hidden="true" /> {t("card.edit")}
              <span className="sr-only"> {listing.name}</span>
            </Link>
          </Button>
        </div>

        <div className="mt-auto flex flex-wrap gap-2">
          {expired ? (
            <renewFetcher.Form
              method="post"
              action="/my-listings"
              preventScrollReset
              className="contents"
              aria-label={t("card.renewForm", { name: listing.name })}
            >
              <input type="hidden" name="intent" value={MANAGE_INTENTS.renew} />
              <input type="hidden" name="listingId" value={listing.id} />
              <Button type="submit" size="sm" disabled={renewing}>
                <CalendarClock aria-hidden="true" />
                {t("card.renew")}
                <span className="sr-only"> {listing.name}</span> {t("card.renewFor")}
              </Button>
            </renewFetcher.Form>
          ) : null}
          <statusFetcher.Form
            method="post"
            action="/my-listings"
            preventScrollReset
            className="contents"
            aria-label={t("card.statusForm", { name: listing.name })}
          >
            <input type="hidden" name="intent" value={MANAGE_INTENTS.status} />
            <input type="hidden" name="listingId" value={listing.id} />
            {nextStatuses(listing.status).map((status) => (
              <Button
                key={status}
                type="submit"
                name="status"
                value={status}
                variant="secondary"
                size="sm"
                disabled={busy}
              >
                {status === "active" ? <RotateCcw aria-hidden="true" /> : null}
                {t(`mark.${status}`)}
              </Button>
            ))}
          </statusFetcher.Form>
          {/* Beside the status form, never in it: the dialog's own form must not nest. */}
          <DeleteControl listing={listing} />
        </div>
        {failure ? <FailureAlert failure={failure} /> : null}
        {renewFailure ? <FailureAlert failure={renewFailure} /> : null}
      </div>
    </article>
  );
}
