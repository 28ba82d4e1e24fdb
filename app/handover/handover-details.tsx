import { MapPin } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
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

const statusVariants = { reserved: "warning", collected: "success", cancelled: "neutral" } as const;

export function HandoverStatusBadge({ status }: { status: keyof typeof statusVariants }) {
  const { t } = useTranslation("handovers");
  return <Badge variant={statusVariants[status]}>{t(`status.${status}`)}</Badge>;
}

export function MemberLink({ person }: { person: HandoverPerson }) {
  if (!person.id) return <>{person.name}</>;
  return <Link to={`/members/${person.id}`}>{person.name}</Link>;
}

/** Marks put where a sentence names a person, so `WithPeople` can put their link there. */
const MARK = {
  giver: "\u0001giver\u0001",
  receiver: "\u0001receiver\u0001",
  person: "\u0001person\u0001",
};

/** A sentence from the catalogue with people's links where its `MARK`s are, in its word order. */
function WithPeople({ text, people }: { text: string; people: Record<string, ReactNode> }) {
  return (
    <>
      {text
        .split("\u0001")
        .map((part, index) =>
          index % 2 === 1 ? (
            <Fragment key={part}>{people[part]}</Fragment>
          ) : (
            <Fragment key={`text-${index}`}>{part}</Fragment>
          ),
        )}
    </>
  );
}

/** The collection's sentence for who marked it collected. */
const MARKED_BY = {
  Me: "collection.youMarked",
  Other: "collection.otherMarked",
  Someone: "collection.someoneMarked",
} as const;

/** A panel with its heading; `id` names the heading in every language. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-card border border-line bg-card p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Which of a sentence's forms says who did it: the reader, the other person, or someone. */
function whoDid(by: "me" | "other" | null): "Me" | "Other" | "Someone" {
  if (by === "me") return "Me";
  if (by === "other") return "Other";
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
  const { t } = useTranslation("handovers");
  const proposer = whoDid(handover.pickupProposedBy);
  return (
    <Panel id="pickup" title={t("pickup.title")}>
      <p className="text-ink-muted">{t("pickup.meetInPublic")}</p>
      {pickup ? (
        <div className="flex flex-col gap-2 rounded-card bg-cream p-4">
          <p className="font-bold">
            {handover.pickupAgreed
              ? t("pickup.agreed")
              : proposer === "Me"
                ? t("pickup.youProposed", { name: other.name })
                : proposer === "Other"
                  ? t("pickup.otherProposed", { name: other.name })
                  : t("pickup.someoneProposed")}
          </p>
          <p data-testid="pickup-window">{pickup.label}</p>
          <p className="flex items-start gap-1.5 break-words">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <span className="sr-only">{t("pickup.meetingPoint")}</span>
              {pickup.meetingPoint}
            </span>
          </p>
        </div>
      ) : (
        <p>{t("pickup.none")}</p>
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
              {t("pickup.proposeAnother")}
            </summary>
            <div className="mt-3">
              <ProposePickupForm
                lastResult={proposeResult}
                today={today}
                defaultValue={pickup.values}
                submitLabel={t("pickup.proposeThis")}
              />
            </div>
          </details>
        ) : (
          <ProposePickupForm
            lastResult={proposeResult}
            today={today}
            defaultValue={pickup?.values}
            submitLabel={t("pickup.proposeThis")}
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
  const { t } = useTranslation("handovers");
  if (handover.status === "collected") {
    return (
      <Panel id="collected" title={t("collection.collectedTitle")}>
        <p>{t("collection.collectedOn", { date: handover.collectedOn })}</p>
        {handover.viewer === "staff" ? null : (
          <Button asChild variant="secondary" className="w-fit">
            <Link to={`/handovers/${handover.id}/thanks`}>
              {t("collection.sayThanks", { name: other.name })}
            </Link>
          </Button>
        )}
      </Panel>
    );
  }
  if (handover.status !== "reserved") return null;
  return (
    <Panel id="collection" title={t("collection.title")}>
      {error ? (
        <Alert variant="error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {collectedMark ? (
        <p>
          {t(MARKED_BY[whoDid(collectedMark.by)], {
            name: other.name,
            date: collectedMark.confirmsOn,
          })}
        </p>
      ) : (
        <p>{t("collection.how")}</p>
      )}
      {handover.viewer === "staff" ? null : collectedMark === null ? (
        <IntentButton intent="mark-collected">{t("collection.mark")}</IntentButton>
      ) : collectedMark.by !== "me" ? (
        <IntentButton intent="confirm-collected">{t("collection.confirm")}</IntentButton>
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
  const { t } = useTranslation("handovers");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">{handover.listingTitle}</h1>
          <HandoverStatusBadge status={handover.status} />
        </div>
        {handover.viewer === "staff" ? (
          <p>
            <WithPeople
              text={t("page.staffGiving", { giver: MARK.giver, receiver: MARK.receiver })}
              people={{
                giver: <MemberLink person={handover.giver} />,
                receiver: <MemberLink person={handover.receiver} />,
              }}
            />
          </p>
        ) : (
          <p>
            <WithPeople
              text={t(handover.viewer === "giver" ? "page.youGive" : "page.givesYou", {
                person: MARK.person,
              })}
              people={{ person: <MemberLink person={other} /> }}
            />
          </p>
        )}
        <p className="text-ink-muted">{t("page.reservedOn", { date: handover.reservedOn })}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {handover.listingId ? (
            <Link to={`/listings/${handover.listingId}`}>{t("page.seeListing")}</Link>
          ) : null}
          {handover.conversationId && handover.viewer !== "staff" ? (
            <Link to={`/messages/${handover.conversationId}`}>
              {t("page.message", { name: other.name })}
            </Link>
          ) : null}
        </p>
      </div>

      {handover.cancelled ? (
        <Alert variant="info">
          <AlertDescription>
            {t(`page.cancelledBy${whoDid(handover.cancelled.by)}`, {
              name: other.name,
              date: handover.cancelled.on,
              reason: handover.cancelled.reason,
            })}
          </AlertDescription>
        </Alert>
      ) : null}

      {handover.status === "reserved" || handover.pickup ? (
        <PickupPanel handover={handover} today={today} actionData={actionData} />
      ) : null}
      <CollectionPanel handover={handover} actionData={actionData} />

      {handover.status === "reserved" && handover.viewer !== "staff" ? (
        <Panel id="cancel-the-reservation" title={t("cancel.title")}>
          <details className="group" open={cancelResult !== undefined}>
            <summary className="cursor-pointer font-semibold text-leaf-deep underline underline-offset-4">
              {t("cancel.open")}
            </summary>
            <div className="mt-3 flex flex-col gap-3">
              <p className="text-ink-muted">{t("cancel.told", { name: other.name })}</p>
              <CancelHandoverForm lastResult={cancelResult} reasons={handover.cancelReasons} />
            </div>
          </details>
        </Panel>
      ) : null}
    </div>
  );
}
