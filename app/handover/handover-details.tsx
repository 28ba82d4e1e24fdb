import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  AcceptPickupForm,
  CancelHandoverForm,
  IntentButton,
  ProposePickupForm,
} from "./handover-page-forms";
import type { HandoverPageData, HandoverPerson } from "./handover-reads.server";
import type { HandoverActionData } from "./handover-text";

// The handover page's body: who, what, the pickup and the collection, and what the reader can
// do next. Staff see the same facts without the forms.

export const handoverStatusLabels = {
  reserved: "Reserved",
  collected: "Collected",
  cancelled: "Cancelled",
} as const;

const statusVariants = { reserved: "warning", collected: "success", cancelled: "neutral" } as const;

export function HandoverStatusBadge({ status }: { status: keyof typeof handoverStatusLabels }) {
  return <Badge variant={statusVariants[status]}>{handoverStatusLabels[status]}</Badge>;
}

export function MemberLink({ person }: { person: HandoverPerson }) {
  if (!person.id) return <>{person.name}</>;
  return <Link to={`/members/${person.id}`}>{person.name}</Link>;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${title.toLowerCase().replace(/\W+/g, "-")}-heading`}
      className="flex flex-col gap-4 rounded-card border border-line bg-card p-4 sm:p-6"
    >
      <h2 id={`${title.toLowerCase().replace(/\W+/g, "-")}-heading`} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function whoDid(by: "me" | "other" | null, other: HandoverPerson): string {
  if (by === "me") return "You";
  if (by === "other") return other.name;
  return "Someone";
}

function PickupPanel({
  handover,
  today,
  actionData,
}: {
  handover: HandoverPageData;
  today: string;
  actionData: HandoverActionData | undefined;
}) {
  const { pickup, other } = handover;
  const acting = handover.viewer !== "staff" && handover.status === "reserved";
  const proposeResult = actionData?.intent === "propose" ? actionData.result : undefined;
  const acceptError =
    actionData?.intent === "accept" ? actionData.result.error?.[""]?.join(" ") : undefined;
  const waitingForMe = pickup && !handover.pickupAgreed && handover.pickupProposedBy !== "me";
  return (
    <Panel title="Pickup">
      <p className="text-ink-muted">
        Meet somewhere public near, not at, a home: a library, a shop, a park gate. Glut only ever
        shows the meeting point you two agree here.
      </p>
      {pickup ? (
        <div className="flex flex-col gap-2 rounded-card bg-cream p-4">
          <p className="font-bold">
            {handover.pickupAgreed
              ? "Agreed"
              : handover.pickupProposedBy === "me"
                ? `You proposed, waiting for ${other.name} to accept`
                : `${whoDid(handover.pickupProposedBy, other)} proposed`}
          </p>
          <p data-testid="pickup-window">{pickup.label}</p>
          <p className="flex items-start gap-1.5 break-words">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <span className="sr-only">Meeting point: </span>
              {pickup.meetingPoint}
            </span>
          </p>
        </div>
      ) : (
        <p>No pickup time yet. Either of you can propose one.</p>
      )}
      {acting && waitingForMe && !pickup.over ? (
        <div className="flex flex-col gap-2">
          {acceptError ? (
            <Alert variant="error">
              <AlertDescription>{acceptError}</AlertDescription>
            </Alert>
          ) : null}
          <AcceptPickupForm signature={pickup.signature} />
        </div>
      ) : null}
      {acting ? (
        pickup && !proposeResult ? (
          <details className="group">
            <summary className="cursor-pointer font-semibold text-leaf-deep underline underline-offset-4">
              Propose another time
            </summary>
            <div className="mt-3">
              <ProposePickupForm
                lastResult={proposeResult}
                today={today}
                defaultValue={pickup.values}
                submitLabel="Propose this time"
              />
            </div>
          </details>
        ) : (
          <ProposePickupForm
            lastResult={proposeResult}
            today={today}
            defaultValue={pickup?.values}
            submitLabel="Propose this time"
          />
        )
      ) : null}
    </Panel>
  );
}

function CollectionPanel({
  handover,
  actionData,
}: {
  handover: HandoverPageData;
  actionData: HandoverActionData | undefined;
}) {
  const { other, collectedMark } = handover;
  const error =
    actionData?.intent === "mark-collected" || actionData?.intent === "confirm-collected"
      ? actionData.result.error?.[""]?.join(" ")
      : undefined;
  if (handover.status === "collected") {
    return (
      <Panel title="Collected">
        <p>Collected on {handover.collectedOn}.</p>
        {handover.viewer === "staff" ? null : (
          <Button asChild variant="secondary" className="w-fit">
            <Link to={`/handovers/${handover.id}/thanks`}>Say thank you to {other.name}</Link>
          </Button>
        )}
      </Panel>
    );
  }
  if (handover.status !== "reserved") return null;
  return (
    <Panel title="Collection">
      {error ? (
        <Alert variant="error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {collectedMark ? (
        <p>
          {collectedMark.by === "me"
            ? `You marked it collected. Waiting for ${other.name} to confirm; if they do not, it confirms itself on ${collectedMark.confirmsOn}.`
            : `${whoDid(collectedMark.by, other)} marked it collected. If nobody confirms, it confirms itself on ${collectedMark.confirmsOn}.`}
        </p>
      ) : (
        <p>
          Once the item has changed hands, either of you marks it collected; the other confirms.
        </p>
      )}
      {handover.viewer === "staff" ? null : collectedMark === null ? (
        <IntentButton intent="mark-collected">Mark as collected</IntentButton>
      ) : collectedMark.by !== "me" ? (
        <IntentButton intent="confirm-collected">Confirm it was collected</IntentButton>
      ) : null}
    </Panel>
  );
}

export function HandoverDetails({
  handover,
  today,
  actionData,
}: {
  handover: HandoverPageData;
  today: string;
  actionData: HandoverActionData | undefined;
}) {
  const { other } = handover;
  const cancelResult = actionData?.intent === "cancel" ? actionData.result : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">{handover.listingTitle}</h1>
          <HandoverStatusBadge status={handover.status} />
        </div>
        {handover.viewer === "staff" ? (
          <p>
            <MemberLink person={handover.giver} /> is giving this to{" "}
            <MemberLink person={handover.receiver} />.
          </p>
        ) : handover.viewer === "giver" ? (
          <p>
            You are giving this to <MemberLink person={other} />.
          </p>
        ) : (
          <p>
            <MemberLink person={other} /> is giving this to you.
          </p>
        )}
        <p className="text-ink-muted">Reserved on {handover.reservedOn}.</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {handover.listingId ? (
            <Link to={`/listings/${handover.listingId}`}>See the listing</Link>
          ) : null}
          {handover.conversationId && handover.viewer !== "staff" ? (
            <Link to={`/messages/${handover.conversationId}`}>Message {other.name}</Link>
          ) : null}
        </p>
      </div>

      {handover.cancelled ? (
        <Alert variant="info">
          <AlertDescription>
            {whoDid(handover.cancelled.by, other)} cancelled this reservation on{" "}
            {handover.cancelled.on}. Reason: {handover.cancelled.reason}
          </AlertDescription>
        </Alert>
      ) : null}

      {handover.status === "reserved" || handover.pickup ? (
        <PickupPanel handover={handover} today={today} actionData={actionData} />
      ) : null}
      <CollectionPanel handover={handover} actionData={actionData} />

      {handover.status === "reserved" && handover.viewer !== "staff" ? (
        <Panel title="Cancel the reservation">
          <details className="group" open={cancelResult !== undefined}>
            <summary className="cursor-pointer font-semibold text-leaf-deep underline underline-offset-4">
              Cancel, with a reason
            </summary>
            <div className="mt-3 flex flex-col gap-3">
              <p className="text-ink-muted">
                {other.name} is told why. If others asked for it, the next in the queue is offered
                it.
              </p>
              <CancelHandoverForm lastResult={cancelResult} reasons={handover.cancelReasons} />
            </div>
          </details>
        </Panel>
      ) : null}
    </div>
  );
}
