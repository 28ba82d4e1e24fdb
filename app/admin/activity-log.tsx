import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { verificationNoteIn } from "~/accounts/verification-notes";
import { PageLinks } from "~/components/page-links";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import type { Language } from "~/i18n/languages";
import { adminDateTime } from "./admin-dates";
import { adminTabHref } from "./admin-tabs";
import type { listStaffAudit } from "./staff-audit.server";
import type { recentReviews } from "./verifications.server";

type Reviews = Awaited<ReturnType<typeof recentReviews>>;
type Audit = Awaited<ReturnType<typeof listStaffAudit>>;

function RecentReviews({ reviews, lng }: { reviews: Reviews; lng: Language }) {
  const { t } = useTranslation("admin");
  if (reviews.length === 0) return <p className="text-ink-muted">{t("activity.noReviews")}</p>;
  return (
    <ul
      className="flex max-h-[36rem] flex-col gap-3 overflow-y-auto"
      aria-label={t("activity.reviewsTitle")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus, so a keyboard can scroll it once the reviews run past its height (WCAG 2.1.1).
      tabIndex={0}
    >
      {reviews.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 border-b border-line pb-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={entry.status === "approved" ? "success" : "danger"}>
              {t(`statuses.${entry.status}`, { defaultValue: entry.status.toUpperCase() })}
            </Badge>
            <span className="font-semibold">{entry.organizationName}</span>
          </div>
          <p className="text-ink-muted">
            {t("activity.reviewedBy", { name: entry.reviewerName ?? t("activity.unknownAdmin") })}
            {entry.reviewedAt
              ? t("activity.reviewedOn", { date: adminDateTime(entry.reviewedAt, lng) })
              : ""}
          </p>
          {entry.notes ? <p>{verificationNoteIn(t, entry.notes)}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function StaffAuditLog({
  pathname,
  audit,
  actions,
  action,
  lng,
}: {
  pathname: string;
  audit: Audit;
  actions: string[];
  action: string | null;
  lng: Language;
}) {
  const { t } = useTranslation("admin");
  const extra: Record<string, string> = action ? { action } : {};
  return (
    <div className="flex flex-col gap-3">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="activity" />
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-action">{t("activity.action")}</Label>
          <NativeSelect id="audit-action" name="action" defaultValue={action ?? ""}>
            <option value="">{t("activity.allActions")}</option>
            {actions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" size="sm">
          {t("activity.filter")}
        </Button>
        {action ? (
          <Link to={adminTabHref(pathname, "activity")}>{t("activity.showAll")}</Link>
        ) : null}
      </Form>
      {audit.rows.length === 0 ? (
        <p className="text-ink-muted">{t("activity.noActions")}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t("activity.auditTitle")}>
          {audit.rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-0.5 border-b border-line pb-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="neutral" className="whitespace-normal">
                  {row.action}
                </Badge>
                <span className="text-ink-muted">{adminDateTime(row.createdAt, lng)}</span>
              </div>
              <p>
                <span className="font-semibold">{row.actorName ?? t("activity.commandLine")}</span>
                {` · ${row.targetType} `}
                <code className="text-sm break-all">{row.targetId}</code>
              </p>
              {row.reason ? (
                <p className="text-ink-muted">
                  {row.reasonWords
                    ? t(`activity.${row.reasonWords}`, { reason: row.reason })
                    : row.action.startsWith("verification.")
                      ? verificationNoteIn(t, row.reason)
                      : row.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t("activity.auditPages")}
        page={audit.page}
        pages={audit.pages}
        href={(page) => adminTabHref(pathname, "activity", { ...extra, page: String(page) })}
      />
    </div>
  );
}

export function ActivityLog(props: {
  pathname: string;
  reviews: Reviews;
  audit: Audit;
  actions: string[];
  action: string | null;
  lng: Language;
}) {
  const { t } = useTranslation("admin");
  return (
    // One column of minmax(0, 1fr) on a phone, and words broken anywhere: an organisation's
    // name, a reviewer's note or a reason pasted with a long address must not push the page wider
    // than the screen (issue 32).
    <div className="grid grid-cols-1 gap-4 wrap-anywhere lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">{t("activity.reviewsTitle")}</CardTitle>
          <CardDescription>{t("activity.reviewsDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <RecentReviews reviews={props.reviews} lng={props.lng} />
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">{t("activity.auditTitle")}</CardTitle>
          <CardDescription>{t("activity.auditDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <StaffAuditLog {...props} />
        </CardContent>
      </Card>
    </div>
  );
}
