import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { shellMessage } from "~/i18n/meta-messages";
import { ConfirmDeleteListing } from "~/listings/delete-listing-controls";
import { MANAGE_GATE_REASON } from "~/listings/listing-messages";
import { FailureAlert } from "~/listings/manage-failure";
import type { MyListingsPage } from "~/listings/manage-listing-text";
import { loadMyListings, manageListing } from "~/listings/manage-listings.server";
import { ManagedCard } from "~/listings/managed-listing-card";
import myListingsScript from "~/listings/my-listings.island.ts?inline-script";
import { EmptyState, LoadFailureCard } from "~/listings/my-listings-states";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/my-listings";

// Static (decision 0100): the status, Renew and Delete buttons are plain forms posting here; one
// inline script opens each Delete's native confirmation dialog.
export const handle = staticPage;

/** The page's words with its list (decision 0098). */
interface PageWords {
  lng: Language;
  title: string;
}

export async function loader({
  context,
  url,
}: Route.LoaderArgs): Promise<MyListingsPage & PageWords> {
  const member = await requireMember(context, url, MANAGE_GATE_REASON);
  const services = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "myListings");
  try {
    const page = await loadMyListings(
      services,
      member,
      url.searchParams.get("delete"),
      new Date(),
      {
        lng,
        t,
      },
    );
    return {
      ...page,
      lng,
      title: t("page.title"),
    };
  } catch (error) {
    services.logger.error({ err: error }, "could not load a member's listings");
    throw data(t("messages.fetchFailed"), { status: 500 });
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const member = await requireMember(context, url, MANAGE_GATE_REASON);
  const services = getServices(context);
  const words = { lng: getLanguage(context), t: getI18n(context).getFixedT(null, "myListings") };
  const outcome = await manageListing(
    services,
    member,
    await readForm(request, context),
    new Date(),
    words,
  );
  if (outcome.ok) {
    // POST, redirect, GET: a reload does not resend, and the change is not a history entry.
    return services.toasts.redirect(
      "/my-listings",
      { type: "success", title: outcome.message },
      { headers: { "X-Remix-Replace": "true" } },
    );
  }
  return data({ failure: outcome }, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.myListings") ?? "My Listings"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeader />
      {actionData?.failure ? <FailureAlert failure={actionData.failure} /> : null}
      <ListingsManager data={loaderData} />
      <InlineScript code={myListingsScript} />
    </Container>
  );
}

function PageHeader() {
  const { t } = useTranslation("myListings");
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 tabIndex={-1} className="text-3xl focus:outline-none sm:text-4xl">
          {t("page.title")}
        </h1>
        <p className="text-ink-muted">{t("page.intro")}</p>
      </div>
      <Button asChild>
        <Link to="/create-listing">
          <Plus aria-hidden="true" /> {t("page.create")}
        </Link>
      </Button>
    </div>
  );
}

function ListingsManager({ data: { listings, confirmDelete } }: { data: MyListingsPage }) {
  const { t } = useTranslation("myListings");

  if (listings.length === 0) return <EmptyState />;
  return (
    <div className="flex flex-col gap-5">
      {confirmDelete ? <ConfirmDeleteListing listing={confirmDelete} /> : null}
      <p className="font-semibold">{t("page.count", { count: listings.length })}</p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ManagedCard listing={listing} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("myListings");
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : t("messages.fetchFailed");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeader />
      <LoadFailureCard message={message} />
    </Container>
  );
}
