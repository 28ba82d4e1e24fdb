import { EyeOff, X } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { adminDateTime } from "./admin-dates";
import { HIDE_REASON_MAX } from "./admin-schemas";
import type { listOpenForumReports } from "./forum-reports.server";

type Report = Awaited<ReturnType<typeof listOpenForumReports>>[number];

function ReportCard({ report }: { report: Report }) {
  const reasonId = `reason-${report.id}`;
  return (
    <li>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <CardTitle as="h2">
              {report.kind === "reply" ? `Reply in “${report.title}”` : report.title}
            </CardTitle>
            <p className="text-ink-muted">
              {`By ${report.authorName} · reported ${adminDateTime(report.createdAt)}`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="warning">{report.reason}</Badge>
            {report.hidden ? <Badge variant="neutral">Hidden</Badge> : null}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <blockquote className="max-h-48 overflow-y-auto rounded-lg bg-cream-deep p-3 whitespace-pre-line">
            {report.content}
          </blockquote>
          {report.note ? (
            <p>
              <span className="font-semibold">Note from the reporter:</span> {report.note}
            </p>
          ) : null}
          <Link to={`/forum/post/${report.postId}`}>Open the topic</Link>
          <Form method="post" className="flex flex-col gap-2 border-t border-line pt-3">
            <input type="hidden" name="reportId" value={report.id} />
            <Label htmlFor={reasonId}>Reason for hiding (the author sees it)</Label>
            <Textarea id={reasonId} name="reason" rows={2} maxLength={HIDE_REASON_MAX} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="decision" value="hide" variant="destructive">
                <EyeOff aria-hidden="true" /> Hide
              </Button>
              <Button type="submit" name="decision" value="dismiss" variant="outline">
                <X aria-hidden="true" /> Dismiss
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </li>
  );
}

export function ReportsQueue({ reports }: { reports: Report[] }) {
  if (reports.length === 0) return <p className="text-ink-muted">No open reports.</p>;
  return (
    <ul aria-label="Open reports" className="flex flex-col gap-4">
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
    </ul>
  );
}
