import { Send } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { COMPLAINT_RESPONSE_MAX, complaintKindLabels } from "./complaint-schema";
import type { ComplaintForStaff } from "./complaints.server";
import type { ComplaintStatus } from "./complaints.table";

// The staff view of complaints (decision 0075): open ones with a form to answer, resolved ones
// with the answer sent. Plain forms and links, so it works without JavaScript.

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  open: "Open",
  resolved: "Resolved",
};

function ComplaintCard({ complaint }: { complaint: ComplaintForStaff }) {
  const answerId = `answer-${complaint.id}`;
  return (
    <li>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <CardTitle as="h3">{`${complaint.reference}: ${complaintKindLabels[complaint.kind]}`}</CardTitle>
            <p className="break-words text-ink-muted">
              {`From ${complaint.name} (${complaint.email}) · ${dateTime.format(complaint.createdAt)}`}
            </p>
          </div>
          <Badge variant={complaint.status === "open" ? "warning" : "success"}>
            {complaintStatusLabels[complaint.status]}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {complaint.kind === "appeal" ? (
            <p className="break-words">
              <span className="font-semibold">Decision appealed:</span>{" "}
              {complaint.decision
                ? `${complaint.decision.summary} on ${dateTime.format(complaint.decision.decidedAt)}${complaint.decision.reason ? ` (reason given: ${complaint.decision.reason})` : ""}`
                : "none found for this person: ask them which one."}
            </p>
          ) : null}
          {complaint.contentUrl ? (
            <p className="break-words">
              <span className="font-semibold">Link given:</span> {complaint.contentUrl}
            </p>
          ) : null}
          <blockquote className="rounded-lg bg-cream-deep p-3 break-words whitespace-pre-line">
            {complaint.message}
          </blockquote>
          {complaint.status === "resolved" ? (
            <p className="break-words whitespace-pre-line">
              <span className="font-semibold">
                Answered{complaint.respondedAt ? ` ${dateTime.format(complaint.respondedAt)}` : ""}:
              </span>{" "}
              {complaint.response}
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-2 border-t border-line pt-3">
              <input type="hidden" name="complaintId" value={complaint.id} />
              <Label htmlFor={answerId}>Answer (emailed to the complainant)</Label>
              <Textarea
                id={answerId}
                name="response"
                rows={3}
                required
                maxLength={COMPLAINT_RESPONSE_MAX}
              />
              <Button type="submit" className="w-fit">
                <Send aria-hidden="true" /> Send answer and resolve
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
}: {
  complaints: ComplaintForStaff[];
  status: ComplaintStatus;
}) {
  return (
    <section aria-labelledby="complaints-heading" className="flex flex-col gap-4">
      <nav aria-label="Complaint status" className="flex flex-wrap gap-2">
        {(["open", "resolved"] as const).map((value) => (
          <Link
            key={value}
            to={`/admin/complaints?status=${value}`}
            aria-current={value === status ? "page" : undefined}
            className="rounded-full border border-line px-3 py-1 font-semibold aria-[current=page]:bg-leaf-deep aria-[current=page]:text-white"
          >
            {complaintStatusLabels[value]}
          </Link>
        ))}
      </nav>
      <h2 id="complaints-heading" className="text-2xl">
        {`${complaintStatusLabels[status]} complaints`}
      </h2>
      {complaints.length === 0 ? (
        <p className="text-ink-muted">No {status} complaints.</p>
      ) : (
        <ul aria-labelledby="complaints-heading" className="flex flex-col gap-4">
          {complaints.map((complaint) => (
            <ComplaintCard key={complaint.id} complaint={complaint} />
          ))}
        </ul>
      )}
    </section>
  );
}
