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
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReportForm } from "~/admin/report-form";
import { type ReportTarget, reportHref } from "~/admin/report-target";
import { BlockForm, UnblockForm } from "~/blocking/block-form";
import { type BlockTarget, blockHref } from "~/blocking/block-target";
import type { FormChecks } from "~/components/forms/form-checks";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { FormKeyField } from "~/idempotency/form-key";
import { MessageForm } from "~/messaging/message-form";
import { useMessageFormWords } from "~/messaging/message-form-words";
import { CONTACT_VIA_LISTING } from "~/messaging/message-schema";
import { ListingDialog } from "./listing-dialog";
import type { ListingStatus } from "./listing-status";

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
  const { t } = useTranslation("listings");
  return (
    <>
      {listing.hiddenReason !== null ? (
        <Alert variant="warning">
          <AlertTitle>{t("detail.hiddenTitle")}</AlertTitle>
          <AlertDescription>
            <p>{t("detail.hidden", { reason: listing.hiddenReason })}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {listing.expired && listing.status === "active" ? (
        <Alert variant="warning">
          <AlertTitle>{t("detail.expiredTitle")}</AlertTitle>
          <AlertDescription>
            {isOwner ? (
              <p>
                {t("detail.expiredOwner", { date: listing.availableUntil })}
                <Link to="/my-listings">{t("detail.myListings")}</Link>
                {t("detail.expiredOwnerEnd")}
              </p>
            ) : (
              <p>
                {t("detail.expiredOther", {
                  date: listing.availableUntil,
                  name: listing.userName,
                })}
              </p>
            )}
          </AlertDescription>
        </Alert>
      ) : null}

      {listing.isDemo ? (
        <Alert variant="info">
          <AlertDescription>
            <p>{t("detail.demo")}</p>
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
  // The page is static and its dialogs native (decision 0099).
  const { t } = useTranslation("listings");
  return (
    <>
      {blockId ? (
        <div className="flex flex-col gap-2">
          <p>{t("messages:conversation.blocked", { name: listing.userName })}</p>
          <UnblockForm
            blockId={blockId}
            memberName={listing.userName}
            returnTo={`/listings/${listing.id}`}
          />
        </div>
      ) : listing.isDemo ? null : listing.expired && listing.status === "active" ? (
        <p className="text-ink-muted">
          {t("detail.expiredNoMessages", { name: listing.userName })}
        </p>
      ) : listing.status === "active" ? (
        <StaticContactDialog listing={listing} contactKey={contactKey} checks={checks} />
      ) : (
        <p className="text-ink-muted">
          {t(`detail.closed.${listing.status as Exclude<ListingStatus, "active">}`, {
            name: listing.userName,
          })}
        </p>
      )}
      {conversationId ? (
        <p>
          {t("detail.messaged", { name: listing.userName })}
          <Link to={`/messages/${conversationId}`}>{t("detail.viewConversation")}</Link>
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
  const { t } = useTranslation("listings");
  const words = useMessageFormWords();
  const action = `/listings/${listing.id}/contact`;
  const label = t("contact.label", { name: listing.userName });
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
      description={t("contact.dialogText", { listing: listing.name })}
      closeLabel={t("detail.close")}
    >
      <MessageForm
        id="contact-dialog"
        action={action}
        label={t("contact.message")}
        placeholder={t("contact.placeholder")}
        submitLabel={t("contact.send")}
        lastResult={null}
        sending={false}
        checks={checks}
        words={words}
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
  const { t } = useTranslation("listings");
  const name = listing.userName;
  const reportListing = {
    label: t("detail.reportListing"),
    description: t("detail.reportListingText", { listing: listing.name, name }),
  };
  const reportMember = {
    label: t("messages:conversation.reportMember", { name }),
    description: t("detail.reportMemberText", { name }),
  };
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
        {...reportListing}
        checks={reportChecks}
      />
      <StaticReportDialog
        id="report-lister"
        target={{ kind: "member", targetId: listing.userId, returnTo }}
        {...reportMember}
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
              <Ban aria-hidden="true" /> {t("detail.block", { name })}
            </>
          }
          title={t("detail.blockTitle", { name })}
          description={t("detail.blockText")}
          closeLabel={t("detail.close")}
        >
          <BlockForm target={blockTarget} />
        </ListingDialog>
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
  const { t } = useTranslation("listings");
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
      closeLabel={t("detail.close")}
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
  const { t } = useTranslation("listings");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <Detail
        icon={<Tag aria-hidden="true" />}
        term={t("filter.category")}
        value={listing.category}
      />
      <Detail
        icon={<MapPin aria-hidden="true" />}
        term={t("filter.location")}
        value={listing.location}
      />
      {listing.quantity ? (
        <Detail
          icon={<Package aria-hidden="true" />}
          term={t("detail.quantity")}
          value={listing.quantity}
        />
      ) : null}
      {listing.available ? (
        <Detail
          icon={<CalendarDays aria-hidden="true" />}
          term={t("detail.availableFrom")}
          value={listing.available}
        />
      ) : null}
      {listing.availableUntil ? (
        <Detail
          icon={<CalendarClock aria-hidden="true" />}
          term={t("detail.availableUntil")}
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
  const { t } = useTranslation();
  return (
    <Link to="/listings" className="inline-flex w-fit items-center gap-1.5 font-semibold">
      <ArrowLeft aria-hidden="true" className="size-5" /> {t("listings.back")}
    </Link>
  );
}
