import { Plus } from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Await, data, isRouteErrorResponse, Link, Navigate, useAsyncError } from "react-router";
import { staticPage, useHydrated } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { messagesFor } from "~/i18n/catalogues.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { PageMessages } from "~/i18n/messages";
import { ConfirmDeleteListing } from "~/listings/delete-listing-controls";
import { MANAGE_GATE_REASON } from "~/listings/listing-messages";
import { FailureAlert } from "~/listings/manage-failure";
import type { MyListingsPage } from "~/listings/manage-listing-text";
import { loadMyListings, manageListing } from "~/listings/manage-listings.server";
import { ManagedCard } from "~/listings/managed-listing-card";
import myListingsScript from "~/listings/my-listings.island.ts?inline-script";
import { EmptyState, LoadFailureCard, SkeletonGrid } from "~/listings/my-listings-states";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/my-listings";

// Static (decision 0100): the status, Renew and Delete buttons are plain forms posting here; one
// inline script opens each Delete's native confirmation dialog. A client navigation still renders
// it with React, with its skeletons, fetchers and on-demand dialogs.
export const handle = staticPage;

/** The page's words with its list (decision 0098). */
interface PageWords {
  lng: Language;
  title: string;
  messages: PageMessages;
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
      messages: messagesFor(lng, ["myListings", "listings"]),
    };
  } catch (error) {
    services.logger.error({ err: error }, "could not load a member's listings");
    throw data(t("messages.fetchFailed"), { status: 500 });
  }
}

/**
 * Arriving from another page, the page shows at once with 6 skeleton cards while the list loads.
 * Already on it (after a change), it waits for the new list instead, so nothing flashes.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (window.location.pathname === "/my-listings") return serverLoader();
  const pending = serverLoader();
  // The skeletons are in the page's language before its list (and its loader data) arrives: the
  // active language's catalogue alone, a chunk of its own fetched once a tab, and only on a client
  // navigation (the page is static: a document load carries no script).
  const lng: Language = document.documentElement.lang === "cy" ? "cy" : "en";
  const { default: catalogue } = await (lng === "cy"
    ? import("~/i18n/locales/cy/myListings")
    : import("~/i18n/locales/en/myListings"));
  const messages: PageMessages = { lng, namespaces: { myListings: catalogue } };
  return { pending, lng, title: catalogue.page.title, messages };
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

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "My Listings"} | Glut` },
  { name: "robots", content: "noindex" },
];

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deleted card takes its dialog and focus with it: focus goes back to the page's heading.
  const deleting = useRef(false);
  const hydrated = useHydrated();
  const manager = (data: MyListingsPage) => (
    <ListingsManager data={data} headingRef={headingRef} deleting={deleting} />
  );
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeader headingRef={headingRef} />
      {actionData?.failure ? <FailureAlert failure={actionData.failure} /> : null}
      {"pending" in loaderData ? (
        // Only while the list is on its way. The server never renders a Suspense boundary here:
        // React may stream a large boundary's content hidden, for a script to reveal, and
        // without JavaScript it would stay hidden.
        <Suspense fallback={<SkeletonGrid />}>
          <Await resolve={loaderData.pending} errorElement={<LoadFailure />}>
            {manager}
          </Await>
        </Suspense>
      ) : (
        manager(loaderData)
      )}
      {/* Sent by the server only: after a client navigation the page is React's. */}
      {hydrated ? null : <InlineScript code={myListingsScript} />}
    </Container>
  );
}

function PageHeader({ headingRef }: { headingRef?: React.RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation("myListings");
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl focus:outline-none sm:text-4xl">
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

function ListingsManager({
  data: { listings, confirmDelete },
  headingRef,
  deleting,
}: {
  data: MyListingsPage;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  deleting: React.RefObject<boolean>;
}) {
  const { t } = useTranslation("myListings");
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new list arrives
  useEffect(() => {
    if (!deleting.current) return;
    deleting.current = false;
    headingRef.current?.focus();
  }, [listings, headingRef, deleting]);

  if (listings.length === 0) return <EmptyState />;
  return (
    <div className="flex flex-col gap-5">
      {confirmDelete ? <ConfirmDeleteListing listing={confirmDelete} /> : null}
      <p className="font-semibold">{t("page.count", { count: listings.length })}</p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ManagedCard
              listing={listing}
              onDeleteSent={() => {
                deleting.current = true;
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list's promise failed after the page showed: a refusal to follow, or a load failure. */
function LoadFailure() {
  const { t } = useTranslation("myListings");
  const error = useAsyncError();
  const location = error instanceof Response ? error.headers.get("Location") : null;
  if (location) return <Navigate to={location} replace />;
  return <LoadFailureCard message={t("messages.fetchFailed")} />;
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
