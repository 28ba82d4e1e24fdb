import { Ban, Eye, EyeOff, RotateCcw, X } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { adminDateTime } from "./admin-dates";
import { HIDE_REASON_MAX } from "./admin-schemas";
import type { SuspendedMember } from "./member-suspension.server";
import { reportCategoryLabels } from "./report-english";
import { type ReportCategory, reportCategories } from "./report-schema";
import type { HiddenThing, QueuedReport } from "./reports-queue.server";

// The moderation screen's three lists: open reports (the reported thing in place, never the
// reporter), what reports hid (to restore) and, for admins, suspended members (to restore).

function ReportCard({ report, isAdmin }: { report: QueuedReport; isAdmin: boolean }) {
  const reasonId = `reason-${report.id}`;
  const { item } = report;
  const heading = item ? item.title : `A ${report.kindLabel} that no longer exists`;
  return (
    <li>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <CardTitle as="h3" className="break-words">
              <span className="sr-only">{`Reported ${report.kindLabel}: `}</span>
              {heading}
            </CardTitle>
            <p className="text-ink-muted">
              {`${capitalise(report.kindLabel)}${item ? ` by ${item.ownerName}` : ""} · reported ${adminDateTime(report.createdAt)}`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant={report.category === "illegal" ? "danger" : "neutral"}>
              {reportCategoryLabels[report.category]}
            </Badge>
            <Badge variant="warning">{report.reason}</Badge>
            {report.ownerNewcomer ? <Badge variant="neutral">{report.ownerNewcomer}</Badge> : null}
            {item?.hidden ? <Badge variant="neutral">Hidden</Badge> : null}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {item?.body ? (
            <blockquote className="max-h-48 overflow-y-auto rounded-lg bg-cream-deep p-3 break-words whitespace-pre-line">
              {item.body}
            </blockquote>
          ) : null}
          {report.note ? (
            <p className="break-words">
              <span className="font-semibold">Note from the reporter:</span> {report.note}
            </p>
          ) : null}
          {item?.href ? <Link to={item.href}>Open the {report.kindLabel}</Link> : null}
          <Form method="post" className="flex flex-col gap-2 border-t border-line pt-3">
            <input type="hidden" name="intent" value="decide" />
            <input type="hidden" name="reportId" value={report.id} />
            <Label htmlFor={reasonId}>Reason (the member sees it when you hide or suspend)</Label>
            <Textarea id={reasonId} name="reason" rows={2} maxLength={HIDE_REASON_MAX} />
            <div className="flex flex-wrap gap-2">
              {report.canHide ? (
                <Button type="submit" name="decision" value="hide" variant="destructive">
                  <EyeOff aria-hidden="true" /> Hide
                </Button>
              ) : null}
              {isAdmin && item?.ownerId ? (
                <Button type="submit" name="decision" value="suspend" variant="destructive">
                  <Ban aria-hidden="true" /> Suspend {item.ownerName}
                </Button>
              ) : null}
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

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Links, so the filter works without JavaScript and can be bookmarked. */
function CategoryFilter({ category }: { category: ReportCategory | null }) {
  const choices: { value: ReportCategory | null; label: string }[] = [
    { value: null, label: "All reports" },
    ...reportCategories.map((value) => ({ value, label: reportCategoryLabels[value] })),
  ];
  return (
    <nav aria-label="Filter reports" className="flex flex-wrap gap-2">
      {choices.map(({ value, label }) => (
        <Link
          key={label}
          to={value ? `/admin/reports?category=${value}` : "/admin/reports"}
          aria-current={value === category ? "page" : undefined}
          className="rounded-full border border-line px-3 py-1 font-semibold aria-[current=page]:bg-leaf-deep aria-[current=page]:text-white"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export function ReportsQueue({
  reports,
  isAdmin,
  category,
}: {
  reports: QueuedReport[];
  isAdmin: boolean;
  category: ReportCategory | null;
}) {
  return (
    <section aria-labelledby="open-reports" className="flex flex-col gap-4">
      <h2 id="open-reports" className="text-2xl">
        Open reports
      </h2>
      <p className="text-ink-muted">Reports of illegal content come first.</p>
      <CategoryFilter category={category} />
      {reports.length === 0 ? (
        <p className="text-ink-muted">No open reports.</p>
      ) : (
        <ul aria-label="Open reports" className="flex flex-col gap-4">
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function HiddenList({ hidden }: { hidden: HiddenThing[] }) {
  return (
    <section aria-labelledby="hidden-content" className="flex flex-col gap-3">
      <h2 id="hidden-content" className="text-2xl">
        Hidden after a report
      </h2>
      {hidden.length === 0 ? (
        <p className="text-ink-muted">Nothing is hidden.</p>
      ) : (
        <ul aria-label="Hidden after a report" className="flex flex-col gap-2">
          {hidden.map(({ kind, kindLabel, item }) => (
            <li
              key={`${kind}:${item.id}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-card p-3"
            >
              <span className="break-words">
                {`${capitalise(kindLabel)}: ${item.title} (by ${item.ownerName})`}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="targetId" value={item.id} />
                <Button type="submit" variant="outline" size="sm">
                  <Eye aria-hidden="true" /> Show again
                  <span className="sr-only">{`: ${item.title}`}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SuspendedList({ suspended }: { suspended: SuspendedMember[] }) {
  return (
    <section aria-labelledby="suspended-members" className="flex flex-col gap-3">
      <h2 id="suspended-members" className="text-2xl">
        Suspended members
      </h2>
      {suspended.length === 0 ? (
        <p className="text-ink-muted">No one is suspended.</p>
      ) : (
        <ul aria-label="Suspended members" className="flex flex-col gap-2">
          {suspended.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-card p-3"
            >
              <span className="break-words">
                <span className="font-semibold">{member.name}</span>
                {` · since ${adminDateTime(member.suspendedAt)} · ${member.reason}`}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="lift" />
                <input type="hidden" name="userId" value={member.userId} />
                <Button type="submit" variant="outline" size="sm">
                  <RotateCcw aria-hidden="true" /> Restore {member.name}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
