import { Eye, MapPin, Pencil, Plus, RotateCcw, Sprout, Trash2 } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import {
  Await,
  data,
  Form,
  isRouteErrorResponse,
  Link,
  Navigate,
  useAsyncError,
  useFetcher,
  useLocation,
} from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge, ListingTypeBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { type ListingStatus, listingStatusLabels, nextStatuses } from "~/listings/listing-status";
import { badgeType } from "~/listings/listing-view";
import { listUserListings } from "~/listings/listings.server";
import { MANAGE_INTENTS, myListingsMessages } from "~/listings/manage-listing-schema";
import { type ManageOutcome, manageListing } from "~/listings/manage-listings.server";
import { MANAGE_GATE_REASON, requireMember } from "~/listings/member-gate.server";
import { relativeDate } from "~/listings/relative-date";
import { getServices } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/my-listings";

const SKELETON_CARDS = 6;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireMember(context, url, MANAGE_GATE_REASON);
  const { db, logger, storage } = getServices(context);
  let listings: Awaited<ReturnType<typeof listUserListings>>;
  try {
    listings = await listUserListings(db, user.id, { publicUrl: (key) => storage.publicUrl(key) });
  } catch (error) {
    logger.error({ err: error }, "could not load a member's listings");
    throw data(myListingsMessages.fetchFailed, { status: 500 });
  }
  const now = new Date();
  const cards = listings.map((listing) => ({
    id: listing.id,
    name: listing.name,
    location: listing.location,
    type: badgeType(listing.type),
    status: listing.status,
    posted: relativeDate(listing.datePosted, now),
    imageUrl: listing.imageUrl,
  }));
  // Without JavaScript, Delete leads here first (?delete={id}) to confirm.
  const confirmId = url.searchParams.get("delete");
  return { listings: cards, confirmDelete: cards.find((card) => card.id === confirmId) ?? null };
}

type MyListingsData = Awaited<ReturnType<typeof loader>>;
type Card = MyListingsData["listings"][number];

/**
 * Arriving from another page, the page shows at once with 6 skeleton cards while the list loads.
 * Already on it (after a change), it waits for the new list instead, so nothing flashes.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (window.location.pathname === "/my-listings") return serverLoader();
  return { pending: serverLoader() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireMember(context, url, MANAGE_GATE_REASON);
  const services = getServices(context);
  const outcome = await manageListing(services, user, await request.formData());
  if (outcome.ok) {
    // POST, redirect, GET: a reload does not resend, and the change is not a history entry.
    return redirectWithToast(
      services.env.BETTER_AUTH_SECRET,
      "/my-listings",
      { type: "success", title: outcome.message },
      { headers: { "X-Remix-Replace": "true" } },
    );
  }
  return data({ failure: outcome }, { status: outcome.status });
}

type Failure = Extract<ManageOutcome, { ok: false }>;

export const meta: Route.MetaFunction = () => [
  { title: "My Listings | Glut" },
  { name: "robots", content: "noindex" },
];

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deleted card takes its dialog and focus with it: focus goes back to the page's heading.
  const deleting = useRef(false);
  const manager = (data: MyListingsData) => (
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
    </Container>
  );
}

function PageHeader({ headingRef }: { headingRef?: React.RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl focus:outline-none sm:text-4xl">
          My Listings
        </h1>
        <p className="text-ink-muted">Everything you have listed, newest first.</p>
      </div>
      <Button asChild>
        <Link to="/create-listing">
          <Plus aria-hidden="true" /> Create a listing
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
  data: MyListingsData;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  deleting: React.RefObject<boolean>;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new list arrives
  useEffect(() => {
    if (!deleting.current) return;
    deleting.current = false;
    headingRef.current?.focus();
  }, [listings, headingRef, deleting]);

  if (listings.length === 0) return <EmptyState />;
  return (
    <div className="flex flex-col gap-5">
      {confirmDelete ? <ConfirmDeletePanel listing={confirmDelete} /> : null}
      <p className="font-semibold">
        {listings.length === 1 ? "1 listing" : `${listings.length} listings`}
      </p>
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

function ManagedCard({ listing, onDeleteSent }: { listing: Card; onDeleteSent: () => void }) {
  const statusFetcher = useFetcher<typeof action>({ key: `status-${listing.id}` });
  const pendingStatus = statusFetcher.formData?.get("status");
  const shownStatus =
    typeof pendingStatus === "string" && pendingStatus in listingStatusLabels
      ? (pendingStatus as ListingStatus)
      : listing.status;
  const busy = statusFetcher.state !== "idle";
  const failure = statusFetcher.state === "idle" ? statusFetcher.data?.failure : undefined;
  useFailureToast(failure);
  const look = statusLook[shownStatus];

  return (
    <article
      aria-labelledby={`listing-${listing.id}-title`}
      data-status={shownStatus}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-card border-2 shadow-sm shadow-soil/10",
        look.card,
      )}
    >
      <img
        src={listing.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn("aspect-4/3 w-full bg-cream-deep object-cover", look.photo)}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <ListingTypeBadge type={listing.type} />
          <Badge variant={look.badge}>
            <span className="sr-only">Status: </span>
            {listingStatusLabels[shownStatus]}
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

        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/listings/${listing.id}`}>
              <Eye aria-hidden="true" /> View<span className="sr-only"> {listing.name}</span>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/listings/${listing.id}/edit`}>
              <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {listing.name}</span>
            </Link>
          </Button>
        </div>

        <div className="mt-auto flex flex-wrap gap-2">
          <statusFetcher.Form
            method="post"
            action="/my-listings"
            preventScrollReset
            className="contents"
            aria-label={`Status of ${listing.name}`}
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
                Mark as {status}
              </Button>
            ))}
          </statusFetcher.Form>
          {/* Beside the status form, never in it: the dialog's own form must not nest. */}
          <DeleteControl listing={listing} onDeleteSent={onDeleteSent} />
        </div>
        {failure ? <FailureAlert failure={failure} /> : null}
      </div>
    </article>
  );
}

/** With JavaScript, a confirmation dialog; without, a link to the confirmation panel. */
function DeleteControl({ listing, onDeleteSent }: { listing: Card; onDeleteSent: () => void }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof action>({ key: `delete-${listing.id}` });
  const [open, setOpen] = useState(false);
  const deleting = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? fetcher.data?.failure : undefined;
  useFailureToast(failure);

  if (!hydrated) {
    return (
      <Button asChild variant="ghost" size="sm" className="text-tomato hover:text-tomato">
        <a href={`/my-listings?delete=${listing.id}#confirm-delete`}>
          <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {listing.name}</span>
        </a>
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="text-tomato hover:text-tomato">
          <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {listing.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this listing?</DialogTitle>
          <DialogDescription>
            “{listing.name}” and its photos will be removed for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {failure ? <FailureAlert failure={failure} /> : null}
        <fetcher.Form
          method="post"
          action="/my-listings"
          preventScrollReset
          onSubmit={onDeleteSent}
        >
          <input type="hidden" name="intent" value={MANAGE_INTENTS.delete} />
          <input type="hidden" name="listingId" value={listing.id} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deleting}>
              <Trash2 aria-hidden="true" /> {deleting ? "Deleting…" : "Delete for good"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Without JavaScript: the confirmation as part of the page, before the permanent delete. */
function ConfirmDeletePanel({ listing }: { listing: Card }) {
  return (
    <section
      id="confirm-delete"
      aria-labelledby="confirm-delete-title"
      className="flex flex-col gap-3 rounded-card border-2 border-tomato bg-card p-5"
    >
      <h2 id="confirm-delete-title" className="text-xl break-words">
        Delete “{listing.name}”?
      </h2>
      <p>It and its photos will be removed for good. This cannot be undone.</p>
      <Form method="post" action="/my-listings" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={MANAGE_INTENTS.delete} />
        <input type="hidden" name="listingId" value={listing.id} />
        <Button type="submit" variant="destructive">
          <Trash2 aria-hidden="true" /> Delete for good
        </Button>
        <Button asChild variant="outline">
          <Link to="/my-listings">Cancel</Link>
        </Button>
      </Form>
    </section>
  );
}

function useFailureToast(failure: Failure | undefined) {
  useEffect(() => {
    if (failure) toast.error(failure.title, { description: failure.message });
  }, [failure]);
}

function FailureAlert({ failure }: { failure: Failure }) {
  return (
    <Alert variant="error">
      <AlertTitle>{failure.title}</AlertTitle>
      <AlertDescription>{failure.message}</AlertDescription>
    </Alert>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Sprout aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-2xl">You have not listed anything yet</h2>
      <p className="max-w-prose text-ink-muted">
        Got spare seedlings or a glut of tomatoes? List them in under a minute, free or to swap.
      </p>
      <Button asChild>
        <Link to="/create-listing">Share Your Garden</Link>
      </Button>
    </div>
  );
}

function SkeletonGrid() {
  return (
    <div aria-busy="true">
      <p role="status" className="mb-5 font-semibold">
        Loading your listings…
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="listing-skeletons">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            className="flex flex-col overflow-hidden rounded-card border-2 border-line bg-card"
          >
            <Skeleton className="aspect-4/3 w-full rounded-none" />
            <div className="flex flex-col gap-3 p-4">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-9 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list failed to load: in a bordered card, with a way to try again. */
function LoadFailureCard({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div className="flex flex-col gap-3 rounded-card border-2 border-tomato/60 bg-card p-5">
      <h2 className="text-xl text-tomato">{message}</h2>
      <p>Check your connection and try again. Your listings are safe.</p>
      <div>
        <Button asChild>
          {/* A full reload: it works without JavaScript and retries everything. */}
          <a href={location.pathname}>Try Again</a>
        </Button>
      </div>
    </div>
  );
}

/** The list's promise failed after the page showed: a refusal to follow, or a load failure. */
function LoadFailure() {
  const error = useAsyncError();
  const location = error instanceof Response ? error.headers.get("Location") : null;
  if (location) return <Navigate to={location} replace />;
  return <LoadFailureCard message={myListingsMessages.fetchFailed} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : myListingsMessages.fetchFailed;
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeader />
      <LoadFailureCard message={message} />
    </Container>
  );
}
