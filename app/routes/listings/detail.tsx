import {
  ArrowLeft,
  CalendarClock,
  CalendarDays,
  HandHeart,
  MapPin,
  Package,
  Pencil,
  Settings2,
  Tag,
  User,
} from "lucide-react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { ReportDialog } from "~/admin/report-dialog";
import { BlockDialog } from "~/blocking/block-dialog";
import { UnblockForm } from "~/blocking/block-form";
import { findBlock } from "~/blocking/blocks.server";
import { readFirstPage, staticAnswer } from "~/components/hydration";
import { MemberProfileLink } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge, ExampleBadge, ListingTypeBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { aboutMiles } from "~/food-banks/food-bank-links";
import { foodBanksNeeding } from "~/food-banks/food-bank-needs.server";
import { newFormKey } from "~/idempotency/form-submissions.server";
import { availableDateLabel, listingMetaDescription } from "~/listings/listing-detail-text";
import { formatUkDate, isExpired, ukToday } from "~/listings/listing-expiry";
import { ListingGallery } from "~/listings/listing-gallery";
import { BROWSE_GATE_REASON } from "~/listings/listing-messages";
import { badgeType, listingCategoryLabel } from "~/listings/listing-options";
import { ListingPreviewPage } from "~/listings/listing-preview";
import { getListingPreview } from "~/listings/listing-preview.server";
import { getListing } from "~/listings/listing-reads.server";
import { listingStatusLabels } from "~/listings/listing-status";
import { relativeDate } from "~/listings/relative-date";
import { requireMember } from "~/membership/member-gate.server";
import { ContactDialog } from "~/messaging/contact-dialog";
import { findConversationAbout } from "~/messaging/conversations.server";
import { getServices } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db/database-outage.server";
import { SHARED_PAGE_CACHE_CONTROL } from "~/server/public-page-headers";
import type { Route } from "./+types/detail";

/** A failure to read the food banks costs the owner the hint, never the page. */
async function foodBanksNeedingSafely(
  db: Parameters<typeof foodBanksNeeding>[0],
  logger: { error: (object: object, message: string) => void },
  listing: Parameters<typeof foodBanksNeeding>[1] & { id: string },
) {
  try {
    return (await foodBanksNeeding(db, listing)).map((foodBank) => ({
      ...foodBank,
      distance: aboutMiles(foodBank.miles),
    }));
  } catch (error) {
    logger.error({ err: error, listingId: listing.id }, "could not match food banks' needs");
    return [];
  }
}

// Read before it is used: its Contact and Report buttons are links until React runs, its photos
// plain links; so its scripts come after the first paint (decision 0061).
export const handle = readFirstPage;

/** The detail page shows one large photo and up to 4 thumbnails (specification §9). */
const THUMBNAILS = 4;

/**
 * Someone not signed in (a crawler reading a shared link, or the person it was sent to) gets the
 * listing's public preview, the same for everyone and so a shareable page (decision 0070);
 * anyone signed in gets the member page as before, never a shared page.
 */
async function loadPreview(context: Route.LoaderArgs["context"], id: string) {
  const { db, env, logger, storage } = getServices(context);
  let listing: Awaited<ReturnType<typeof getListingPreview>>;
  try {
    listing = await getListingPreview(db, id, { publicUrl: (key) => storage.publicUrl(key) });
  } catch (error) {
    // An unreachable database is the site-wide 503 with Retry-After (database-outage.server.ts).
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, listingId: id }, "could not load listing preview");
    throw data("Failed to load listing", { status: 500 });
  }
  if (!listing) throw data("Listing not found", { status: 404 });
  return data(
    { view: "preview" as const, ...staticAnswer, appUrl: env.APP_URL, listing },
    { headers: { "Cache-Control": SHARED_PAGE_CACHE_CONTROL } },
  );
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!getCurrentUser(context)) return loadPreview(context, params.id);
  const user = await requireMember(context, url, BROWSE_GATE_REASON);
  const { db, env, logger, storage } = getServices(context);
  let listing: Awaited<ReturnType<typeof getListing>>;
  try {
    listing = await getListing(db, params.id, { publicUrl: (key) => storage.publicUrl(key) });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, listingId: params.id }, "could not load listing");
    throw data("Failed to load listing", { status: 500 });
  }
  const isOwner = listing?.userId === user.id;
  // A listing a moderator hid is its owner's alone (decision 0031): to anyone else it is gone.
  if (!listing || (listing.hiddenReason !== null && !isOwner)) {
    throw data("Listing not found", { status: 404 });
  }
  const [cover, ...rest] = listing.images;
  const expired = isExpired(listing.availableUntil, ukToday(new Date()));
  return {
    view: "member" as const,
    appUrl: env.APP_URL,
    isOwner,
    // Only the owner is told, and only while others can still find the listing.
    needingFoodBanks:
      isOwner && listing.status === "active" && listing.hiddenReason === null && !expired
        ? await foodBanksNeedingSafely(db, logger, listing)
        : [],
    conversationId: isOwner ? null : await findConversationAbout(db, listing.id, user.id),
    viewerId: user.id,
    contactKey: newFormKey(),
    // Only the member who blocked is shown it; the blocked member's page is as before (0074).
    blockId: isOwner ? null : ((await findBlock(db, user.id, listing.userId))?.blockId ?? null),
    listing: {
      id: listing.id,
      name: listing.name,
      description: listing.description,
      category: listingCategoryLabel(listing.category),
      type: badgeType(listing.type),
      location: listing.location,
      quantity: listing.quantity,
      available: availableDateLabel(listing.harvestDate),
      availableUntil: listing.availableUntil ? formatUkDate(listing.availableUntil) : null,
      expired,
      status: listing.status,
      isDemo: listing.isDemo,
      hiddenReason: listing.hiddenReason,
      userId: listing.userId,
      userName: listing.userName,
      posted: relativeDate(listing.datePosted),
      cover: cover ? { url: cover.url, width: cover.width, height: cover.height } : null,
      placeholderUrl: listing.imageLargeUrl,
      thumbnails: rest.slice(0, THUMBNAILS).map((image) => ({
        id: image.id,
        url: image.url,
        thumbUrl: image.thumbUrl,
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? "Listing Not Found" : "Error Loading Listing"} | Glut` },
      { name: "robots", content: "noindex" },
    ];
  }
  if (loaderData.view === "preview") {
    const { listing, appUrl } = loaderData;
    // Built from the public fields only: a link preview shows no more than the page does.
    return pageMeta({
      title: listing.name,
      description: `${listing.type}: ${listing.category} in ${listing.location}, shared on Glut. Join to contact the grower.`,
      path: `/listings/${listing.id}`,
      appUrl,
      image: listing.photo?.url,
    });
  }
  const { listing, appUrl } = loaderData;
  return pageMeta({
    title: listing.name,
    description: listingMetaDescription(
      listing.description,
      `${listing.type}: ${listing.category} in ${listing.location}, shared on Glut.`,
    ),
    path: `/listings/${listing.id}`,
    appUrl,
    image: listing.cover?.url,
  });
};

/** The preview alone may be shared; a member's page says nothing, so it stays private. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "preview") return <ListingPreviewPage listing={loaderData.listing} />;
  return <MemberListing loaderData={loaderData} />;
}

function MemberListing({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { view: "member" }>;
}) {
  const { listing, isOwner, conversationId, needingFoodBanks, viewerId, blockId } = loaderData;
  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <ListingGallery listing={listing} />
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <ListingTypeBadge type={listing.type} />
              {listing.isDemo ? <ExampleBadge /> : null}
              {listing.status === "active" ? null : (
                <Badge variant="outline">{listingStatusLabels[listing.status]}</Badge>
              )}
            </div>
            <h1 className="text-3xl break-words sm:text-4xl">{listing.name}</h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted">
              <span className="inline-flex items-center gap-1.5">
                <User aria-hidden="true" className="size-4" /> Listed by{" "}
                <MemberProfileLink memberId={listing.userId} name={listing.userName} />
              </span>
              <span>{listing.posted}</span>
            </p>
          </div>

          {listing.hiddenReason !== null ? (
            <Alert variant="warning">
              <AlertTitle>Hidden by a moderator</AlertTitle>
              <AlertDescription>
                <p>Only you can see this listing. The reason given: {listing.hiddenReason}</p>
              </AlertDescription>
            </Alert>
          ) : null}

          {listing.expired && listing.status === "active" ? (
            <Alert variant="warning">
              <AlertTitle>This listing has expired</AlertTitle>
              <AlertDescription>
                {isOwner ? (
                  <p>
                    It was available until {listing.availableUntil}, so it no longer shows in any
                    list. Still got it? Renew it from <Link to="/my-listings">My Listings</Link>.
                  </p>
                ) : (
                  <p>
                    It was available until {listing.availableUntil}, so {listing.userName} may no
                    longer have it.
                  </p>
                )}
              </AlertDescription>
            </Alert>
          ) : null}

          {listing.isDemo ? (
            <Alert variant="info">
              <AlertDescription>
                <p>
                  An example listing, part of the demo that shows how Glut works. Its lister is not
                  a real member, so there is nothing to collect and no one to message.
                </p>
              </AlertDescription>
            </Alert>
          ) : null}

          {needingFoodBanks.length > 0 ? <FoodBanksNeeding foodBanks={needingFoodBanks} /> : null}

          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <Detail icon={<Tag aria-hidden="true" />} term="Category" value={listing.category} />
            <Detail icon={<MapPin aria-hidden="true" />} term="Location" value={listing.location} />
            {listing.quantity ? (
              <Detail
                icon={<Package aria-hidden="true" />}
                term="Quantity"
                value={listing.quantity}
              />
            ) : null}
            {listing.available ? (
              <Detail
                icon={<CalendarDays aria-hidden="true" />}
                term="Available from"
                value={listing.available}
              />
            ) : null}
            {listing.availableUntil ? (
              <Detail
                icon={<CalendarClock aria-hidden="true" />}
                term="Available until"
                value={listing.availableUntil}
              />
            ) : null}
          </dl>

          <section aria-labelledby="description-title" className="flex flex-col gap-2">
            <h2 id="description-title" className="text-xl">
              Description
            </h2>
            {listing.description ? (
              <p className="break-words whitespace-pre-line">{listing.description}</p>
            ) : (
              <p className="text-ink-muted">No description given.</p>
            )}
          </section>

          {isOwner ? (
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to={`/listings/${listing.id}/edit`}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/my-listings">
                  <Settings2 aria-hidden="true" /> Manage
                </Link>
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              {blockId ? (
                <div className="flex flex-col gap-2">
                  <p>
                    You have blocked {listing.userName}, so neither of you can message the other.
                  </p>
                  <UnblockForm
                    blockId={blockId}
                    memberName={listing.userName}
                    returnTo={`/listings/${listing.id}`}
                  />
                </div>
              ) : listing.isDemo ? null : listing.expired && listing.status === "active" ? (
                <p className="text-ink-muted">
                  This listing has expired, so {listing.userName} is not taking new messages about
                  it.
                </p>
              ) : listing.status === "active" ? (
                <ContactDialog
                  formKey={loaderData.contactKey}
                  listingId={listing.id}
                  listingName={listing.name}
                  listerName={listing.userName}
                />
              ) : (
                <p className="text-ink-muted">
                  This listing is {listingStatusLabels[listing.status].toLowerCase()}, so{" "}
                  {listing.userName} is not taking new messages about it.
                </p>
              )}
              {conversationId ? (
                <p>
                  You have messaged {listing.userName} about this.{" "}
                  <Link to={`/messages/${conversationId}`}>View your conversation</Link>
                </p>
              ) : null}
              <ReportControls listing={listing} viewerId={viewerId} blocked={blockId !== null} />
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}

function ReportControls({
  listing,
  viewerId,
  blocked,
}: {
  listing: { id: string; name: string; userId: string; userName: string };
  viewerId: string;
  blocked: boolean;
}) {
  const returnTo = `/listings/${listing.id}`;
  return (
    <div className="flex flex-wrap gap-2 border-t border-line pt-3">
      <ReportDialog
        id="report-listing"
        target={{ kind: "listing", targetId: listing.id, returnTo }}
        label="Report this listing"
        description={`Tell a moderator what is wrong with “${listing.name}”. ${listing.userName} is not told who reported it.`}
      />
      <ReportDialog
        id="report-lister"
        target={{ kind: "member", targetId: listing.userId, returnTo }}
        label={`Report ${listing.userName}`}
        description={`Tell a moderator about ${listing.userName}. They are not told who reported them.`}
      />
      {blocked ? null : (
        <BlockDialog
          target={{
            blockerId: viewerId,
            memberId: listing.userId,
            memberName: listing.userName,
            returnTo,
          }}
        />
      )}
    </div>
  );
}

/**
 * Food banks within 10 miles whose public list of needs this listing meets (decision 0050).
 * Shown to the owner alone; nothing is sent to the food banks.
 */
function FoodBanksNeeding({
  foodBanks,
}: {
  foodBanks: ReadonlyArray<{ name: string; href: string; items: string[]; distance: string }>;
}) {
  return (
    <section
      aria-labelledby="food-banks-needing-title"
      className="flex flex-col gap-2 rounded-card border border-leaf bg-leaf-soft p-4"
    >
      <h2 id="food-banks-needing-title" className="flex items-center gap-2 text-xl">
        <HandHeart aria-hidden="true" className="size-5 shrink-0 text-leaf" />
        {foodBanks.length === 1
          ? "A food bank near you needs this"
          : "Food banks near you need this"}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {foodBanks.map((foodBank) => (
          <li key={foodBank.href}>
            <Link to={foodBank.href}>{foodBank.name}</Link> asks for{" "}
            {itemList(foodBank.items.map((item) => item.toLowerCase()))}: they are{" "}
            {foodBank.distance} from you.
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        From each food bank&rsquo;s public list of needs. Glut has not told them about your listing:
        if you would like to give, contact them first to check they can take fresh produce.
      </p>
    </section>
  );
}

/** 'potatoes', 'potatoes and onions', 'potatoes, onions and carrots'. */
function itemList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function Detail({ icon, term, value }: { icon: React.ReactNode; term: string; value: string }) {
  return (
    <>
      <dt className="inline-flex items-center gap-2 font-semibold [&_svg]:size-4 [&_svg]:text-leaf">
        {icon}
        {term}
      </dt>
      <dd className="break-words">{value}</dd>
    </>
  );
}

function BackLink() {
  return (
    <Link to="/listings" className="inline-flex w-fit items-center gap-1.5 font-semibold">
      <ArrowLeft aria-hidden="true" className="size-5" /> Back to listings
    </Link>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{notFound ? "Listing Not Found" : "Error Loading Listing"}</h1>
      <p className="max-w-prose text-ink-muted">
        {notFound
          ? "This listing does not exist or has been removed."
          : "Failed to load listing. Please try again in a moment."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <Button asChild>
            <a href={location.pathname}>Try Again</a>
          </Button>
        )}
        <Button asChild variant={notFound ? "primary" : "outline"}>
          <Link to="/listings">
            <ArrowLeft aria-hidden="true" /> Back to listings
          </Link>
        </Button>
      </div>
    </Container>
  );
}
