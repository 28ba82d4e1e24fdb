import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { xhrSubmission } from "~/components/xhr-submission.server";
import { citiesByPopulation } from "~/data/cities-by-population";
import { readHandoverRule, ruleFormValues } from "~/handover/handover-rules.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { EditListingError, editErrorTitle } from "~/listings/edit-listing-error";
import { listingChecksFor } from "~/listings/listing-checks.server";
import { ListingForm } from "~/listings/listing-form";
import listingFormScript from "~/listings/listing-form.island.ts?inline-script";
import { listingFormAction, requireOwnListing } from "~/listings/listing-form-action.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/edit-listing";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, listing } = await requireOwnListing(context, url, params.id);
  const rule = await readHandoverRule(getServices(context).db, listing.id);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "myListings");
  return {
    lng,
    title: t("edit.title", { name: listing.name }),
    description: t("edit.description"),
    appUrl: getServices(context).env.APP_URL,
    emailVerified: user.emailVerified,
    checks: listingChecksFor(t),
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
        alt: t("photos.view", { name: listing.name, index: index + 1 }),
      })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return listingFormAction(args, { mode: "edit", listingId: args.params.id });
}

// With JavaScript the form is sent by XMLHttpRequest (for its progress bar) and answered as JSON.
export const middleware: Route.MiddlewareFunction[] = [xhrSubmission(action)];

// Static, as creating one is (decision 0108): the same form and the same inline script.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (!loaderData) {
    // A refusal has no loader data to bring the page's words: its title is the shell's.
    const title = editErrorTitle(error, (key) => shellMessage(matches, key));
    return [{ title: `${title} | Glut` }, { name: "robots", content: "noindex" }];
  }
  return [
    ...pageMeta({
      title: loaderData.title,
      description: loaderData.description,
      path: `/listings/${loaderData.listing.id}/edit`,
      appUrl: loaderData.appUrl,
      lng: loaderData.lng,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("myListings");
  const { listing } = loaderData;
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <Link
        to={`/listings/${listing.id}`}
        className="inline-flex w-fit items-center gap-1.5 font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="size-5" /> {t("edit.back")}
      </Link>
      <div>
        <h1 className="text-3xl break-words sm:text-4xl">{t("edit.heading")}</h1>
        <p className="text-ink-muted">{t("edit.intro", { name: listing.name })}</p>
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
        submitLabel={t("edit.submit")}
        submittingLabel={t("edit.submitting")}
      />
      <InlineScript code={listingFormScript} />
    </Container>
  );
}

// A refusal has no loader data to bring `myListings`: the error page speaks the shell's `common`.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditListingError error={error} />;
}
