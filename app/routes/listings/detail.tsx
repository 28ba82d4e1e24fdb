import { ArrowLeft, Pencil, Settings2, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { reportSchemaFor } from "~/admin/report-schema";
import { findBlock } from "~/blocking/blocks.server";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { MemberProfileLink } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Badge, ExampleBadge, ListingTypeBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { FoodBanksNeeding } from "~/food-banks/food-banks-needing";
import { listingHandoverView } from "~/handover/listing-handover.server";
import { listingHandoverAction } from "~/handover/listing-handover-action.server";
import {
  HandoverRuleSummary,
  MemberRequestPanel,
  OwnerRequestsPanel,
} from "~/handover/listing-handover-panel";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import {
  foodBanksNeedingSafely,
  loadPreview,
  shownListing,
} from "~/listings/listing-detail.server";
import {
  BackLink,
  ContactSection,
  isOpenToMembers,
  ListingFacts,
  ListingNotices,
  ReportControls,
} from "~/listings/listing-detail-parts";
import { listingMetaDescription } from "~/listings/listing-detail-text";
import { isExpired, ukToday } from "~/listings/listing-expiry";
import { findListingFacts } from "~/listings/listing-facts.server";
import { ListingGallery } from "~/listings/listing-gallery";
import { BROWSE_GATE_REASON } from "~/listings/listing-messages";
import listingPageScript from "~/listings/listing-page.island.ts?inline-script";
import { ListingPreviewPage } from "~/listings/listing-preview";
import { getListing } from "~/listings/listing-reads.server";
import { findViewer } from "~/member-pages/viewer-context.server";
import { renderForViewer } from "~/member-pages/viewer-rendering.server";
import { findConversationAbout } from "~/messaging/conversations.server";
import { messageSchemaFor } from "~/messaging/message-schema";
import { getServices } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db/database-outage.server";
import type { Route } from "./+types/detail";

// Static (decision 0099): its requests are plain forms posting here, its photos plain links, and
// its Contact, Report and Block dialogs native <dialog>s holding plain forms, opened by one inline
// script (links to their own pages without it).
export const handle = staticPage;

/** What a listing's page shows differently for the member reading it. */
interface ListingViewerFacts {
  isOwner: boolean;
  /** Their conversation with the lister about it. */
  conversationId: string | null;
  /** Their block of the lister, if they made one. */
  blockId: string | null;
  /** The handover as they see it: the rule, what is reserved, and their own request or the queue. */
  handover: Awaited<ReturnType<typeof listingHandoverView>> | null;
}

// Rendered for a viewer (decision 0120): members who have not written about it, blocked its lister
// or asked for it share a rendering; the others' pages are rendered for them alone; a visitor
// gets the public preview as before.
export const middleware: Route.MiddlewareFunction[] = [
  renderForViewer<ListingViewerFacts>({
    reason: BROWSE_GATE_REASON,
    visitors: "pass",
    facts: async (member, context, params) => {
      const { db } = getServices(context);
      const id = params.id ?? "";
      const listing = await findListingFacts(db, id);
      if (!listing) return { isOwner: false, conversationId: null, blockId: null, handover: null };
      const isOwner = listing.userId === member.id;
      const lng = getLanguage(context);
      const [conversationId, block, handover] = await Promise.all([
        isOwner ? null : findConversationAbout(db, id, member.id),
        // Only the member who blocked is shown it; the blocked member's page is as before (0074).
        isOwner ? null : findBlock(db, member.id, listing.userId),
        listingHandoverView(db, { id, userId: listing.userId }, member.id, new Date(), {
          lng,
          t: getI18n(context).getFixedT(null, "handovers"),
        }),
      ]);
      return { isOwner, conversationId, blockId: block?.blockId ?? null, handover };
    },
    // Only a member with no dealings of their own about it shares: no conversation, block,
    // request or reservation, no fair-share limit, not the owner.
    shareWhen: (facts) =>
      !facts.isOwner &&
      facts.conversationId === null &&
      facts.blockId === null &&
      facts.handover?.viewer.role === "member" &&
      facts.handover.viewer.request === null &&
      facts.handover.viewer.handoverId === null &&
      facts.handover.viewer.limit === null,
  }),
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = findViewer<ListingViewerFacts>(context);
  if (!viewer) return loadPreview(context, params.id);
  const { facts } = viewer;
  const { db, env, logger, storage } = getServices(context);
  let listing: Awaited<ReturnType<typeof getListing>>;
  try {
    listing = await getListing(db, params.id, { publicUrl: (key) => storage.publicUrl(key) });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, listingId: params.id }, "could not load listing");
    throw data("Failed to load listing", { status: 500 });
  }
  const { isOwner } = facts;
  // A listing a moderator hid is its owner's alone (decision 0031): to anyone else it is gone.
  if (!listing || !facts.handover || (listing.hiddenReason !== null && !isOwner)) {
    throw data("Listing not found", { status: 404 });
  }
  const expired = isExpired(listing.availableUntil, ukToday(new Date()));
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "listings");
  const shown = shownListing(listing, expired, { t, lng });
  return {
    view: "member" as const,
    lng,
    description: listingMetaDescription(
      listing.description,
      t("detail.metaDescription", {
        type: t(`types.${shown.type}`),
        category: shown.category,
        location: listing.location,
      }),
    ),
    photoAlt: t("detail.photoOf", { name: listing.name }),
    appUrl: env.APP_URL,
    isOwner,
    // Only the owner is told, and only while others can still find the listing.
    needingFoodBanks:
      isOwner && listing.status === "active" && listing.hiddenReason === null && !expired
        ? await foodBanksNeedingSafely(db, logger, listing, t)
        : [],
    conversationId: facts.conversationId,
    viewerId: viewer.id,
    contactKey: viewer.formKey,
    blockId: facts.blockId,
    handover: facts.handover,
    listing: shown,
    // The dialogs' forms, checked in the browser from their schemas (decisions 0066, 0099).
    checks: isOwner
      ? null
      : {
          message: formChecks(messageSchemaFor(getI18n(context).getFixedT(null, "messages"))),
          report: formChecks(reportSchemaFor(getI18n(context).getFixedT(null, "common"))),
        },
  };
}

/** Request and Withdraw for a member, Reserve and Draw for the owner (decision 0087). */
export async function action(args: Route.ActionArgs) {
  return listingHandoverAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const title = notFound
      ? (shellMessage(matches, "listings.notFoundTitle") ?? "Listing Not Found")
      : (shellMessage(matches, "listings.errorTitle") ?? "Error Loading Listing");
    return [{ title: `${title} | Glut` }, { name: "robots", content: "noindex" }];
  }
  if (loaderData.view === "preview") {
    const { listing, appUrl, description, photoAlt, lng } = loaderData;
    return pageMeta({
      title: listing.name,
      description,
      path: `/listings/${listing.id}`,
      appUrl,
      image: listing.photo ? { ...listing.photo, alt: photoAlt } : undefined,
      lng,
    });
  }
  const { listing, appUrl, description, photoAlt, lng } = loaderData;
  return pageMeta({
    title: listing.name,
    description,
    path: `/listings/${listing.id}`,
    appUrl,
    image: listing.cover ? { ...listing.cover, alt: photoAlt } : undefined,
    lng,
  });
};

/** The preview alone may be shared; a member's page says nothing, so it stays private. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export default function ListingDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "preview") return <ListingPreviewPage listing={loaderData.listing} />;
  return <MemberListing loaderData={loaderData} actionData={actionData} />;
}

function MemberListing({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { view: "member" }>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { listing, isOwner, conversationId, needingFoodBanks, viewerId, blockId, handover } =
    loaderData;
  const viewer = handover.viewer;
  const { t } = useTranslation("listings");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <ListingGallery listing={listing} />
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <ListingTypeBadge type={listing.type} label={t(`types.${listing.type}`)} />
              {listing.isDemo ? <ExampleBadge label={t("card.example")} /> : null}
              {listing.status === "active" ? null : (
                <Badge variant="outline">{t(`statuses.${listing.status}`)}</Badge>
              )}
              {listing.status === "active" && handover.reserved ? (
                <Badge variant="warning">{t("card.reserved")}</Badge>
              ) : null}
            </div>
            <h1 className="text-3xl break-words sm:text-4xl">{listing.name}</h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted">
              <span className="inline-flex items-center gap-1.5">
                <User aria-hidden="true" className="size-4" /> {t("detail.listedBy")}
                <MemberProfileLink memberId={listing.userId} name={listing.userName} />
              </span>
              <span>{listing.posted}</span>
            </p>
          </div>

          <ListingNotices listing={listing} isOwner={isOwner} />

          {needingFoodBanks.length > 0 ? <FoodBanksNeeding foodBanks={needingFoodBanks} /> : null}

          <ListingFacts listing={listing} />

          <section aria-labelledby="description-title" className="flex flex-col gap-2">
            <h2 id="description-title" className="text-xl">
              {t("detail.description")}
            </h2>
            {listing.description ? (
              <p className="break-words whitespace-pre-line">{listing.description}</p>
            ) : (
              <p className="text-ink-muted">{t("detail.noDescription")}</p>
            )}
          </section>

          {listing.isDemo ? null : (
            <HandoverRuleSummary rule={handover.rule} reserved={handover.reserved} />
          )}

          {viewer.role === "owner" ? (
            <>
              <OwnerRequestsPanel
                viewer={viewer}
                rule={handover.rule}
                reserved={handover.reserved}
                actionData={actionData}
              />
              <div className="flex flex-wrap gap-3">
                <Button asChild>
                  <Link to={`/listings/${listing.id}/edit`}>
                    <Pencil aria-hidden="true" /> {t("detail.edit")}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/my-listings">
                    <Settings2 aria-hidden="true" /> {t("detail.manage")}
                  </Link>
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-col gap-3">
              <MemberRequestPanel
                viewer={viewer}
                listingName={listing.name}
                canRequest={isOpenToMembers(listing) && blockId === null}
                actionData={actionData}
              />
              <ContactSection
                listing={listing}
                blockId={blockId}
                conversationId={conversationId}
                contactKey={loaderData.contactKey}
                checks={loaderData.checks?.message ?? NO_CHECKS}
              />
              <ReportControls
                listing={listing}
                viewerId={viewerId}
                blocked={blockId !== null}
                reportChecks={loaderData.checks?.report ?? NO_CHECKS}
              />
              <InlineScript code={listingPageScript} />
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}

const NO_CHECKS = { fields: {}, variants: [] };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The shell's words (`common`): a refused page has no loader data to bring `listings`.
  const { t } = useTranslation();
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">
        {notFound ? t("listings.notFoundTitle") : t("listings.errorTitle")}
      </h1>
      <p className="max-w-prose text-ink-muted">
        {notFound ? t("listings.notFound") : t("listings.detailError")}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <Button asChild>
            <a href={location.pathname}>{t("listings.tryAgain")}</a>
          </Button>
        )}
        <Button asChild variant={notFound ? "primary" : "outline"}>
          <Link to="/listings">
            <ArrowLeft aria-hidden="true" /> {t("listings.back")}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
