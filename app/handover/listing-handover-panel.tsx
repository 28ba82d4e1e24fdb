import { BadgeCheck, Dices, Hand, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("handovers");
  return (
    <section
      aria-labelledby="handover-rule-title"
      className="flex flex-col gap-1.5 rounded-card border border-line bg-card p-4"
    >
      <h2 id="handover-rule-title" className="flex items-center gap-2 text-xl">
        <Scale aria-hidden="true" className="size-5 shrink-0 text-leaf" /> {t("listing.whoGetsIt")}{" "}
        {t(`rules.${rule.kind}.name`).toLowerCase()}
        {reserved ? <Badge variant="warning">{t("status.reserved")}</Badge> : null}
      </h2>
      {rule.kind === "fair" ? (
        <p>
          {t(rule.choosingOpen ? "listing.gathered" : "listing.gathering", {
            hours: rule.windowHours ?? 0,
            date: rule.choosingOpensAt ?? "",
          })}{" "}
          {t("listing.thenChoose")}
        </p>
      ) : (
        <p>{t("listing.firstCome")}</p>
      )}
      {rule.organisationsFirst ? <p>{t("listing.organisationsFirst")}</p> : null}
      <p className="text-ink-muted">
        {reserved
          ? t("listing.reservedQueue")
          : rule.portions > 1
            ? t("listing.shared", { portions: rule.portions, left: rule.portionsLeft })
            : t("listing.one")}
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
  const { t } = useTranslation("handovers");
  if (viewer.handoverId) {
    return (
      <Alert variant="success">
        <AlertTitle>{t("listing.reservedForYou")}</AlertTitle>
        <AlertDescription>
          <p>
            <Link to={`/handovers/${viewer.handoverId}`}>{t("listing.arrange")}</Link>
            {t("listing.arrangeAfter")}
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
        <p>{t("listing.asked", { position: viewer.request.position })}</p>
        {limit}
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="requestId" value={viewer.request.id} />
          <Button type="submit" variant="outline" className="w-fit">
            {t("listing.withdraw")}
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
        {t("listing.ask")}
      </h2>
      {limit}
      {failed && !failed.noteError ? (
        <p className="font-semibold text-tomato" role="alert">
          {failed.error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="request" />
      <Field
        label={t("listing.note")}
        id="request-note"
        error={failed?.noteError ?? undefined}
        hint={t("listing.noteHint", { name: listingName, max: HANDOVER_LIMITS.noteLength })}
      >
        <Textarea
          name="note"
          rows={3}
          maxLength={HANDOVER_LIMITS.noteLength}
          defaultValue={failed?.note ?? ""}
        />
      </Field>
      <Button type="submit" className="w-fit">
        <Hand aria-hidden="true" /> {t("listing.request")}
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
  const { t } = useTranslation("handovers");
  const canReserve = rule.choosingOpen && !reserved;
  return (
    <section aria-labelledby="requesters-title" className="flex flex-col gap-3">
      <h2 id="requesters-title" className="text-xl">
        {t("listing.whoAsked", { count: viewer.requesters.length })}
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
              {t(
                reservation.status === "collected" ? "listing.collectedBy" : "listing.reservedFor",
              )}{" "}
              {reservation.name}:{" "}
              <Link to={`/handovers/${reservation.handoverId}`}>{t("listing.theHandover")}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {viewer.requesters.length === 0 ? (
        <p className="text-ink-muted">{t("listing.noOne")}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {viewer.requesters.map((requester) => (
            <RequesterRow key={requester.requestId} requester={requester} canReserve={canReserve} />
          ))}
        </ol>
      )}
      {rule.kind === "fair" && !rule.choosingOpen ? (
        <p className="text-ink-muted">
          {t("listing.choosingFrom", { date: rule.choosingOpensAt ?? "" })}
        </p>
      ) : null}
      {viewer.canDraw ? (
        <Form method="post" className="flex flex-col gap-1">
          <input type="hidden" name="intent" value="draw" />
          <Button type="submit" variant="secondary" className="w-fit">
            <Dices aria-hidden="true" /> {t("listing.draw")}
          </Button>
          <p className="text-sm text-ink-muted">{t("listing.drawHint")}</p>
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
  const { t } = useTranslation("handovers");
  const standing = [
    t("listing.received", {
      count: requester.received,
      recent: requester.receivedLast30Days,
    }),
    t("listing.noShows", { count: requester.noShows }),
    ...(requester.averageRating !== null
      ? [t("listing.rated", { rating: requester.averageRating })]
      : []),
  ];
  return (
    <li className="flex flex-col gap-1.5 rounded-card border border-line bg-card p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-ink-muted">{requester.position}.</span>
        <Link to={`/members/${requester.memberId}`} className="font-semibold">
          {requester.name}
        </Link>
        {requester.verifiedOrganisation ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-4" /> {t("listing.verifiedOrganisation")}
          </Badge>
        ) : null}
      </p>
      <p className="text-sm text-ink-muted">{standing.join(" · ")}</p>
      {requester.note ? <p className="break-words whitespace-pre-line">{requester.note}</p> : null}
      {canReserve ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reserve" />
          <input type="hidden" name="requestId" value={requester.requestId} />
          <Button
            type="submit"
            size="sm"
            aria-label={t("listing.reserveFor", { name: requester.name })}
          >
            {t("listing.reserve")}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
