import { BadgeCheck, Dices, Hand, Scale } from "lucide-react";
import { Form, Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import type { HandoverActionData } from "./handover-forms";
import { HANDOVER_LIMITS } from "./handover-rule-text";
import type { ListingHandoverView, RequesterStanding } from "./listing-handover.server";

// The listing page's handover part (decision 0087): plain forms that post to the page itself,
// so requesting, withdrawing, reserving and drawing work before (or without) JavaScript.

type Rule = ListingHandoverView["rule"];

/** Which rule applies, when choosing opens, and how many portions are left. */
export function HandoverRuleSummary({ rule, reserved }: { rule: Rule; reserved: boolean }) {
  return (
    <section
      aria-labelledby="handover-rule-title"
      className="flex flex-col gap-1.5 rounded-card border border-line bg-card p-4"
    >
      <h2 id="handover-rule-title" className="flex items-center gap-2 text-xl">
        <Scale aria-hidden="true" className="size-5 shrink-0 text-leaf" /> Who gets it:{" "}
        {rule.name.toLowerCase()}
        {reserved ? <Badge variant="warning">Reserved</Badge> : null}
      </h2>
      {rule.kind === "fair" ? (
        <p>
          {rule.choosingOpen
            ? `Requests were gathered for ${rule.windowHours} hours; choosing opened on ${rule.choosingOpensAt} (UK time).`
            : `Requests are gathered for ${rule.windowHours} hours. Choosing opens on ${rule.choosingOpensAt} (UK time), so asking early gives no advantage.`}{" "}
          Then the lister chooses, or lets Glut draw, those who have received least lately first.
        </p>
      ) : (
        <p>The lister may reserve it for someone as soon as they ask.</p>
      )}
      {rule.organisationsFirst ? <p>Verified food banks and groups go first.</p> : null}
      <p className="text-ink-muted">
        {reserved
          ? "Reserved: you can still ask, and you will be queued in case it comes free."
          : rule.portions > 1
            ? `Can be shared among ${rule.portions} people: ${rule.portionsLeft} left.`
            : "One to give."}
      </p>
    </section>
  );
}

/** A member's side: ask (with a note), or see their place in the queue and withdraw. */
export function MemberRequestPanel({
  viewer,
  listingName,
  canRequest,
  actionData,
}: {
  viewer: Extract<ListingHandoverView["viewer"], { role: "member" }>;
  listingName: string;
  /** The listing is open to requests (active, not expired, not a demo, not blocked). */
  canRequest: boolean;
  actionData: HandoverActionData | undefined;
}) {
  if (viewer.handoverId) {
    return (
      <Alert variant="success">
        <AlertTitle>Reserved for you</AlertTitle>
        <AlertDescription>
          <p>
            <Link to={`/handovers/${viewer.handoverId}`}>Arrange the pickup</Link> with the lister.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  const limit = viewer.limit ? (
    <p className="rounded-card border border-sun bg-sun-soft p-3 text-sun-ink">{viewer.limit}</p>
  ) : null;
  if (viewer.request) {
    return (
      <div className="flex flex-col gap-2">
        <p>You have asked for this. You are number {viewer.request.position} in the queue.</p>
        {limit}
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="requestId" value={viewer.request.id} />
          <Button type="submit" variant="outline" className="w-fit">
            Withdraw my request
          </Button>
        </Form>
      </div>
    );
  }
  if (!canRequest) return null;
  const failed = actionData?.intent === "request" || actionData?.noteError ? actionData : null;
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="request-title">
      <h2 id="request-title" className="text-xl">
        Ask for it
      </h2>
      {limit}
      {failed && !failed.noteError ? (
        <p className="font-semibold text-tomato" role="alert">
          {failed.error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="request" />
      <Field
        label="A note for the lister (optional)"
        id="request-note"
        error={failed?.noteError ?? undefined}
        hint={`It goes into your conversation about “${listingName}”. Up to ${HANDOVER_LIMITS.noteLength} characters.`}
      >
        <Textarea
          name="note"
          rows={3}
          maxLength={HANDOVER_LIMITS.noteLength}
          defaultValue={failed?.note ?? ""}
        />
      </Field>
      <Button type="submit" className="w-fit">
        <Hand aria-hidden="true" /> Request
      </Button>
    </Form>
  );
}

/** The owner's side: who asked, their standing, Reserve for each, and Draw under the fair rule. */
export function OwnerRequestsPanel({
  viewer,
  rule,
  reserved,
  actionData,
}: {
  viewer: Extract<ListingHandoverView["viewer"], { role: "owner" }>;
  rule: Rule;
  reserved: boolean;
  actionData: HandoverActionData | undefined;
}) {
  const canReserve = rule.choosingOpen && !reserved;
  return (
    <section aria-labelledby="requesters-title" className="flex flex-col gap-3">
      <h2 id="requesters-title" className="text-xl">
        Who has asked ({viewer.requesters.length})
      </h2>
      {actionData?.error ? (
        <p className="font-semibold text-tomato" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {viewer.reservations.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {viewer.reservations.map((reservation) => (
            <li key={reservation.handoverId}>
              {reservation.status === "collected" ? "Collected by" : "Reserved for"}{" "}
              {reservation.name}:{" "}
              <Link to={`/handovers/${reservation.handoverId}`}>the handover</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {viewer.requesters.length === 0 ? (
        <p className="text-ink-muted">No one has asked yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {viewer.requesters.map((requester) => (
            <RequesterRow key={requester.requestId} requester={requester} canReserve={canReserve} />
          ))}
        </ol>
      )}
      {rule.kind === "fair" && !rule.choosingOpen ? (
        <p className="text-ink-muted">
          You can reserve or draw from {rule.choosingOpensAt} (UK time).
        </p>
      ) : null}
      {viewer.canDraw ? (
        <Form method="post" className="flex flex-col gap-1">
          <input type="hidden" name="intent" value="draw" />
          <Button type="submit" variant="secondary" className="w-fit">
            <Dices aria-hidden="true" /> Let Glut draw
          </Button>
          <p className="text-sm text-ink-muted">
            A random draw among everyone who asked; those who have received least in the last 30
            days are more likely to come first. The first drawn is reserved.
          </p>
        </Form>
      ) : null}
    </section>
  );
}

function RequesterRow({
  requester,
  canReserve,
}: {
  requester: RequesterStanding;
  canReserve: boolean;
}) {
  return (
    <li className="flex flex-col gap-1.5 rounded-card border border-line bg-card p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-ink-muted">{requester.position}.</span>
        <Link to={`/members/${requester.memberId}`} className="font-semibold">
          {requester.name}
        </Link>
        {requester.verifiedOrganisation ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-4" /> Verified organisation
          </Badge>
        ) : null}
      </p>
      <p className="text-sm text-ink-muted">
        Received {requester.received} {requester.received === 1 ? "item" : "items"} (
        {requester.receivedLast30Days} in the last 30 days) · {requester.noShows}{" "}
        {requester.noShows === 1 ? "no-show" : "no-shows"}
        {requester.averageRating !== null ? ` · rated ${requester.averageRating} out of 5` : ""}
      </p>
      {requester.note ? <p className="break-words whitespace-pre-line">{requester.note}</p> : null}
      {canReserve ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reserve" />
          <input type="hidden" name="requestId" value={requester.requestId} />
          <Button type="submit" size="sm" aria-label={`Reserve for ${requester.name}`}>
            Reserve
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
