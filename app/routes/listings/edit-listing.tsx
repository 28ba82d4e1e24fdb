import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { xhrSubmission } from "~/components/xhr-submission.server";
import { citiesByPopulation } from "~/data/cities-by-population";
import { readHandoverRule, ruleFormValues } from "~/handover/handover-rules.server";
import { listingChecks } from "~/listings/listing-checks.server";
import { ListingForm } from "~/listings/listing-form";
import { listingFormAction, requireOwnListing } from "~/listings/listing-form-action.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/edit-listing";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, listing } = await requireOwnListing(context, url, params.id);
  const rule = await readHandoverRule(getServices(context).db, listing.id);
  return {
    appUrl: getServices(context).env.APP_URL,
    emailVerified: user.emailVerified,
    checks: listingChecks,
    places: citiesByPopulation.map((city) => city.name),
    listing: {
      id: listing.id,
      name: listing.name,
      values: {
        name: listing.name,
        category: listing.category,
        type: listing.type,
        location: listing.location,
        quantity: listing.quantity ?? undefined,
        harvestDate: listing.harvestDate ?? undefined,
        availableUntil: listing.availableUntil ?? undefined,
        description: listing.description || undefined,
        ...ruleFormValues(rule),
      },
      photos: listing.images.map((image, index) => ({
        id: image.id,
        url: image.thumbUrl,
        alt: `${listing.name}, view ${index + 1}`,
      })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return listingFormAction(args, { mode: "edit", listingId: args.params.id });
}

// With JavaScript the form is sent by XMLHttpRequest (for its progress bar) and answered as JSON.
export const middleware: Route.MiddlewareFunction[] = [xhrSubmission(action)];

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    return [{ title: `${errorTitle(error)} | Glut` }, { name: "robots", content: "noindex" }];
  }
  return [
    ...pageMeta({
      title: `Edit ${loaderData.listing.name}`,
      description: "Change your listing: its details and its photos.",
      path: `/listings/${loaderData.listing.id}/edit`,
      appUrl: loaderData.appUrl,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing } = loaderData;
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <Link
        to={`/listings/${listing.id}`}
        className="inline-flex w-fit items-center gap-1.5 font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="size-5" /> Back to the listing
      </Link>
      <div>
        <h1 className="text-3xl break-words sm:text-4xl">Edit your listing</h1>
        <p className="text-ink-muted">
          Change the details or the photos of “{listing.name}”. Neighbours see the changes at once.
        </p>
      </div>
      <ListingForm
        id="edit-listing"
        action={`/listings/${listing.id}/edit`}
        actionData={actionData}
        defaultValue={listing.values}
        savedPhotos={listing.photos}
        places={loaderData.places}
        emailVerified={loaderData.emailVerified}
        checks={loaderData.checks}
        submitLabel="Save changes"
        submittingLabel="Saving your changes…"
      />
    </Container>
  );
}

function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return "Listing Not Found";
  if (isRouteErrorResponse(error) && error.status === 403) return "Not Your Listing";
  return "Error Loading Listing";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const title = errorTitle(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="max-w-prose text-ink-muted">
        {status === 404
          ? "This listing does not exist or has been removed."
          : status === 403
            ? "You can only change your own listings."
            : "Failed to load listing. Please try again in a moment."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {status === 404 || status === 403 ? null : (
          <Button asChild>
            <a href={location.pathname}>Try Again</a>
          </Button>
        )}
        <Button asChild variant={status === 404 || status === 403 ? "primary" : "outline"}>
          <Link to="/my-listings">
            <ArrowLeft aria-hidden="true" /> Back to my listings
          </Link>
        </Button>
      </div>
    </Container>
  );
}
