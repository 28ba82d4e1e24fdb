import { Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { adminDateTime } from "~/admin/admin-dates";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { COMPLAINT_RESPONSE_MAX } from "./complaint-schema";
import type { ComplaintForStaff } from "./complaints.server";
import type { ComplaintStatus } from "./complaints.table";

// The staff view of complaints (decision 0075): open ones with a form to answer, resolved ones
// with the answer sent. Plain forms and links, so it works without JavaScript. Its words are the
// `admin` catalogue's `complaints.list` (decision 0098); dates are the admin area's.

type Decision = NonNullable<ComplaintForStaff["decision"]>;

/** The appealed decision in the page's words: "Listing hidden: Fresh plums on 5 Nov 2026, 13:07". */
export function decisionIn(t: Translate, decision: Decision, lng: Language): string {
  const name = t(`reports.kinds.${decision.targetKind}`, { defaultValue: decision.targetKind });
  const words = {
    Kind: name.charAt(0).toUpperCase() + name.slice(1),
    outcome: t(`complaints.list.outcomes.${decision.outcome}`, { defaultValue: decision.outcome }),
    title: decision.itemTitle ?? "",
  };
  const summary = t(
    decision.itemTitle === null ? "complaints.list.summary" : "complaints.list.summaryTitled",
    words,
  );
  const date = adminDateTime(decision.decidedAt, lng);
  return decision.reason
    ? t("complaints.list.decisionReason", { summary, date, reason: decision.reason })
    : t("complaints.list.decision", { summary, date });
}

function ComplaintCard({ complaint, lng }: { complaint: ComplaintForStaff; lng: Language }) {
  const { t } = useTranslation("admin");
  const answerId = `answer-${complaint.id}`;
  return (
    <li>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <CardTitle as="h3">
              {`${complaint.reference}: ${t(`complaints.list.kinds.${complaint.kind}`)}`}
            </CardTitle>
            <p className="break-words text-ink-muted">
              {t("complaints.list.from", {
                name: complaint.name,
                email: complaint.email,
                date: adminDateTime(complaint.createdAt, lng),
              })}
            </p>
          </div>
          <Badge variant={complaint.status === "open" ? "warning" : "success"}>
            {t(`complaints.list.statuses.${complaint.status}`)}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {complaint.kind === "appeal" ? (
            <p className="break-words">
              <span className="font-semibold">{t("complaints.list.decisionAppealed")}</span>{" "}
              {complaint.decision
                ? decisionIn(t, complaint.decision, lng)
                : t("complaints.list.noDecision")}
            </p>
          ) : null}
          {complaint.contentUrl ? (
            <p className="break-words">
              <span className="font-semibold">{t("complaints.list.linkGiven")}</span>{" "}
              {complaint.contentUrl}
            </p>
          ) : null}
          <blockquote className="rounded-lg bg-cream-deep p-3 break-words whitespace-pre-line">
            {complaint.message}
          </blockquote>
          {complaint.status === "resolved" ? (
            <p className="break-words whitespace-pre-line">
              <span className="font-semibold">
                {complaint.respondedAt
                  ? t("complaints.list.answeredOn", {
                      date: adminDateTime(complaint.respondedAt, lng),
                    })
                  : t("complaints.list.answered")}
              </span>{" "}
              {complaint.response}
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-2 border-t border-line pt-3">
              <input type="hidden" name="complaintId" value={complaint.id} />
              <Label htmlFor={answerId}>{t("complaints.list.answer")}</Label>
              <Textarea
                id={answerId}
                name="response"
                rows={3}
                required
                maxLength={COMPLAINT_RESPONSE_MAX}
              />
              <Button type="submit" className="w-fit">
                <Send aria-hidden="true" /> {t("complaints.list.send")}
                <span className="sr-only">{` ${complaint.reference}`}</span>
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

export function ComplaintsList({
  complaints,
  status,
  lng = "en",
}: {
  complaints: ComplaintForStaff[];
  status: ComplaintStatus;
  lng?: Language;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="complaints-heading" className="flex flex-col gap-4">
      <nav aria-label={t("complaints.list.statusNav")} className="flex flex-wrap gap-2">
        {(["open", "resolved"] as const).map((value) => (
          <Link
            key={value}
            to={`/admin/complaints?status=${value}`}
            aria-current={value === status ? "page" : undefined}
            className="rounded-full border border-line px-3 py-1 font-semibold aria-[current=page]:bg-leaf-deep aria-[current=page]:text-white"
          >
            {t(`complaints.list.statuses.${value}`)}
          </Link>
        ))}
      </nav>
      <h2 id="complaints-heading" className="text-2xl">
        {t(`complaints.list.heading.${status}`)}
      </h2>
      {complaints.length === 0 ? (
        <p className="text-ink-muted">{t(`complaints.list.none.${status}`)}</p>
      ) : (
        <ul aria-labelledby="complaints-heading" className="flex flex-col gap-4">
          {complaints.map((complaint) => (
            <ComplaintCard key={complaint.id} complaint={complaint} lng={lng} />
          ))}
        </ul>
      )}
    </section>
  );
}
