import {
  ArrowLeft,
  Ban,
  CalendarClock,
  CalendarDays,
  Flag,
  MapPin,
  MessageCircle,
  Package,
  Tag,
} from "lucide-react";
import { Link } from "react-router";
import { ReportDialog } from "~/admin/report-dialog";
import { ReportForm } from "~/admin/report-form";
import { type ReportTarget, reportHref } from "~/admin/report-target";
import { BlockDialog } from "~/blocking/block-dialog";
import { BlockForm, UnblockForm } from "~/blocking/block-form";
import { type BlockTarget, blockHref } from "~/blocking/block-target";
import type { FormChecks } from "~/components/forms/form-checks";
import { useHydrated } from "~/components/hydration";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { FormKeyField } from "~/idempotency/form-key";
import { ContactDialog } from "~/messaging/contact-dialog";
import { MessageForm } from "~/messaging/message-form";
import { CONTACT_VIA_LISTING } from "~/messaging/message-schema";
import { ListingDialog } from "./listing-dialog";
import { type ListingStatus, listingStatusLabels } from "./listing-status";

// The listing page's pieces (app/routes/listings/detail.tsx), kept here so the route module stays
// a loader, an action and a layout.

interface ShownListing {
  id: string;
  name: string;
  userId: string;
  userName: string;
  status: ListingStatus;
  expired: boolean;
  isDemo: boolean;
  hiddenReason: string | null;
  availableUntil: string | null;
}

/** A listing hidden by a moderator, expired, or part of the demo: said before anything else. */
export function ListingNotices({ listing, isOwner }: { listing: ShownListing; isOwner: boolean }) {
  return (
    <>
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
                It was available until {listing.availableUntil}, so it no longer shows in any list.
                Still got it? Renew it from <Link to="/my-listings">My Listings</Link>.
              </p>
            ) : (
              <p>
                It was available until {listing.availableUntil}, so {listing.userName} may no longer
                have it.
              </p>
            )}
          </AlertDescription>
        </Alert>
      ) : null}

      {listing.isDemo ? (
        <Alert variant="info">
          <AlertDescription>
            <p>
              An example listing, part of the demo that shows how Glut works. Its lister is not a
              real member, so there is nothing to collect and no one to message.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

/** True when the listing takes messages and requests: active, in date, not a demo. */
export function isOpenToMembers(listing: ShownListing): boolean {
  return listing.status === "active" && !listing.expired && !listing.isDemo;
}

/**
 * Contact for questions (the dialog), or why there is none: a block, a demo, an expired or
 * closed listing; then the conversation, if there is one.
 */
export function ContactSection({
  listing,
  blockId,
  conversationId,
  contactKey,
  checks,
}: {
  listing: ShownListing;
  blockId: string | null;
  conversationId: string | null;
  contactKey: string;
  /** The message schema's checks, for the static page's dialog (decision 0099). */
  checks: FormChecks;
}) {
  // Rendered on the server, the page is static and its dialogs native (decision 0099); rendered
  // by React after a client navigation, they are React's own (decision 0060).
  const hydrated = useHydrated();
  return (
    <>
      {blockId ? (
        <div className="flex flex-col gap-2">
          <p>You have blocked {listing.userName}, so neither of you can message the other.</p>
          <UnblockForm
            blockId={blockId}
            memberName={listing.userName}
            returnTo={`/listings/${listing.id}`}
          />
        </div>
      ) : listing.isDemo ? null : listing.expired && listing.status === "active" ? (
        <p className="text-ink-muted">
          This listing has expired, so {listing.userName} is not taking new messages about it.
        </p>
      ) : listing.status === "active" ? (
        hydrated ? (
          <ContactDialog
            formKey={contactKey}
            listingId={listing.id}
            listingName={listing.name}
            listerName={listing.userName}
          />
        ) : (
          <StaticContactDialog listing={listing} contactKey={contactKey} checks={checks} />
        )
      ) : (
        <p className="text-ink-muted">
          This listing is {listingStatusLabels[listing.status].toLowerCase()}, so {listing.userName}{" "}
          is not taking new messages about it.
        </p>
      )}
      {conversationId ? (
        <p>
          You have messaged {listing.userName} about this.{" "}
          <Link to={`/messages/${conversationId}`}>View your conversation</Link>
        </p>
      ) : null}
    </>
  );
}

/** The Contact dialog as the static page sends it: the contact page's form, in a <dialog>. */
function StaticContactDialog({
  listing,
  contactKey,
  checks,
}: {
  listing: ShownListing;
  contactKey: string;
  checks: FormChecks;
}) {
  const action = `/listings/${listing.id}/contact`;
  const label = `Contact ${listing.userName}`;
  return (
    <ListingDialog
      id="contact-lister-dialog"
      href={action}
      size="lg"
      opener={
        <>
          <MessageCircle aria-hidden="true" /> {label}
        </>
      }
      title={label}
      description={`About “${listing.name}”. They will get your message by email and can reply to you here on Glut; your email address is not shared.`}
    >
      <MessageForm
        id="contact-dialog"
        action={action}
        label="Your message"
        placeholder="Say hello, ask about the produce and suggest when you could collect."
        submitLabel="Send message"
        lastResult={null}
        sending={false}
        checks={checks}
      >
        <input type="hidden" name="via" value={CONTACT_VIA_LISTING} />
        <FormKeyField value={contactKey} />
      </MessageForm>
    </ListingDialog>
  );
}

export function ReportControls({
  listing,
  viewerId,
  blocked,
  reportChecks,
}: {
  listing: { id: string; name: string; userId: string; userName: string };
  viewerId: string;
  blocked: boolean;
  /** The report schema's checks, for the static page's dialogs (decision 0099). */
  reportChecks: FormChecks;
}) {
  const returnTo = `/listings/${listing.id}`;
  const hydrated = useHydrated();
  if (!hydrated) {
    const blockTarget: BlockTarget = {
      blockerId: viewerId,
      memberId: listing.userId,
      memberName: listing.userName,
      returnTo,
    };
    return (
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <StaticReportDialog
          id="report-listing"
          target={{ kind: "listing", targetId: listing.id, returnTo }}
          label="Report this listing"
          description={`Tell a moderator what is wrong with “${listing.name}”. ${listing.userName} is not told who reported it.`}
          checks={reportChecks}
        />
        <StaticReportDialog
          id="report-lister"
          target={{ kind: "member", targetId: listing.userId, returnTo }}
          label={`Report ${listing.userName}`}
          description={`Tell a moderator about ${listing.userName}. They are not told who reported them.`}
          checks={reportChecks}
        />
        {blocked ? null : (
          <ListingDialog
            id="block-lister-dialog"
            href={blockHref(blockTarget)}
            variant="ghost"
            size="sm"
            className="w-fit"
            opener={
              <>
                <Ban aria-hidden="true" /> Block {listing.userName}
              </>
            }
            title={`Block ${listing.userName}?`}
            description="Blocking stops messages both ways."
          >
            <BlockForm target={blockTarget} />
          </ListingDialog>
        )}
      </div>
    );
  }
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

function StaticReportDialog({
  id,
  target,
  label,
  description,
  checks,
}: {
  id: string;
  target: ReportTarget;
  label: string;
  description: string;
  checks: FormChecks;
}) {
  return (
    <ListingDialog
      id={`${id}-dialog`}
      href={reportHref(target)}
      variant="ghost"
      size="sm"
      className="w-fit"
      opener={
        <>
          <Flag aria-hidden="true" /> {label}
        </>
      }
      title={label}
      description={description}
    >
      <ReportForm id={id} target={target} checks={checks} />
    </ListingDialog>
  );
}

/** Category, place, quantity and the dates, as a list of terms. */
export function ListingFacts({
  listing,
}: {
  listing: {
    category: string;
    location: string;
    quantity: string | null;
    available: string | null;
    availableUntil: string | null;
  };
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <Detail icon={<Tag aria-hidden="true" />} term="Category" value={listing.category} />
      <Detail icon={<MapPin aria-hidden="true" />} term="Location" value={listing.location} />
      {listing.quantity ? (
        <Detail icon={<Package aria-hidden="true" />} term="Quantity" value={listing.quantity} />
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
  );
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

export function BackLink() {
  return (
    <Link to="/listings" className="inline-flex w-fit items-center gap-1.5 font-semibold">
      <ArrowLeft aria-hidden="true" className="size-5" /> Back to listings
    </Link>
  );
}
